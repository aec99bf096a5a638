import type { EvalBusiness } from '../set/types';

export const keepwellStorage: EvalBusiness = {
  id: 'keepwell-storage',
  name: 'Keepwell Self Storage',
  knowledge: [
    `Keepwell Self Storage - Boise West
Address: 7150 W Overland Road, Boise, ID 83709. We are located behind the Overland Plaza shopping center; turn in at the traffic light by the Shell station and follow the green signs to our gate.

Office Hours
Monday to Friday: 8:30am - 5:30pm
Saturday: 9am - 4pm
Sunday: closed

Gate Access Hours
Customers can access their units 7 days a week from 6am to 10pm using their personal gate code. Customers with the 24-Hour Access add-on ($15 per month) can enter at any time.
The office is closed on New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving Day and Christmas Day. Gate access remains available on holidays as usual.

Contact
Phone: (555) 742-0918
After-hours emergencies (gate malfunction, security concerns): (555) 742-0999
Email: rentals@keepwellstorage.example`,
    `Unit Sizes and Monthly Rates
5' x 5' (locker size, fits boxes and small furniture): $49 per month
5' x 10' (the contents of a studio apartment): $79 per month
10' x 10' (a one-bedroom apartment): $129 per month
10' x 20' (a two- or three-bedroom home): $199 per month
Climate-controlled units are available in the 5' x 10' and 10' x 10' sizes for an additional $25 per month and are kept between 55°F and 80°F all year.

Vehicle, RV and Boat Parking
Uncovered outdoor spaces up to 40 feet long: $85 per month.
Covered spaces up to 35 feet long: $140 per month.
Vehicles must be registered, insured and in running condition.`,
    `Renting With Us
All rentals are month-to-month; there is no long-term contract. A one-time administration fee of $20 is charged when you move in. Your first month is prorated to the 1st of the following month. New customers receive 50% off their first month on units 10' x 10' and smaller.
Rent is due on the 1st of each month. A late fee of $15 is applied if rent remains unpaid on the 6th, and gate access is suspended after 10 days of non-payment.
To move out, please give us at least 10 days' written notice by email or in the office. We do not refund partial months.
Every unit must be secured with a disc lock. Disc locks are sold in the office for $14.
Protection: all tenants must have either their own homeowner's or renter's insurance covering stored goods, or our Tenant Protection Plan, which costs $12 per month for up to $3,000 of coverage.
Payment: we accept Visa, Mastercard, Discover, debit cards, cash and checks in the office, and online payment through the Keepwell customer portal. AutoPay customers receive a $5 monthly discount.
Military and students: active duty military and students with a valid ID receive 10% off the monthly rent.`,
    `Facility Features and Rules
Features: gated entry with personal access code, 32 HD security cameras, well-lit drive-up units, two freight elevators in Building C, free use of flatbed carts and hand trucks, and a 26-foot moving truck that new tenants may use free of charge on move-in day (within 30 miles; you pay for fuel).
Items that may not be stored: food or perishables, flammable liquids such as gasoline, propane tanks, paint thinner, firearms and ammunition, live animals or plants, and anything illegal. Tenants may not live or work in their units.
Package acceptance: our office will accept deliveries on your behalf during office hours and hold them for up to 5 days.
Boxes, tape, bubble wrap and mattress covers are available in our office retail shop.`,
  ],
  questions: [
    { text: 'where r u located exactly', expect: ['7150 W Overland Road'] },
    {
      text: 'gps keeps sending me into the plaza how do i get in to u',
      expect: ['traffic light by the Shell station'],
    },
    { text: 'what time does the office close on saturday', expect: ['4pm'] },
    { text: 'how early can i get to my unit in the morning', expect: ['6am'] },
    { text: 'can i get in to my unit at like midnight', expect: ['$15 per month'] },
    { text: 'is the office open sundays', expect: ['closed'] },
    { text: 'can i still get to my stuff on the 4th of july', expect: ['remains available'] },
    { text: 'whats ur phone number', expect: ['(555) 742-0918'] },
    { text: 'gate wont open and its 11pm who do i call', expect: ['(555) 742-0999'] },
    { text: 'e mail address?', expect: ['rentals@keepwellstorage.example'] },
    { text: 'how much is ur smallest unit', expect: ['$49 per month'] },
    {
      text: 'moving out of a 1 bed apartment, what size do i need and whats the price',
      expect: ["10' x 10'", '$129'],
    },
    { text: 'how much to park my camper van outside', expect: ['$85 per month'] },
    { text: 'can amazon deliver to u for me while im moving', expect: ['5 days'] },
    { text: 'do u have temperature controlled units, how much extra', expect: ['$25 per month'] },
    { text: 'do i have to sign a 12 month contract', expect: ['month-to-month'] },
    { text: 'is there a sign up fee', expect: ['$20'] },
    { text: 'any move in specials rn', expect: ['50% off'] },
    { text: 'when is rent due', expect: ['1st of each month'] },
    { text: 'what happens if im late paying', expect: ['$15', '6th'] },
    { text: 'how much notice do i need to give when i move out', expect: ['10 days'] },
    {
      text: 'if i leave mid month do i get money back for the rest',
      expect: ['do not refund partial months'],
    },
    { text: 'do i need to bring my own padlock', expect: ['disc lock'] },
    { text: 'is insurance mandatory? whats urs cost', expect: ['$12 per month'] },
    { text: 'do yall take cash or checks', expect: ['cash and checks'] },
    { text: 'any discount if i set up automatic payments', expect: ['$5 monthly discount'] },
    { text: 'im in the army do i get a discount', expect: ['10% off'] },
    { text: 'can i keep a gas can for my mower in there', expect: ['may not be stored'] },
    {
      text: 'is there a lift, my unit is upstairs and my stuff is heavy',
      expect: ['freight elevators'],
    },
    { text: 'do u lend a truck to move in', expect: ['26-foot'] },
    { text: 'is the office open on christmas eve', unanswerable: true },
    { text: 'how much is a 10x15', unanswerable: true },
    { text: 'how much are moving boxes', unanswerable: true },
    { text: 'is there wi fi at the facility', unanswerable: true },
    { text: 'do the units have a power outlet', unanswerable: true },
    { text: 'do seniors get a discount', unanswerable: true },
    { text: 'can i get the protection plan for 5000 worth of stuff', unanswerable: true },
    { text: 'is there a fee if i switch to a bigger unit later', unanswerable: true },
    { text: 'do u have a location in meridian', unanswerable: true },
    { text: 'is there a dumpster i can use to throw out junk', unanswerable: true },
  ],
};
