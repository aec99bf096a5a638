import type { EvalBusiness } from './types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors is a family-owned dealership in Clearwater selling new Mazda and Subaru vehicles and around 150 certified pre-owned cars of all makes.

Address: 4500 Lakeshore Drive (Route 9), Clearwater, half a mile north of exit 12 on I-84.

Sales showroom hours: Monday to Friday 9am to 8pm, Saturday 9am to 6pm, Sunday 11am to 4pm.
Service department hours: Monday to Friday 7am to 6pm, Saturday 8am to 2pm. The service department is closed on Sundays.

Sales: (555) 870-3300. Service: (555) 870-3311. Email: sales@lakesidemotors.example.`,

    `Buying and financing

Test drives: book one online or just walk in, and bring a valid driver's license. A test drive takes about 30 minutes, and we can bring the car to your home or office within 20 miles.

Financing: we work with 12 lenders, including Mazda Financial Services and Subaru Motors Finance. APR starts at 3.9% on new cars and 5.9% on pre-owned cars for qualified buyers, with terms from 24 to 72 months. Get pre-approved online in 10 minutes; it is a soft credit check with no impact on your credit score. Bad credit or buying your first car? We have programs for that too.

A down payment is not required on approved credit, but putting 10% down lowers your monthly payment.

Leasing: new Mazda and Subaru leases run from 24 to 39 months, with 10,000 or 12,000 miles per year.

Fees: our documentation fee is $399, plus tax, title and registration. We never add hidden dealer add-ons.

Trade-ins: we buy any car, even if you don't buy one from us. Get an instant online offer that is valid for 7 days and becomes final after a quick inspection. If you still owe money on your car, we pay off the outstanding loan for you.`,

    `Pre-owned cars, warranty and delivery

Every pre-owned car passes a 150-point inspection and comes with a free CARFAX report.

Warranty: our pre-owned cars come with a 12-month / 12,000-mile limited powertrain warranty. New cars carry the manufacturer's warranty: 3 years or 36,000 miles for Mazda and Subaru. Extended service contracts are available.

Exchange guarantee: if you don't love your pre-owned car, exchange it for another one within 5 days or 250 miles, whichever comes first. This is an exchange, not a cash refund.

Home delivery is free within 50 miles of the dealership; beyond that it costs $2 per mile.`,

    `Service department

We service all makes and models, not only Mazda and Subaru. Prices: synthetic oil change $69.95, tire rotation $29.95, state inspection $35, brake pads from $189 per axle. Safety recalls are repaired free of charge.

Book your service online or call the service desk. For repairs that take longer than 2 hours we lend you a free loaner car when you book ahead, or our free shuttle drives you anywhere within 10 miles.

While you wait, our lounge has free wifi, coffee and a kids' corner.`,
  ],
  questions: [
    { text: 'what time does the showroom close on saturday', expect: ['6pm'] },
    { text: 'is service open sunday', expect: ['closed on Sundays'] },
    { text: 'whats ur apr on a new car', expect: ['3.9%'] },
    { text: 'do you take trade ins', expect: ['any car'] },
    { text: 'how much for an oil change', expect: ['$69.95'] },
    { text: 'can I test drive a car at my house', expect: ['within 20 miles'] },
    { text: 'do you charge a doc fee', expect: ['$399'] },
    { text: 'warranty on used cars?', expect: ['12,000-mile'] },
    { text: 'my credit is bad, can i still get financed', expect: ['programs'] },
    { text: 'where are you guys', expect: ['4500 Lakeshore Drive'] },
    { text: 'how long can i finance a car for', expect: ['72 months'] },
    { text: 'do you deliver cars to your home', expect: ['within 50 miles'] },
    { text: 'can I return a used car if i dont like it', expect: ['5 days'] },
    { text: 'do i need to put money down', expect: ['not required'] },
    { text: 'service department phone', expect: ['(555) 870-3311'] },
    { text: 'do you fix other brands like toyota', expect: ['all makes'] },
    { text: 'will i get a rental car while mine is being repaired', expect: ['loaner car'] },
    { text: 'what brands do you sell', expect: ['Mazda'] },
    { text: 'do your used cars come with a carfax', expect: ['CARFAX'] },
    { text: 'how much are brake pads', expect: ['$189'] },
    {
      text: 'how long is a test drive and what should i bring',
      expect: ['30 minutes', "driver's license"],
    },
    { text: 'lease mileage options', expect: ['12,000 miles per year'] },
    { text: 'does getting preapproved hurt my credit score', expect: ['no impact'] },
    { text: 'how long is the trade in offer good for', expect: ['7 days'] },
    { text: 'is there a charge for recall work?', expect: ['free of charge'] },
    { text: 'how much is a state inspection', expect: ['$35'] },
    {
      text: "what's the APR on a used car and how long are the terms",
      expect: ['5.9%', '24 to 72 months'],
    },
    { text: 'I still owe money on my car, can I trade it in?', expect: ['outstanding loan'] },
    { text: 'is there wifi in the waiting area', expect: ['wifi'] },
    { text: 'which exit do i take off the highway', expect: ['exit 12'] },
    { text: 'what time do you open on sundays', expect: ['11am to 4pm'] },
    { text: 'do you sell motorcycles', unanswerable: true },
    { text: 'can I rent a car by the day', unanswerable: true },
    { text: 'can I pay for a car with bitcoin', unanswerable: true },
    { text: 'do you do window tinting', unanswerable: true },
    { text: 'how much is teeth whitening', unanswerable: true, probes: 'clinic' },
    { text: 'how much is a single coaching session', unanswerable: true, probes: 'coach' },
    { text: 'what is the application fee for an apartment', unanswerable: true, probes: 'realty' },
  ],
};
