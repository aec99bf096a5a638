import type { EvalBusiness } from '../set/types';

export const pinecrestCarRental: EvalBusiness = {
  id: 'pinecrest-rental',
  name: 'Pinecrest Car & Van Rental',
  knowledge: [
    `Pinecrest Car & Van Rental – Locations and Opening Hours

Downtown office: 1480 Granite Avenue, Pinecrest, AZ 86301 (corner of Granite Avenue and 5th Street, next to the Summit gas station). Customer parking is free while you collect or return your vehicle.
Open Monday to Friday 7am to 7pm, Saturday 8am to 4pm, Sunday 9am to 1pm.

Airport desk: Pinecrest Regional Airport, arrivals hall, desk 3. Open every day from 6am to 11pm, including public holidays. If your flight is delayed, we wait up to 2 hours after your scheduled pick-up time at no charge, provided you gave us your flight number when booking.

Holiday hours: the downtown office is closed on Christmas Day, New Year's Day, Easter Sunday and Independence Day. The airport desk stays open.

After-hours returns: vehicles can be returned to the downtown office at any time. Park in the marked return bays and drop the key in the secure key box next to the front door. The vehicle remains your responsibility until our staff inspect it the next business morning.

Reservations: (555) 290-6637
Airport desk: (555) 290-6640
24-hour roadside assistance: (555) 290-6699
Email: rentals@pinecrestrental.example`,
    `Rental Requirements

Age: the minimum age to rent is 21. Drivers aged 21 to 24 pay a young driver surcharge of $25 per day and may rent only Economy, Compact and Midsize cars. Drivers must be 25 or older to rent SUVs, minivans, pickup trucks and premium vehicles. There is no upper age limit.

Driver's license: every driver must present a valid, full driver's license held for at least 1 year. International visitors need their national license plus an International Driving Permit if the license is not in English. Learner's permits are not accepted.

Additional drivers: $12 per day per additional driver, up to a maximum of $84 per rental. A spouse or domestic partner is added free of charge, provided they meet the same requirements.

Deposit and payment: a credit card in the main driver's name is required at pick-up. We place a hold of $300 on the card (or $500 for SUVs, minivans and premium vehicles), which is released within 7 business days after the return. We accept Visa, Mastercard, American Express and Discover. Debit cards are accepted only for Economy and Compact cars and require a return flight ticket or proof of address. Cash and prepaid cards are not accepted for the deposit.`,
    `Insurance and Protection Options

Basic third-party liability coverage, as required by Arizona law, is included in every rental.

Collision Damage Waiver (CDW): $19 per day. Reduces your responsibility for damage to the rental vehicle to a $1,000 deductible.
Full Protection: $32 per day. Includes the CDW with a $0 deductible, windshield and tire coverage, and theft protection.
Roadside Plus: $7 per day. Covers lockouts, lost keys, fuel delivery and flat tire changes. Mechanical breakdowns are always covered free of charge.

You may decline our cover if your own auto insurance or credit card provides rental car coverage; in that case you are responsible for any damage up to the full value of the vehicle, and we may ask for proof of coverage.

In the event of an accident, call the police and then our 24-hour roadside assistance line. Do not arrange repairs yourself.`,
    `Rental Policies FAQ

Fuel policy: all vehicles are provided with a full tank and must be returned full (full-to-full). If the tank is not full on return, we charge the missing fuel at $7.50 per gallon plus a $20 refueling fee. Electric vehicles are provided with at least 80% charge and must be returned with at least 20%.

Mileage: unlimited mileage is included on all cars for rentals within Arizona, New Mexico, Utah, Nevada and California. Vans and pickup trucks include 200 miles per day, then $0.35 per mile. Travel into Mexico is not permitted.

One-way rentals: one-way rentals are available between our Pinecrest locations and our partner offices in Phoenix and Flagstaff. The one-way fee is $95 to Flagstaff and $150 to Phoenix. One-way rentals must be booked at least 48 hours in advance.

Late returns: there is a 29-minute grace period. After that, each additional hour is charged at one-third of the daily rate, and returns more than 3 hours late are charged a full extra day.

Cancellations: cancel free of charge up to 48 hours before pick-up. Later cancellations and no-shows are charged one day's rental. Prepaid "Saver" rates are non-refundable but can be changed once for a $25 fee.

Extras: child seats and booster seats $11 per day (maximum $66 per rental), GPS $9 per day, ski rack $10 per day, snow chains $15 per rental (November to March).

Pets: pets are allowed in all vehicles if kept in a carrier or crate. A $150 cleaning fee applies if the vehicle is returned with pet hair or odors.

Smoking: all vehicles are non-smoking. Smoking or vaping in a vehicle results in a $250 cleaning fee.

Discounts: 10% off for AAA members and for rentals of 7 days or more; 15% off for corporate accounts. Military personnel receive a waiver of the young driver surcharge with valid military ID.`,
  ],
  questions: [
    { text: 'my son is 19, can he rent a car from u', expect: ['21'] },
    { text: 'im 23 is there an extra charge', expect: ['$25 per day'] },
    { text: 'can i rent an suv if im 22', expect: ['25 or older'] },
    { text: 'do u rent teslas', unanswerable: true },
    { text: 'my grandpa is 82 is he too old to rent', expect: ['no upper age limit'] },
    { text: 'can i use my debit card', expect: ['Economy and Compact'] },
    { text: 'how much do u hold on my card', expect: ['$300'] },
    { text: 'how much per day for an economy car', unanswerable: true },
    { text: 'when do i get my deposit back', expect: ['7 business days'] },
    { text: 'do u take amex', expect: ['American Express'] },
    { text: 'how much to add my husband as a driver', expect: ['free of charge'] },
    { text: 'is there a shuttle from the terminal to the cars', unanswerable: true },
    { text: 'whats the cdw cost', expect: ['$19 per day'] },
    { text: 'whats the excess if i take the damage waiver', expect: ['$1,000'] },
    { text: 'my visa card covers rentals, do i have to buy ur insurance', expect: ['decline'] },
    { text: 'how much is a roof box', unanswerable: true },
    { text: 'do i need to bring it back with a full tank', expect: ['returned full'] },
    {
      text: 'what if i bring it back half empty',
      expect: ['$7.50 per gallon', '$20 refueling fee'],
    },
    { text: 'can i drive it down to mexico', expect: ['not permitted'] },
    { text: 'r ur cars automatic or stick', unanswerable: true },
    { text: 'can i pick up in pinecrest and drop off in phoenix, how much', expect: ['$150'] },
    { text: 'how late can i bring it back without paying extra', expect: ['29-minute'] },
    { text: 'gonna be 4 hrs late returning what happens', expect: ['full extra day'] },
    { text: 'do u have cars with hand controls for disabled drivers', unanswerable: true },
    { text: 'whats ur cancelation policy', expect: ['48 hours', "one day's rental"] },
    { text: 'how much is a car seat for my toddler', expect: ['$11 per day'] },
    { text: 'can i bring my dog along', expect: ['carrier or crate'] },
    { text: 'one way from flagstaff to phoenix how much', unanswerable: true },
    { text: 'aaa discount?', expect: ['10% off'] },
    { text: 'im in the army and im 22, any break on the young driver fee', expect: ['waiver'] },
    { text: 'what time does the airport desk open', expect: ['6am'] },
    { text: 'do u have a rewards program', unanswerable: true },
    { text: 'my flight might be delayed will u wait for me', expect: ['2 hours'] },
    { text: 'how do i drop the car off after u close', expect: ['key box'] },
    { text: 'if i drive to colorado is the mileage still unlimited', unanswerable: true },
    { text: 'who do i call if the car breaks down', expect: ['(555) 290-6699'] },
    { text: 'i only have my learners permit can i still rent', expect: ['not accepted'] },
    {
      text: 'my licence is in german do i need anything else',
      expect: ['International Driving Permit'],
    },
    { text: 'do u do monthly rentals, whats the rate', unanswerable: true },
    {
      text: 'renting an electric car, how much charge do i need to return it with',
      expect: ['20%'],
    },
  ],
};
