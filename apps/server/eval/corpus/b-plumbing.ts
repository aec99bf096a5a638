import type { EvalBusiness } from '../set/types';

export const millbrookPlumbing: EvalBusiness = {
  id: 'millbrook-plumbing',
  name: 'Millbrook Plumbing & Heating',
  knowledge: [
    `Millbrook Plumbing & Heating – Contact and Opening Hours

Office address: 218 Tanner Street, Unit 4, Fairhaven, OR 97321. The office is in the Tanner Court building, behind Northside Hardware. Customer parking is available in the two spaces marked "Millbrook" in front of the unit; street parking on Tanner Street is free after 6pm.

Office hours
Monday to Friday: 7:30am to 5:30pm
Saturday: 8am to 12pm (noon)
Sunday: closed (emergency line only)
The office is closed on Thanksgiving Day, Christmas Day and New Year's Day. On Christmas Eve and New Year's Eve the office closes at 2pm.

Phone (bookings and general enquiries): (555) 318-4720
24-hour emergency line: (555) 318-4799
Email: office@millbrookplumbing.example
Invoices and billing questions: billing@millbrookplumbing.example

Service area
We serve Fairhaven and all addresses within 25 miles of the city, including Cedar Falls, Linton and Harwick. Call-outs beyond 25 miles are accepted at the discretion of the dispatcher and carry a travel surcharge of $1.50 per additional mile.`,
    `Emergency Call-Outs

Our emergency service operates 24 hours a day, 365 days a year, including public holidays. Emergencies include burst pipes, major leaks, a complete loss of heating or hot water, blocked drains causing flooding, and suspected gas leaks at appliances we service. If you smell gas, leave the property first and call the gas utility emergency number before calling us.

Our target response time for emergencies is 90 minutes within Fairhaven city limits and 2 hours elsewhere in our service area. The emergency call-out fee is $145 during weekday daytime hours (7:30am to 6pm) and $225 at night, on weekends and on public holidays. The call-out fee includes the first 30 minutes of labor on site; additional labor is billed at $95 per hour on weekdays and $140 per hour out of hours, in 15-minute increments. Parts are charged separately.

While you wait: turn off the main stop valve (usually under the kitchen sink or where the water pipe enters the building), switch off the boiler at the wall, and avoid using electrical switches near leaking water.`,
    `Boiler Servicing and Heating

We are approved installers for Vaillant, Worcester Bosch and Navien boilers, and we service all major brands of gas and oil boilers, including Baxi, Ideal and Viessmann. Our technicians are licensed and carry photo ID; please ask to see it.

Annual boiler service: $129 for a gas boiler, $159 for an oil boiler. A standard service takes about 45 to 60 minutes and includes a flue gas analysis, a safety check of all controls and a written service report. We recommend a service every 12 months; most manufacturer warranties require it.

HeatCare Plan: for $18 per month, the HeatCare Plan covers one annual boiler service, priority booking for breakdowns, no call-out fee for breakdown visits, and 10% off parts. The plan has a minimum term of 12 months. Boilers older than 15 years are not eligible.

New boiler installation: free written quotation within 48 hours of a survey visit. Installation usually takes 1 to 2 days. New boilers installed by us come with a 10-year parts and labor guarantee when registered with the manufacturer and serviced annually.

Other services: water heater repair and replacement, radiator bleeding and replacement, power flushing (from $450), underfloor heating repairs, leak detection, drain unblocking, bathroom and kitchen plumbing.`,
    `Booking, Payments and Policies – FAQ

How do I book a non-emergency visit?
Book online at millbrookplumbing.example/book, by phone during office hours, or by email. Appointments are offered in two arrival windows: 8am to 12pm and 12pm to 5pm. Our technician will call you about 30 minutes before arriving.

Do you charge for a quote?
Quotes for planned work (for example a new bathroom or a boiler replacement) are free. Diagnostic visits for repairs cost $79, which is deducted from the final bill if you go ahead with the repair.

Cancellations
You may cancel or reschedule free of charge up to 24 hours before your appointment. Cancellations with less than 24 hours' notice, or if nobody is home when the technician arrives, incur a $50 late cancellation fee.

Payment
We accept Visa, Mastercard, American Express, debit cards, checks and bank transfer. Payment is due on completion of the work. For jobs over $1,500 we require a 25% deposit when you accept the quote. Financing is available on new boiler installations over $2,000 through our partner HomeFlex Finance, subject to credit approval.

Discounts
Customers aged 65 and over receive 10% off labor on all non-emergency work. Military veterans receive the same discount; please mention it when booking.

Guarantee
All repairs are guaranteed for 12 months (parts and labor). If the same fault returns within that period, we fix it free of charge.

Pets and access
Please keep pets in a separate room while we work. Let us know about gate codes or limited parking when booking. We wear shoe covers in every home.`,
  ],
  questions: [
    {
      text: 'my boiler just died and the house is freezing who do i ring',
      expect: ['(555) 318-4799'],
    },
    { text: 'whats ur number to book a normal appointment', expect: ['(555) 318-4720'] },
    { text: 'where abouts is ur office', expect: ['218 Tanner Street'] },
    { text: 'is the office open on the 4th of july', unanswerable: true },
    { text: 'r u guys open saturdays', expect: ['8am to 12pm'] },
    { text: 'how much is a yearly boiler check', expect: ['$129'] },
    { text: 'cost to service an oil fired boiler?', expect: ['$159'] },
    { text: 'how much to swap out an old radiator', unanswerable: true },
    { text: 'pipe burst at 2am sunday, what do u charge to come out', expect: ['$225'] },
    {
      text: 'how quick can u get someone here in an emergency im in fairhaven',
      expect: ['90 minutes'],
    },
    { text: 'whats the labour rate per hr on a weekday', expect: ['$95 per hour'] },
    { text: 'do u guys install heat pumps', unanswerable: true },
    { text: 'can i pay with amex', expect: ['American Express'] },
    { text: 'do i need to put money down for a big job', expect: ['25% deposit'] },
    { text: 'i need to cancel, the appt is in 3 hours. will i get charged', expect: ['$50'] },
    { text: 'whats the price of a new worcester bosch combi fitted', unanswerable: true },
    { text: 'how much notice do u need if i want to reschedule for free', expect: ['24 hours'] },
    { text: 'my mum is 70 does she get any discount', expect: ['10% off labor'] },
    { text: 'my husband served in the navy, any discount for him??', expect: ['10%'] },
    { text: 'how much do u charge to unblock a drain', unanswerable: true },
    { text: 'how much just to come and look at a dripping tap', expect: ['$79'] },
    { text: 'do u charge for a quote on a new bathroom', expect: ['free'] },
    { text: 'how many days does it take to put in a new boiler', expect: ['1 to 2 days'] },
    { text: 'are ur guys fully insured', unanswerable: true },
    { text: 'whats the warranty on a new boiler', expect: ['10-year'] },
    {
      text: 'if the same leak comes back after u fix it do i pay again',
      expect: ['free of charge'],
    },
    { text: 'what time slots can the plumber come', expect: ['8am to 12pm', '12pm to 5pm'] },
    { text: 'how much is leak detection', unanswerable: true },
    { text: 'how far out do u travel', expect: ['25 miles'] },
    { text: 'how much is the heatcare thing a month', expect: ['$18 per month'] },
    {
      text: 'my boilers about 20 yrs old can i get on the heat care plan',
      expect: ['not eligible'],
    },
    { text: 'can u do a landlord gas safety certificate', unanswerable: true },
    { text: 'who do i e-mail about an invoice', expect: ['billing@millbrookplumbing.example'] },
    { text: 'what time do u shut on christmas eve', expect: ['2pm'] },
    { text: 'is ur office wheelchair accessible', unanswerable: true },
    { text: 'i can smell gas whats the first thing i should do', expect: ['leave the property'] },
    { text: 'price for a powerflush?', expect: ['$450'] },
    { text: 'how long does a boiler service take roughly', expect: ['45 to 60 minutes'] },
    { text: 'can i ask for the same engineer i had last time', unanswerable: true },
    {
      text: 'water coming through the ceiling!! what do i turn off while i wait',
      expect: ['main stop valve'],
    },
  ],
};
