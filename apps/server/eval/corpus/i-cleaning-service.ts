import type { EvalBusiness } from '../set/types';

export const cleaningService: EvalBusiness = {
  id: 'i-cleaning-service',
  name: 'Spruce & Shine Home Cleaning',
  knowledge: [
    `# Spruce & Shine Home Cleaning

Spruce & Shine is a locally owned home cleaning company serving Columbus, Ohio since 2016. We were founded by sisters Dana and Lorraine Okafor and now have 28 cleaners who work in teams of two. Every cleaner is an employee (not a contractor), background-checked, and trained for two weeks before joining a team.

## Where we clean
Columbus, Bexley, Upper Arlington, Worthington, Grandview Heights, Westerville, Dublin and Gahanna. Homes in Hilliard, Grove City and Pickerington are served on Tuesdays and Thursdays only, with a $15 travel fee.

## Hours
Cleaning appointments: Monday to Friday 8am to 6pm, Saturday 9am to 2pm. We don't clean on Sundays or on major holidays (New Year's Day, Memorial Day, July 4th, Labor Day, Thanksgiving and Christmas Day).

Office phone: (614) 555-0192, answered Monday to Friday 8am to 5pm
Text: (614) 555-0193
Email: hello@spruceandshine.com

We clean houses, apartments and condos. We don't clean offices or other commercial spaces.`,

    `# Our Cleaning Services

## Standard Clean
For homes that are kept up regularly:
- Kitchen: countertops, backsplash, stovetop, outside of appliances, sink, microwave inside and out
- Bathrooms: toilets, tubs, showers, sinks, mirrors and fixtures
- All rooms: dust reachable surfaces, vacuum, mop hard floors, empty trash, make beds (we change sheets if you leave clean linens on the bed)
Available weekly, every two weeks, or every four weeks. One-time standard cleans are only available for homes we have deep cleaned in the last 60 days.

## Deep Clean
Recommended for your first visit, or if the home hasn't been professionally cleaned in 2 months. Everything in the standard clean, plus:
- Baseboards, door frames and light switches hand-wiped
- Inside the oven and inside the fridge (please empty the fridge first)
- Cabinet fronts degreased
- Window sills and tracks, ceiling fans and vents
- Shower grout scrubbed and hard-water buildup treated
A deep clean usually takes our team 4 to 6 hours for a 3-bedroom home.

## Move-In / Move-Out Clean
The home must be completely empty of furniture and belongings, with power and water still on. Includes everything in the deep clean, plus inside all cabinets, drawers and closets, inside the dishwasher, and spot-wiping walls (we can't remove paint scuffs). We email you a checklist with photos you can send your landlord for your security deposit.

## What we don't do
For safety reasons our team won't:
- Clean outside windows or use a ladder taller than 3 steps
- Move furniture over 30 lbs, or anything fragile like pianos and aquariums
- Clean biohazards (bodily fluids, mold, pest droppings) or pet waste in yards
- Wash more than one sink load of dishes`,

    `# Pricing

Prices are per visit for a team of two, by number of bedrooms. Homes over 3,000 sq ft are priced after a free walk-through or video call.

## Standard Clean (recurring)
Weekly / every 2 weeks / every 4 weeks:
- Studio or 1 bed, 1 bath: $105 / $115 / $135
- 2 bed, 1-2 bath: $125 / $140 / $160
- 3 bed, 2 bath: $150 / $165 / $190
- 4 bed, 2-3 bath: $180 / $195 / $225
- 5+ bed: quoted individually
Each extra bathroom adds $20.

## Deep Clean
Studio or 1 bed $230 | 2 bed $280 | 3 bed $340 | 4 bed $410

## Move-In / Move-Out
Studio or 1 bed $275 | 2 bed $335 | 3 bed $395 | 4 bed $475
Add $50 for a finished basement.

## Add-ons
- Inside oven (standard clean): $35
- Inside fridge (standard clean): $30
- Interior windows: $6 per window
- Laundry - wash, dry and fold: $20 per load (using your machine)
- Organize a closet or pantry: $40 per hour
- Balcony or patio sweep: $15

## Discounts
- First-time clients: $25 off your first deep clean with code NEWNEST.
- Seniors 65 and over and active-duty military: 10% off recurring cleans.
- Refer a friend: you both get $40 credit after their first paid clean.

Our minimum charge for any visit is $105. All cleaning products and equipment are included.`,

    `# Before Your Clean

## Supplies
We bring everything: HEPA vacuums, microfiber cloths, mops and our own products, mainly Seventh Generation and Method. If you have allergies or a favorite product, leave it on the counter with a note and we'll use it instead. Bathroom cloths are color-coded red so they never touch a kitchen. On marble and granite we use a pH-neutral stone cleaner. We don't use bleach unless you ask.

## Pets
Tell us about your pets when you book. Friendly cats and dogs can stay home during the clean. If your dog gets nervous around vacuums or strangers, please crate them or keep them in one room, and we'll skip that room. We won't let pets in or out of the house. Homes with 3 or more pets, or heavy shedding, may have a $20 pet hair surcharge. We don't clean litter boxes, cages or fish tanks.

## Keys and access
You don't need to be home. You can:
- Leave a key in a lockbox (we can lend one for a $25 refundable deposit)
- Give us a door or garage code
- Give us a key to keep on file - keys are coded with no name or address and stored in a locked safe at our office
If we can't get in, we wait 15 minutes and try to reach you. After that it counts as a lockout. Please turn off the alarm or give us the code. The team locks up and texts you when they leave.

## Getting ready
Pick up clutter and clothes from the floors so we spend our time cleaning, not tidying. If street parking is paid, the parking cost is added to your invoice.

## Arrival
We give a one-hour arrival window (for example 9 to 10am) and text when the team is on the way.`,

    `# Policies

## Booking and payment
Book at spruceandshine.com/book or call the office. We need a card on file to book, but we don't charge it until the day of the clean. We take Visa, Mastercard, Amex and Discover.

## Rescheduling and cancellation
- At least 48 hours' notice: no charge.
- Less than 48 hours' notice: $40 late change fee.
- Same-day cancellation or lockout: 50% of the visit price.
- If we reschedule because of a Level 2 or 3 snow emergency, there's no fee.
Recurring clients can skip one visit per quarter free of charge, with 48 hours' notice.

## 24-Hour Happiness Guarantee
If we missed something, tell us within 24 hours (photos help) and we'll come back and re-clean that area for free, usually within 3 business days. We don't offer refunds, but if the re-clean still isn't right, our office manager Jasmine Reyes will work out a credit with you.

## Insurance and damage
We are bonded and carry $2 million in general liability insurance, and all staff are covered by workers' compensation. If something is broken during a clean, tell us within 72 hours and we'll repair or replace it, up to $1,000 per item. Heirlooms, art and antiques are only covered if you pointed them out before the clean.

## Tipping
Tips are never expected. You can add one online after the visit, and 100% goes to your team.

## Same team
For recurring cleans we send the same pair of cleaners whenever possible. Want a different team? Just ask.`,
  ],
  questions: [
    { text: 'how much for a 2 bed apt cleaned every other week', expect: ['$140'] },
    {
      text: 'i live in grove city do u guys come out here',
      expect: ['Tuesdays and Thursdays'],
    },
    {
      text: 'can someone come saturday around 3pm, thats the only time im free',
      expect: ['2pm'],
    },
    {
      text: 'what cleaning products do u use, my daughter gets rashes from strong stuff',
      expect: ['Seventh Generation'],
    },
    {
      text: 'we just put in marble counters, what will u clean them with',
      expect: ['pH-neutral'],
    },
    {
      text: 'our german shepherd freaks out at the vacuum, how do we handle that',
      expect: ['crate'],
    },
    {
      text: 'we have 2 huskies and a cat, shedding everywhere lol, is that extra',
      expect: ['$20'],
    },
    { text: 'i work all day, how do your cleaners get in', expect: ['lockbox'] },
    {
      text: 'what happens if the team shows up and my door code doesnt work',
      expect: ['15 minutes'],
    },
    {
      text: 'if i give u a spare key where does it actually get kept',
      expect: ['locked safe'],
    },
    {
      text: 'how far ahead do i need to move my appointment so i dont get charged',
      expect: ['48 hours'],
    },
    {
      text: 'need to push tomorrows clean to next week, any fee for that',
      expect: ['$40'],
    },
    {
      text: 'had to cancel this morning for today, what do i owe',
      expect: ['50%'],
    },
    {
      text: 'the shower still has soap scum after yesterdays visit, what can i do about it',
      expect: ['24 hours'],
    },
    {
      text: 'who do i talk to if the second clean still wasnt good enough',
      expect: ['Jasmine Reyes'],
    },
    { text: 'are u insured?', expect: ['$2 million'] },
    {
      text: 'one of ur cleaners knocked my lamp off the table and it broke',
      expect: ['72 hours'],
    },
    {
      text: 'can u also wipe out the inside of my fridge on a normal clean',
      expect: ['$30'],
    },
    {
      text: 'do u do windows? just the inside ones',
      expect: ['$6'],
    },
    { text: 'hw much is a deep clean for a 3br house', expect: ['$340'] },
    {
      text: 'moving out of my 2br rental end of month, how much for the end of lease clean',
      expect: ['$335'],
    },
    { text: 'any promo code for first timers', expect: ['NEWNEST'] },
    {
      text: 'my mom is 72 and wants biweekly cleaning, is there a senior discount',
      expect: ['10%'],
    },
    {
      text: 'movers dont come till friday, can u do the move out clean while our couch and beds are still there',
      expect: ['empty'],
    },
    {
      text: 'can the cleaners throw in a load of towels and fold them',
      expect: ['$20 per load'],
    },
    {
      text: 'our house is like 3500 sq ft, whats the price',
      expect: ['walk-through'],
    },
    {
      text: 'just want a one off regular clean not a deep one, can i book that',
      expect: ['60 days'],
    },
    {
      text: 'roughly how long will the deep clean take, we have 3 bedrooms',
      expect: ['4 to 6 hours'],
    },
    {
      text: 'we are on vacation for 2 weeks in august can i skip a clean without paying',
      expect: ['quarter'],
    },
    {
      text: 'are the people who come to my house actual employees or random contractors',
      expect: ['employee'],
    },
    { text: 'how much is a deep clean for a 5 bedroom house', unanswerable: true },
    {
      text: 'do u shampoo or steam clean carpets as part of the deep clean',
      unanswerable: true,
    },
    {
      text: 'can i buy a gift card for my sister who just had a baby',
      unanswerable: true,
    },
    { text: 'is there a discount for teachers or nurses', unanswerable: true },
    {
      text: 'can u sweep out and clean our garage too',
      unanswerable: true,
    },
    {
      text: 'does anyone on ur team speak spanish, my mother in law will be home',
      unanswerable: true,
    },
    {
      text: 'i have an airbnb, do u do same day turnovers between guests',
      unanswerable: true,
    },
    {
      text: 'how much to add cleaning inside the dishwasher to a regular clean',
      unanswerable: true,
    },
    {
      text: 'how long does a standard clean usually take for a 2 bedroom',
      unanswerable: true,
    },
    {
      text: 'i have a parrot, are ur products safe to use around birds',
      unanswerable: true,
    },
  ],
};
