import type { EvalBusiness } from '../set/types';

export const bakeryCafe: EvalBusiness = {
  id: 'crumb-and-kettle',
  name: 'Crumb & Kettle Bakehouse',
  knowledge: [
    `About Crumb & Kettle Bakehouse

Crumb & Kettle Bakehouse is a neighbourhood bakery and café at 214 Tanner Street, Hollin Bridge, on the corner of Tanner Street and Mill Lane, opposite the public library. We have been baking on this site since 2011, and everything on our counter is made on the premises from 4am each morning.

Opening hours: Tuesday to Friday we are open 7am to 4pm, Saturday 8am to 3pm and Sunday 8am to 1pm. We are closed on Mondays. The kitchen stops serving hot breakfast at 11:30am on all days; cakes, pastries, sandwiches and drinks are served until closing. Sourdough loaves are typically sold out by early afternoon on Saturdays, and customers are advised to reserve a loaf by telephone before 5pm the previous day.

Parking: there is no customer car park. Two-hour free street parking is available on Mill Lane, and the municipal car park on Quarry Road (a four-minute walk) charges $1.50 per hour. Bicycle racks are located outside the front entrance.

Seating: the café seats 28 guests indoors and 12 on the rear garden terrace, which is open from April to October, weather permitting. We do not take table reservations, except for groups of 8 or more on weekdays, which may be booked by calling at least 48 hours in advance. The entrance and the indoor seating area are step-free, and an accessible restroom is available; the garden terrace is reached by two steps.

Contact: telephone (555) 013-4471 (answered 8am to 3pm, Tuesday to Saturday), or email hello@crumbandkettle.example. Custom cake enquiries should be sent to cakes@crumbandkettle.example.`,

    `## Our Menu

### Bread
- **Country sourdough** (800g) — $7.50
- **Seeded rye** — $8.00
- **Sandwich loaf**, white or wholemeal — $5.25
- **Baguette** — $3.75 (available from 9am)

### Pastries
- Butter croissant — $3.60
- Almond croissant — $4.80
- Pain au chocolat — $4.20
- Cardamom bun — $4.50 (Fridays and Saturdays only)
- Cheese and leek scone — $4.25

### Breakfast (served until 11:30am)
- Shakshuka with sourdough toast — $14.50
- Bacon and egg brioche roll — $9.50
- Granola bowl with yoghurt and poached rhubarb — $10.00

### Drinks
- Espresso or long black — $3.40
- Flat white, latte or cappuccino — $4.30 (large size +$0.80)
- Oat, almond and soy milk are available at no extra charge.
- Pot of loose-leaf tea — $4.00
- Hot chocolate — $4.60

### Day-old bread
Bread baked the previous day is sold at half price from the basket beside the till, while stocks last. Any bread remaining at closing time is donated to the Hollin Bridge Community Pantry.

### Loyalty card
Our paper loyalty card earns one stamp per hot drink purchased; the tenth hot drink is free. Stamps are not issued for drinks ordered as part of a catering or wholesale order.`,

    `Custom Cake Orders — Frequently Asked Questions

Q: How far in advance must a custom cake be ordered?
A: Custom celebration cakes require a minimum of 7 days' notice. Tiered wedding cakes require a minimum of 6 weeks' notice, and we accept no more than two wedding cakes per weekend. Orders with less notice may be accepted at our discretion, subject to a rush fee of $25.

Q: What sizes and prices are available?
A: Round celebration cakes start at $48 for a 6-inch cake (serves 8 to 10), $65 for an 8-inch cake (serves 14 to 18) and $90 for a 10-inch cake (serves 24 to 30). Tiered cakes are priced from $6.50 per serving, with a minimum of 50 servings. Sugar flowers, hand-painted details and edible photo prints are charged in addition.

Q: Which flavours are offered?
A: Vanilla bean, chocolate fudge, lemon and elderflower, carrot and walnut, and red velvet. Fillings include salted caramel, raspberry jam, lemon curd and chocolate ganache. Fondant covering is available on tiered cakes only; celebration cakes are finished in buttercream.

Q: Is a deposit required?
A: A non-refundable deposit of 50% is required to confirm any custom order. The balance is due on collection or before delivery.

Q: Can an order be changed or cancelled?
A: Design and flavour changes are accepted up to 5 days before the collection date. The deposit is not refundable under any circumstances. If the order has been paid in full and is cancelled more than 72 hours before collection, the amount paid above the deposit will be refunded. No refund is given for cancellations within 72 hours of collection.

Q: Do you deliver cakes?
A: Delivery is available for tiered and wedding cakes only, within 20 miles of the bakery, at a charge of $35, which includes set-up at the venue. Celebration cakes must be collected from the shop.

Q: Can you make gluten-free or vegan cakes?
A: We can make gluten-free chocolate fudge and vanilla bean celebration cakes. However, our kitchen handles wheat flour, so we cannot guarantee that any product is free from traces of gluten, and we do not recommend our cakes for people with coeliac disease. We do not offer vegan custom cakes at this time.

Q: Can you reproduce a character or logo on a cake?
A: We are unable to reproduce trademarked characters or logos. We are happy to design a cake in a similar colour scheme or theme.

Q: Do you offer tastings?
A: Tasting boxes of four flavours are available to wedding couples for $20, which is deducted from the final invoice if the order is placed. Tasting boxes are collected on Saturdays only.`,

    `# Wholesale Supply

Crumb & Kettle supplies bread and pastries to cafés, delicatessens, grocers and offices in Hollin Bridge and neighbouring towns.

## Eligibility and account set-up
- Wholesale accounts are available to registered businesses only; a business registration or tax number is required on application.
- Applications should be sent to wholesale@crumbandkettle.example and are reviewed within 5 working days.
- Approved applicants receive a complimentary sample box before their first order.

## Minimum orders and pricing
- **Minimum order:** $60 per delivery.
- **Pricing:** wholesale prices are approximately 30% below retail; a full price list is provided on approval.
- **Standing orders:** an additional 5% discount applies to standing orders that run for at least 4 consecutive weeks.

## Ordering and cut-off times
- Orders and amendments must be received by **2pm, two days before delivery** (for example, by 2pm Tuesday for a Thursday delivery).
- Orders are placed through the wholesale order form or by email; telephone orders are not accepted.

## Delivery
- Deliveries run Tuesday to Saturday, between 5:30am and 8am.
- Delivery is free within Hollin Bridge. Deliveries to Ashcombe and Pellow Green incur a charge of $10 per drop.
- We do not deliver beyond a 15-mile radius. Businesses outside this area may collect from our rear door on Mill Lane from 6am.

## Invoicing and payment
- Invoices are issued weekly on Mondays and are payable within 14 days by bank transfer.
- Accounts overdue by more than 30 days will be placed on hold until settled.

## Returns and credits
- Unsold products are not accepted for return or credit.
- Damaged or incorrect items must be reported, with a photograph, within 24 hours of delivery in order to receive a credit note.`,

    `Café Policies

**Allergens:** All products are made in a kitchen that handles wheat, milk, eggs, tree nuts (including almonds, hazelnuts and walnuts), sesame and soy. Full ingredient and allergen information is available on request at the counter. We cannot guarantee that any item is free from traces of allergens.

**Vegan options:** A vegan banana loaf ($4.00 per slice) and a vegan mushroom sausage roll ($5.50) are available daily.

**Payment:** We accept cash, all major credit and debit cards, Apple Pay and Google Pay. There is no minimum spend for card payments. Gift cards may be purchased in store in values from $10 to $100 and are valid for 2 years from the date of purchase.

**Dogs:** Well-behaved dogs on leads are welcome on the garden terrace. Only assistance dogs are permitted indoors.

**Wi-Fi:** Free Wi-Fi is available to customers; the password is printed on your receipt. At weekends, laptop use is limited to 90 minutes per table.

**Children:** Three high chairs and a baby-changing table are available. A children's menu is served until 2pm.

**Refunds:** If you are not satisfied with an item, please return it on the same day with your receipt and we will replace or refund it. Custom cakes are covered by our custom cake policy.

**Catering:** Office catering platters (sandwich platter serving 10, $65; pastry platter of 12 mini pastries, $36) require 48 hours' notice and must be collected from the shop.

**Reusable cups:** Customers who bring their own cup receive $0.30 off any hot drink.`,
  ],
  questions: [
    { text: 'what time u close on saturdays', expect: ['3pm'] },
    { text: 'open mon?', expect: ['closed on Mondays'] },
    { text: 'can i still get the shakshuka if i roll in around 12ish', expect: ['11:30am'] },
    { text: 'how much is a flat white w oat milk', expect: ['$4.30', 'no extra charge'] },
    {
      text: 'wondering if the cardamom buns are an everyday thing or just certain days',
      expect: ['Fridays and Saturdays only'],
    },
    {
      text: 'my daughter turns 6 next month and there will be about 15 kids at the party, how much would a cake big enough be',
      expect: ['$65'],
    },
    { text: 'how far ahead do i need to order a bday cake', expect: ['7 days'] },
    {
      text: 'were getting married in the fall, how early do we need to lock in the cake with u guys',
      expect: ['6 weeks'],
    },
    { text: 'do i have to pay anything upfront when i order a custom cake', expect: ['50%'] },
    {
      text: 'something came up and i need to cancel my cake, pickup is in 2 days. will i get my money back?',
      expect: ['No refund is given'],
    },
    {
      text: 'can u drop a birthday cake off at my house',
      expect: ['Celebration cakes must be collected'],
    },
    { text: 'whats it cost to get the wedding cake brought to the venue', expect: ['$35'] },
    {
      text: 'my niece has celiac, is ur gluten free cake ok for her',
      expect: ['do not recommend'],
    },
    { text: 'any vegan bday cakes?', expect: ['do not offer vegan'] },
    { text: 'can u do a bluey cake for my sons 4th', expect: ['unable to reproduce'] },
    {
      text: 'we wanna try a few flavours b4 we pick our wedding cake, how much is that',
      expect: ['$20'],
    },
    { text: 'wheres best to park near u', expect: ['free street parking'] },
    { text: 'can my dog come inside w me', expect: ['assistance dogs'] },
    { text: 'whats ur number', expect: ['(555) 013-4471'] },
    {
      text: 'theres 10 of us wanting to come for brunch on a thursday, any chance we can reserve a table',
      expect: ['48 hours in advance'],
    },
    { text: 'can i pay with my phone', expect: ['Apple Pay'] },
    { text: 'do u sell yesterdays bread cheaper', expect: ['half price'] },
    {
      text: 'i own a little deli here in hollin bridge, whats the min i have to order to get wholesale from u',
      expect: ['$60'],
    },
    {
      text: 'whats the deadline to get our wholesale order in if we want it friday',
      expect: ['2pm, two days before'],
    },
    {
      text: 'can i just ring through our weekly wholesale order',
      expect: ['telephone orders are not accepted'],
    },
    {
      text: 'we run a small cafe over in pellow green. do u deliver wholesale out that way and is there a charge',
      expect: ['$10 per drop'],
    },
    {
      text: 'roughly what time do the wholesale drops get to shops in the morning',
      expect: ['5:30am', '8am'],
    },
    { text: 'how many coffees till i get a free one', expect: ['tenth'] },
    { text: 'is the back garden open in winter?', expect: ['April to October'] },
    {
      text: 'sourdough always gone by the time i get there on sat, can i hold one somehow',
      expect: ['before 5pm the previous day'],
    },

    { text: 'r u open on christmas eve', unanswerable: true },
    { text: 'can i pay by cheque', unanswerable: true },
    { text: 'do u do decaf', unanswerable: true },
    { text: 'how much for a 12 inch round cake', unanswerable: true },
    { text: 'can i order like 2 dozen cupcakes for a work thing', unanswerable: true },
    { text: 'how many calories in the butter croissant?', unanswerable: true },
    { text: 'are u guys hiring? looking for weekend barista work', unanswerable: true },
    { text: 'r u on uber eats or doordash', unanswerable: true },
    { text: 'do u run any bread making classes', unanswerable: true },
    { text: 'how long does the sourdough stay fresh, can i freeze it', unanswerable: true },
  ],
};
