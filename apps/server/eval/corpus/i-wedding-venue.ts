import type { EvalBusiness } from '../set/types';

export const weddingVenue: EvalBusiness = {
  id: 'i-wedding-venue',
  name: 'Hollowbrook Barn & Gardens',
  knowledge: [
    `# About Hollowbrook Barn & Gardens

Hollowbrook is a family-run wedding and event venue on 22 acres of orchard and meadow just outside Ashford Creek. We have hosted weddings and private parties since 2009. The estate is owned by Tom and Elaine Whitcombe; our events manager, Priya Nandakumar, will be your main contact from your first viewing until the last guest leaves.

Address: 1480 Millrace Lane, Ashford Creek, VT 05736
Phone: (802) 555-0148 | Email: events@hollowbrookbarn.com
Office hours: Tuesday to Saturday, 10am to 5pm (closed Sundays and Mondays).

## Our spaces

**The Threshing Barn** - our restored 1870s timber barn with exposed beams and festoon lighting. Seats up to 160 guests for a sit-down dinner, or 200 standing.

**The Orchard Lawn** - our outdoor ceremony site under the old apple trees, with seating for up to 180. Outdoor ceremonies are available from May 15 to October 10. If the forecast looks bad, we make the final call at 10am on the day and move the ceremony into the Barn at no extra charge.

**The Garden Room** - a glass-walled conservatory for rehearsal dinners and elopements. Seats 40 for dinner, 60 standing.

Parties above 160 seated guests can be accommodated with a sailcloth tent on the Orchard Lawn (up to 250 seated), hired through our partner Green Mountain Tents. Tent hire is quoted separately and starts at $4,200.

## Viewings
Show-rounds are by appointment only. We also hold an open house on the first Thursday of every month from 5pm to 7pm, no appointment needed. Please don't drop in on weekends, as there will almost always be an event in progress.`,

    `# Wedding Packages 2025

All packages include exclusive use of the venue from 11am until midnight, tables and chairs, house linens, a day-of coordinator, and the bridal suite from 9am for getting ready.

## The Meadow Package - from $9,800
- Ceremony on the Orchard Lawn or in the Barn, reception in the Barn
- Three-course plated or family-style dinner
- Welcome drink and a glass of sparkling wine for the toast
- Based on 80 adults; each additional adult $95

## The Orchard Package - from $14,500
Everything in the Meadow Package, plus:
- Canapé hour (four canapés per guest)
- Half-bottle of house wine per guest with dinner
- Late-night wood-fired pizza
- Based on 100 adults; each additional adult $120

## The Hollowbrook Signature - from $21,000
Everything in the Orchard Package, plus:
- Rehearsal dinner for up to 30 guests in the Garden Room the evening before
- Four-hour open bar (beer, wine and two signature cocktails)
- Two nights in the Farmhouse for the couple
- Based on 120 adults; each additional adult $150

## Children and vendors
Children aged 3 to 12 are charged at half the adult rate. Children under 3 eat free (high chairs available). Vendor meals (photographer, band, planner) are $35 per person.

## Weekday and off-season pricing
Friday and Sunday weddings get 10% off the package price; Monday to Thursday weddings get 20% off. Weddings between November 1 and March 31 (excluding New Year's Eve) get 15% off. Discounts can't be combined - we apply whichever is highest.

## Elopements
Our Elopement package ($2,400) is available Monday to Thursday only: a ceremony for up to 20 guests in the Garden Room or on the Orchard Lawn, a one-hour cake-and-sparkling reception, and 2 hours on the grounds for photos. Officiant not included.

Prices exclude 8% sales tax and a 20% service charge on food and beverage.`,

    `# Food & Drink

All food is prepared on site by our in-house kitchen, led by head chef Marco Bellandi. Outside caterers are not permitted. The only exception is the wedding cake, which may come from any licensed bakery (a $3 per guest cake-cutting fee applies if our team cuts and plates it).

## Tasting
Orchard and Signature couples get a complimentary tasting for two, about 3 to 4 months before the wedding. Meadow couples and extra guests may join for $65 per person. Tastings are held on Wednesday evenings.

## Dietary needs
Vegetarian, vegan, gluten-free, dairy-free and nut-free meals are made at no extra charge. Our kitchen is not certified nut-free or gluten-free, so we can't rule out traces. Kosher and halal meals are brought in from an approved supplier at $48 per plate.

## Bar
We hold a full liquor license, so all alcohol must be bought through us. The one exception: you may bring one case of wine (12 bottles) for the toast, with a corkage fee of $20 per bottle.
- Open bar from $38 per guest for four hours
- Cash bar: no minimum Sunday to Thursday, $2,500 minimum on Friday and Saturday
- Drinks tab with a limit you choose
Bar service ends at 11:30pm. We will not serve anyone under 21, and we don't serve shots.

## Final numbers
Final guest numbers and dietary requirements are due 21 days before the wedding. After that numbers can go up, but not down - you will be charged for the confirmed count.`,

    `# Booking, Deposits & Payments

## Holding a date
We can hold a date for 7 days with no obligation while you decide.

## Payment schedule
- Booking deposit: 25% of the package price (minimum $2,500), non-refundable, due with the signed contract
- Second payment of 25% six months before the wedding
- Remaining balance due 30 days before the wedding
- A refundable security deposit of $1,000, due with the balance and returned within 14 days after the event, less any charges for damage or extra cleaning

We accept bank transfer, check and all major credit cards. Card payments over $5,000 carry a 2.5% processing fee.

## Cancellation
- More than 12 months before the date: we keep the booking deposit.
- 6 to 12 months before: we keep the deposit and the second payment.
- Less than 6 months before: the full package price is due.
If we rebook your date with a wedding of equal or higher value, we refund anything paid beyond the booking deposit.

## Changing your date
You can move your date once, free of charge, with at least 9 months' notice, to a new date within 18 months of the original. A second change costs $500.

## Availability
We host one wedding per day. June to October Saturdays usually book 14 to 18 months ahead. We are closed for events on Christmas Eve and Christmas Day, and all of January for maintenance.`,

    `# Venue Rules

## Music and noise
Amplified music must stop at 11pm Sunday to Thursday, and at 11:45pm on Friday and Saturday. Guests must leave the Barn by midnight. Bands must use our sound limiter, set at 95 decibels. Outdoor amplified music is allowed for the ceremony and drinks reception only, never after 7pm. We don't have an in-house DJ, but our suppliers list includes three DJs and four bands who know the venue.

## Decorations
- Decor can be set up from 11am on the day, or from 3pm the day before if the Barn is free (we confirm four weeks out).
- No nails, tape or pins on the beams or walls - use the hooks already in place.
- Candles only inside glass holders. No open flames on the Orchard Lawn.
- Confetti must be biodegradable (dried petals are perfect). No glitter or rice.
- Sky lanterns, fireworks and sparklers are not permitted.
- No fog or haze machines in the Barn; they set off the fire alarm.
- Everything must be removed by 11am the next morning, or a $250 clean-up fee comes out of the security deposit.

## Suppliers
You may use any photographer, florist, hair & makeup artist or officiant. Outside vendors must send proof of liability insurance at least 14 days before the event.

## Dogs
Well-behaved dogs are welcome at the ceremony and photos, on a leash and with a named person responsible. No dogs in the Barn during dinner (assistance dogs excepted).

## Parking and transport
Free parking for 90 cars; cars may stay overnight and must be collected by 11am. Taxis are scarce late at night, so we recommend a shuttle - Valley Coaches runs a midnight trip to town for around $450.`,

    `# Staying at Hollowbrook

## The Farmhouse
Sleeps 14 in 6 bedrooms, for wedding parties only. $1,350 per night, two-night minimum on weekends. Check-in 3pm, check-out 11am. Full kitchen, plus a breakfast hamper on the first morning.

## Shepherd's Huts
Three huts at the edge of the meadow, each sleeping 2. $210 per hut per night, wedding night only. Huts are not suitable for guests under 12 and have no wheelchair access.

## Nearby hotels
- The Ashford Inn (2 miles) - quote "Hollowbrook" for 10% off.
- Maple Hill Lodge (6 miles) - larger hotel with a pool.
- Creekside Motel (3 miles) - budget option.

## Accessibility
The Barn, Garden Room and main restrooms are step-free, with an accessible restroom in the Barn. The Orchard Lawn path is compact gravel. Wheelchairs can be borrowed free of charge.`,
  ],
  questions: [
    {
      text: 'were looking at around 190 ppl for a sit down dinner, can the barn even fit that many',
      expect: ['160'],
    },
    { text: 'whats the cut off for the dj on a saturday night', expect: ['11:45pm'] },
    {
      text: 'hoping to say our vows under the apple trees on oct 18th is that possible',
      expect: ['October 10'],
    },
    { text: 'how much do u need upfront to lock in our date?', expect: ['25%'] },
    {
      text: 'what if it pours on the day, when do u decide about moving the ceremony inside',
      expect: ['10am'],
    },
    {
      text: 'my aunt wants to bake our cake herself as a gift, is that ok',
      expect: ['licensed bakery'],
    },
    { text: 'what kind of confetti are guests allowed to throw', expect: ['biodegradable'] },
    { text: 'my nieces r 6 and 10, do they pay the full adult price', expect: ['half'] },
    {
      text: 'do we have to pay for the photographer and band to eat too',
      expect: ['$35'],
    },
    { text: 'any deal if we get married on a thursday instead', expect: ['20%'] },
    { text: 'thinking early december, is winter any cheaper', expect: ['15%'] },
    {
      text: 'if we pick a sunday in february do we get both the sunday discount and the winter one',
      expect: ['highest'],
    },
    { text: 'whats ur street address for the gps', expect: ['1480 Millrace Lane'] },
    {
      text: 'who will we actually be dealing with while planning everything',
      expect: ['Priya'],
    },
    {
      text: 'can we just swing by one evening to look around without booking a tour',
      expect: ['first Thursday'],
    },
    {
      text: 'can u pencil us in for a date while we talk to our parents about money',
      expect: ['7 days'],
    },
    { text: 'when is the final balance due', expect: ['30 days'] },
    {
      text: 'when do we get the damage deposit back after the wedding',
      expect: ['14 days'],
    },
    {
      text: 'planning to put the whole thing on my amex for the points, is there a surcharge',
      expect: ['2.5%'],
    },
    {
      text: 'we might have to call it off, its about 8 months away, what do we lose',
      expect: ['second payment'],
    },
    {
      text: 'my brother got deployed, can we push the wedding back to next year',
      expect: ['9 months'],
    },
    { text: 'couple of our guests eat halal, can u do that', expect: ['$48'] },
    {
      text: 'whens the deadline to give u the final headcount',
      expect: ['21 days'],
    },
    {
      text: 'my dad has a few bottles of champagne he saved for our toast, can we bring them',
      expect: ['$20'],
    },
    { text: 'what time is last call at the bar', expect: ['11:30pm'] },
    {
      text: 'which package comes with a rehearsal dinner the night before',
      expect: ['Signature'],
    },
    { text: 'hw much is it to rent the farmhouse for the wedding party', expect: ['$1,350'] },
    {
      text: 'can our 8 yr old sleep in the shepherds hut with us',
      expect: ['under 12'],
    },
    {
      text: 'want a smoky haze effect for our first dance, can we bring a fog machine',
      expect: ['fire alarm'],
    },
    {
      text: 'its just us and 15 close family, whats the cheapest option',
      expect: ['$2,400'],
    },
    { text: 'how much does an open bar cost if we want it for 6 hours', unanswerable: true },
    {
      text: 'our photographer wants to fly a drone over the orchard, is that allowed',
      unanswerable: true,
    },
    {
      text: 'my grandma uses a wheelchair, is there an accessible bedroom in the farmhouse',
      unanswerable: true,
    },
    { text: 'what do the djs on ur recommended list usually charge', unanswerable: true },
    {
      text: 'is the garden room air conditioned? worried about a july rehearsal dinner',
      unanswerable: true,
    },
    {
      text: 'can some of our friends pitch tents and camp in the meadow overnight',
      unanswerable: true,
    },
    {
      text: 'we want to livestream the ceremony for family overseas, is there wifi in the barn',
      unanswerable: true,
    },
    { text: 'how many bathrooms does the farmhouse have', unanswerable: true },
    {
      text: 'can we rent a bouncy castle for the kids on the lawn',
      unanswerable: true,
    },
    {
      text: 'do u provide a ceremony arch or do we need to bring our own',
      unanswerable: true,
    },
  ],
};
