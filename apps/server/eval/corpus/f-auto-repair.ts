import type { EvalBusiness } from '../set/types';

export const autoRepair: EvalBusiness = {
  id: 'f-auto-repair',
  name: 'Foundry Lane Garage',
  knowledge: [
    `ABOUT FOUNDRY LANE GARAGE

Foundry Lane Garage is an independent, family-run workshop at Unit 4, Foundry Lane, Kettlebridge, Oxfordshire OX29 4QT. Dave Okafor opened the garage in 1998 after twelve years as a dealer technician, and his daughter Priya Okafor, our workshop manager, joined in 2012. Today there are six of us: four technicians, Priya, and our service advisor Gemma Lowe, who is most likely the person you'll speak to on the phone. We are an approved MOT testing station for Class 4 (cars and light vans up to 3,000 kg) and Class 7 (goods vehicles from 3,000 to 3,500 kg).

We work on most makes of petrol, diesel and hybrid cars and light vans, and two of our technicians hold the IMI Level 3 qualification for electric and hybrid vehicles. We don't work on motorcycles, motorhomes over 3,500 kg, or classic cars built before 1975.

OPENING HOURS
Monday to Friday: 8am - 5:30pm
Saturday: 8:30am - 12:30pm (MOT tests and tyre fitting only)
Sunday and bank holidays: closed

Early key drop
If you can't get to us during opening hours, you can drop your car off the evening before and post the keys through the secure letterbox in the office door, using one of the envelopes hanging next to it. Please write your name, registration and phone number on the envelope.

CONTACT
Phone: (555) 472-9061
Email: workshop@foundrylanegarage.example
Customer parking: 8 spaces in front of the workshop. Please don't block the roller doors.
Getting home: Kettlebridge railway station is a 12-minute walk away, and the number 33 bus stops at the end of Foundry Lane.`,
    `PRICE LIST (all prices include VAT)

MOT
Class 4 MOT (cars) - £45 (the government maximum is £54.85)
Class 7 MOT (vans 3,000-3,500 kg) - £58.60
MOT retest - free if the car stays with us for repair, or if it comes back within 10 working days with the failed items fixed elsewhere
Book an MOT together with a Full or Major Service and get £20 off.

SERVICING (most cars up to 2.0 litres; larger engines and vans may cost more)
Interim Service (every 6,000 miles or 6 months) - £129
Full Service (every 12,000 miles or 12 months) - £219
Major Service (every 24,000 miles or 2 years, includes brake fluid, spark plugs and cabin filter) - £329
Every service comes with a stamped service book or an update to your car's digital service record, a 60-point check and a free screenwash top-up.

BRAKES
Brake check - free, takes about 20 minutes
Front brake pads, fitted - from £139
Front discs and pads, fitted - from £249
Brake fluid change - £55

TYRES
We stock Michelin, Continental, Avon and the budget range from Landsail. Fitting, a new valve and disposal of your old tyre are included in every tyre price; call us with your registration for a quote.
Puncture repair - £25 (if the tyre can be safely repaired to British Standard BS AU 159)
Four-wheel alignment - £65
TPMS sensor replacement - £72 per sensor

OTHER WORK
Diagnostics (engine warning light, electrical faults) - £60 for the first hour
Air conditioning re-gas - £79 for R134a systems; £129 for R1234yf systems (most cars from 2017 onwards)
Battery test - free; batteries supplied and fitted from £110
Labour rate for all other work - £78 per hour

DISCOUNTS
NHS, police, fire and ambulance staff get 10% off labour on production of ID. Customers over 65 get 10% off labour on Tuesdays and Wednesdays. Discounts can't be combined.`,
    `YOUR QUESTIONS ANSWERED

Q: Do you have courtesy cars?
A: Yes, we have three courtesy cars (two Ford Fiestas and a Skoda Fabia estate) that are free to use while your car is with us for a service or repair. They are popular, so please reserve one when you book; they are not available for MOT-only bookings. Drivers must be aged 25 to 75 and have held a full UK licence for at least three years. You're insured on our policy, but you are responsible for the first £500 of any damage (the insurance excess), and we ask you to return the car with the same amount of fuel. Speeding fines and parking tickets picked up during the loan are passed on to you with a £15 admin charge.

Q: Can I wait while my car is done?
A: For an MOT (45 to 60 minutes), an interim service or tyre fitting, yes. Our waiting room has free Wi-Fi, a coffee machine and phone chargers. Full and major services take most of the day, so we suggest dropping the car off by 8:30am and collecting from 4pm.

Q: Do you collect and deliver?
A: Yes. Collection and delivery are free within 5 miles of the garage; beyond that, up to 15 miles, it's £1 per mile each way. Please book at least 48 hours ahead, and leave the locking wheel nut key in the car.

Q: What happens if my car fails its MOT?
A: We'll ring you with a clear list of what failed and a price for fixing it, and nothing is done without your OK. If we repair it here, the retest is free. If your old MOT hasn't run out yet, you can still drive the car away to another garage for repairs, as long as there are no 'dangerous' defects.

Q: How early can I MOT my car?
A: You can have an MOT up to a month (minus a day) before your current one runs out and keep the same renewal date. If you've been with us before, we'll send you a free text reminder 4 weeks before your MOT is due.

Q: Will servicing with you affect my manufacturer's warranty?
A: No. Under block exemption rules we can service new cars without affecting the manufacturer's warranty, as long as the work follows the manufacturer's schedule with parts of matching quality, which is how we always work.

Q: Will you do work I haven't agreed to?
A: Never. If we find something extra, we'll phone you or text you photos and a price first. If we can't reach you, the extra work waits.

Q: How can I pay?
A: Debit and credit cards (but not American Express), bank transfer, Apple Pay and cash. We don't take cheques. For bills over £300 you can spread the cost over 3, 6 or 10 months with our finance partner, Kinetic Pay, subject to status.`,
    `GUARANTEE AND TERMS OF BUSINESS

Our guarantee
All repairs we carry out are guaranteed for 12 months or 12,000 miles, whichever comes first, covering both parts and labour. Batteries carry a 2-year guarantee from the manufacturer, and new tyres are covered by the tyre maker's own warranty against manufacturing defects (not punctures or kerb damage). If something we fixed goes wrong while you're away from Kettlebridge, call us first on (555) 472-9061: if we agree the fault is covered, we'll pay reasonable costs at another garage up to £250, provided you called us before any work was done.

What isn't covered
- Parts you supply yourself. We're happy to fit customer-supplied parts at our standard labour rate, but we can only guarantee our labour on them, and only for 30 days.
- Wear and tear items after normal use, such as wiper blades and bulbs.
- Damage caused by accidents, misuse, or someone else working on the same part.

Estimates and quotes
A written quote is valid for 30 days. Any price given over the phone is a guide only until we've seen the car. Diagnostic fees are deducted from the repair bill if you go ahead with the repair within 14 days.

Collecting your car
Payment is due when you collect your car, and we'll text you when it's ready. Cars left more than 3 working days after we've told you they're ready may be charged storage at £15 per day, as our yard is small. Old parts are kept for you to inspect if you ask when booking; otherwise they're recycled.

Complaints
If you're not happy with our work, please speak to Priya first; most problems are sorted out within a couple of days. If we can't put it right between us, you can refer the matter to the Independent Motor Trade Disputes Service, which is free for customers.`,
  ],
  questions: [
    { text: 'how much is an mot', expect: ['£45'] },
    {
      text: 'my transit is about 3200kg loaded, can u mot it and whats the cost',
      expect: ['£58.60'],
    },
    {
      text: 'car failed its mot at another place, ive had the bits fixed, do i have to pay for a retest with you?',
      expect: ['10 working days'],
    },
    { text: 'any deal if i get the mot and service done at the same time', expect: ['£20'] },
    { text: 'price of a full service on a 1.4 polo?', expect: ['£219'] },
    { text: 'does the big service do the spark plugs? how much is it', expect: ['£329'] },
    {
      text: 'brakes are squeaking, can someone have a look and how long does it take',
      expect: ['20 minutes'],
    },
    { text: 'front pads and discs for my corsa, rough price?', expect: ['£249'] },
    { text: 'what tyre brands do you carry? looking for something cheap', expect: ['Landsail'] },
    { text: 'got a screw in my tyre, can u fix it or do i need a new one', expect: ['£25'] },
    {
      text: 'engine light came on this morning, how much to plug it in and find out whats wrong',
      expect: ['£60'],
    },
    {
      text: 'aircon blowing warm air, its a 2019 kia sportage. how much for a regas',
      expect: ['£129'],
    },
    { text: 'whats ur hourly labour rate', expect: ['£78'] },
    { text: 'are you open saturday? want my tyres swapped', expect: ['12:30pm'] },
    {
      text: 'i start work at 7am, can i leave the car with you the night before?',
      expect: ['letterbox'],
    },
    { text: 'phone number?', expect: ['(555) 472-9061'] },
    { text: 'i have a 1971 mgb that needs a service, is that something you do', expect: ['1975'] },
    {
      text: 'im 23, can i borrow one of your loan cars while mine is in for the clutch',
      expect: ['25'],
    },
    { text: 'what happens if i scratch the courtesy car', expect: ['£500'] },
    { text: 'can i just wait there during the mot? how long will it take', expect: ['60 minutes'] },
    {
      text: 'do you pick cars up? im in the next village about 9 miles away',
      expect: ['£1 per mile'],
    },
    {
      text: 'dropping my car off for a full service in the morning, what time can i get it back',
      expect: ['4pm'],
    },
    {
      text: 'my hyundai is only a year old, will getting it serviced by you mess up the warranty',
      expect: ['block exemption'],
    },
    { text: 'can i pay monthly for a big repair bill', expect: ['Kinetic Pay', '£300'] },
    { text: 'how long do you guarantee repairs for', expect: ['12 months', '12,000 miles'] },
    {
      text: 'i bought brake pads off ebay, will you fit them and are they covered',
      expect: ['30 days'],
    },
    {
      text: 'if i pay for the diagnostic and then get you to do the repair, do i get the diagnostic money back?',
      expect: ['14 days'],
    },
    {
      text: 'im away on holiday for a week and my car will be ready before i get back, will that cost me anything',
      expect: ['£15 per day'],
    },
    { text: 'im a nurse, do nhs staff get any discount', expect: ['10%'] },
    {
      text: 'whats the easiest way to get home after dropping the car, is there a bus',
      expect: ['33'],
    },
    { text: 'how much for rear brake pads on a ford focus', unanswerable: true },
    { text: 'is the courtesy car an automatic? i only have an auto licence', unanswerable: true },
    { text: 'can my husband drive the loan car as well or only me', unanswerable: true },
    { text: 'any student discount? im at uni', unanswerable: true },
    {
      text: 'steering wheel shakes at 60, how much to just balance the wheels',
      unanswerable: true,
    },
    {
      text: 'if i sell the car is the repair guarantee transferable to the new owner',
      unanswerable: true,
    },
    { text: 'how much is a cambelt change on a 1.6 astra?', unanswerable: true },
    { text: 'do u do mobile tyre fitting, like come to my house', unanswerable: true },
    { text: 'can you fit a towbar to my van', unanswerable: true },
    {
      text: 'do you do bodywork? some idiot dented my door in the tesco car park',
      unanswerable: true,
    },
  ],
};
