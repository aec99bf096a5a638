import type { EvalBusiness } from '../set/types';

export const restaurant: EvalBusiness = {
  id: 'e-restaurant',
  name: 'Juniper & Finch',
  knowledge: [
    `WELCOME TO JUNIPER & FINCH

Juniper & Finch is a neighbourhood restaurant on the corner of Alder Lane and Quarry Road in Guelph, Ontario. We opened in 2016 in what used to be the Haddon Hardware store, and you'll still see the original tin ceiling and the old shop counter, which is now our bar. Chef-owner Marta Delgado cooks seasonal, mostly Ontario-sourced food, and her partner Owen Finch runs the front of house and the wine list. Our bread is baked every morning by Crumb & Co. two streets over, and our coffee comes from Pivot Roasters in Kitchener.

Address: 227 Alder Lane, Guelph, ON N1H 4K2
Phone: (555) 642-9180
Email: hello@juniperandfinch.example
Events email: events@juniperandfinch.example

HOURS
Monday - closed
Tuesday to Thursday - 5pm to 10pm (dinner)
Friday - 5pm to 11pm (dinner)
Saturday - brunch 9am to 2pm, dinner 5pm to 11pm
Sunday - brunch 9am to 2pm, dinner 5pm to 9pm
The kitchen takes last orders 30 minutes before closing.

GETTING HERE
Street parking on Alder Lane is free after 6pm and all day Sunday; before that it's metered at $2 per hour. There's also a municipal lot on Quarry Road with 40 spaces, just a one-minute walk away. We have a bike rack out front. The dining room and the washrooms are on the ground floor with step-free access from the Quarry Road side door.

RESERVATIONS
We take reservations for dinner for groups of up to 8 through our website or by phone, up to 60 days ahead. Brunch is walk-in only for groups of 1 to 5; for 6 or more at brunch please call and we'll do our best. About a third of our tables are always kept for walk-ins, and our 12-seat bar is first come, first served. If you're running late, please call; we hold tables for 15 minutes. For dinner bookings of 6 or more, we take a credit card to hold the table and charge $25 per person for no-shows or cancellations with less than 24 hours' notice.

KIDS AND DOGS
Families are very welcome. We have four high chairs and a kids' menu for under 12s, with every dish at $9 and a free scoop of ice cream. Dogs are welcome on the front patio (open May to September) but not inside, apart from service dogs.`,

    `BRUNCH AT JUNIPER & FINCH
Saturdays and Sundays, 9am to 2pm

Buttermilk pancakes with maple butter and berries - $16
Shakshuka with feta, herbs and grilled sourdough - $18
Juniper Benny: two poached eggs, back bacon and hollandaise on an English muffin - $19
Smoked trout Benny - $21
Mushroom and gruyere omelette with greens - $17
Breakfast sandwich on a brioche bun (egg, cheddar, sausage or tomato) - $14
Granola bowl with Greek yogurt and poached pear - $12
Side of bacon, home fries or toast - $5 each

Brunch drinks
Caesar with house pickled beans - $12
Mimosa - $10, or a mimosa carafe (serves 4) - $36
Drip coffee with free refills - $3.50
Latte or cappuccino - $5
Fresh-squeezed orange juice - $6

Bottomless mimosas are not something we do, sorry, but the carafe is good value.

DIETARY NOTES
Most of our menu can be made gluten-free: ask for gluten-free bread (a $2 extra) and the pancakes can be made with our buckwheat batter at no charge. Our kitchen does handle gluten, so we can't guarantee against cross-contact for people with coeliac disease. The shakshuka and the granola bowl can be made vegan with tofu and coconut yogurt. We don't use peanuts anywhere in the kitchen, but we do use tree nuts (almonds, walnuts and pistachios), so please always tell your server about any allergy.

DINNER IN SHORT
Our dinner menu changes every six weeks or so. There's always a vegetarian main, a fish of the day, and our signature dish, the braised short rib with celeriac mash ($34), which has been on the menu since day one. Tuesday is Pasta Night, when all fresh pastas are $18. Happy hour runs Tuesday to Friday from 5pm to 6:30pm at the bar only, with $7 local draught beer and $8 house wine by the glass.`,

    `TAKEAWAY AND DELIVERY - FAQ

Q: Can I order food to pick up?
A: Yes. You can order takeaway at juniperandfinch.example/order or by calling (555) 642-9180. Takeaway is available during dinner hours, Tuesday to Sunday, and during weekend brunch. Most orders are ready in 20 to 25 minutes; on Friday and Saturday nights allow closer to 40 minutes. Pick up from the side door on Quarry Road so you don't have to queue through the dining room.

Q: Do you deliver?
A: We deliver ourselves within 5 km of the restaurant with our own driver, Tuesday to Saturday from 5pm to 9pm. The minimum order for delivery is $30 and the delivery fee is $4.99, which drops to free for orders over $75. Outside that area you can find us on SkipTheDishes and Uber Eats, though menu prices there are about 15% higher to cover their fees. We don't deliver brunch.

Q: Is the whole menu available for takeaway?
A: Almost. The Benny dishes and the souffle don't travel well, so they are dine-in only. Everything else is packed in compostable containers made from sugarcane fibre. If you bring your own clean containers for pickup, we take $1 off your order.

Q: Can I order wine or beer with my takeaway?
A: Yes, with food orders only. Bottles of wine from our list are sold at 30% off the dine-in price for takeaway, and the person picking up must show valid ID and be 19 or older. We can't send alcohol with our own delivery driver.

Q: Do you have a loyalty program?
A: Our Finch Card gives you one stamp for every takeaway order over $25, and the tenth order comes with $20 off. Ask for a card at pickup or add it in the online ordering page.

Q: Something was wrong with my order. What should I do?
A: Call us within 2 hours of pickup or delivery and we'll fix it, either with a replacement or a refund to your card. Refunds usually show up within 3 to 5 business days.

Q: Do you sell gift cards?
A: Yes, in any amount from $25, either as a physical card from the restaurant or as an e-gift card on our website. Gift cards never expire and can be used for dine-in, takeaway and private events, but not on the delivery apps.`,

    `PRIVATE EVENTS AND GROUP DINING

Celebrate with us! We host birthdays, rehearsal dinners, baby showers, work parties and memorial receptions.

SPACES
The Hardware Room - our private room at the back, seats up to 24 for a sit-down meal or 35 standing. It has its own sound system and a TV screen with HDMI for slideshows and presentations.
The Front Patio - seasonal (May to September), up to 30 guests seated. Covered with a retractable awning, but we can't guarantee it in heavy rain.
Full buyout - the whole restaurant, up to 80 seated or 120 for a standing reception. Full buyouts are available Sunday evenings and Mondays only.

MINIMUM SPEND (food and drink, before tax and service)
Hardware Room, Tuesday to Thursday - $900
Hardware Room, Friday and Saturday - $1,600
Hardware Room, weekend brunch - $700
Front Patio - $1,200
Full buyout - from $6,000
There is no room rental fee; if your food and drink don't reach the minimum, the difference is charged as a room fee.

MENUS
Groups of 12 or more in the Hardware Room choose a set menu. The three-course dinner menu is $62 per person and the four-course is $78 per person; the family-style brunch menu is $38 per person. Canapé receptions start at $28 per person for six pieces. We'll happily accommodate vegetarian, vegan, gluten-free and allergy needs with at least 7 days' notice.

You're welcome to bring your own celebration cake; there's a cake-cutting fee of $3 per person, or we can make one for you (chocolate olive oil cake or lemon ricotta cake, $55, serves 12, ordered at least 5 days ahead). Wine brought from outside is allowed at a corkage fee of $25 per bottle, with a maximum of 6 bottles. We don't allow confetti, glitter or open-flame candles other than those on a cake.

BOOKING AND PAYMENT
A deposit of 25% of the minimum spend secures your date. The deposit is fully refundable if you cancel at least 30 days before the event; after that it is non-refundable but can be moved to another date within 6 months. Final guest numbers are due 72 hours before the event, and you'll be charged for that number even if fewer guests come. An 18% service charge is added to all private events and groups of 8 or more. Our events coordinator, Priya Saunders, replies to all enquiries within two business days. Write to events@juniperandfinch.example or call (555) 642-9183.`,
  ],
  questions: [
    { text: 'r u open mondays?', expect: ['closed'] },
    { text: 'what time does brunch finish on sunday', expect: ['2pm'] },
    { text: 'hey whats the address', expect: ['227 Alder Lane'] },
    { text: 'can i book a table for brunch sat for 4 people', expect: ['walk-in'] },
    { text: 'when does the kitchen stop taking orders at night', expect: ['30 minutes'] },
    { text: 'is parking free on alder lane or do i need to pay', expect: ['6pm', '$2'] },
    { text: 'can i bring my lab? we want to sit outside', expect: ['patio'] },
    { text: 'hw much are the eggs benny', expect: ['$19'] },
    { text: 'do u do bottomless mimosas', expect: ['carafe'] },
    { text: 'can u make the pancakes gluten free?', expect: ['buckwheat'] },
    { text: 'who makes ur bread, its sooo good', expect: ['Crumb & Co'] },
    { text: 'how much is the kids menu stuff', expect: ['$9'] },
    { text: 'is there a happy hour and when', expect: ['6:30pm'] },
    { text: 'whats on tuesdays? i heard theres a pasta deal', expect: ['$18'] },
    { text: 'how long does a pickup order usually take', expect: ['25 minutes'] },
    { text: 'do you deliver to my place? its about 3km away', expect: ['5 km'] },
    { text: 'whats the minimum for delivery and is there a fee', expect: ['$30', '$4.99'] },
    {
      text: 'i live across town, out of ur delivery zone. any other way to get ur food delivered',
      expect: ['SkipTheDishes', 'Uber Eats'],
    },
    { text: 'till what time do u guys deliver', expect: ['9pm'] },
    { text: 'can i get a bottle of wine with my takeout order', expect: ['30%'] },
    { text: 'do u have a punch card or rewards thing for takeout', expect: ['Finch Card'] },
    { text: 'my order was missing the fries, what do i do', expect: ['2 hours'] },
    { text: 'whats the smallest amount u can put on a gift card', expect: ['$25'] },
    { text: 'how many people fit in the private room?', expect: ['24'] },
    {
      text: 'thinking of a 40th bday party on a saturday night in the back room, whats the minimum spend',
      expect: ['$1,600'],
    },
    {
      text: 'how much is the set menu per person for a rehearsal dinner, like 3 courses',
      expect: ['$62'],
    },
    { text: 'can we bring our own cake for the party', expect: ['$3 per person'] },
    {
      text: 'we have a few bottles of nice wine, can we bring them? whats the corkage',
      expect: ['$25 per bottle'],
    },
    { text: 'if we cancel the party do we get the deposit back', expect: ['30 days'] },
    { text: 'is there a service charge for big groups', expect: ['18%'] },
    { text: 'do u have a vegan eggs benny', unanswerable: true },
    { text: 'how much is the fish of the day at dinner', unanswerable: true },
    { text: 'r u open on christmas eve', unanswerable: true },
    { text: 'whats the delivery fee if i order u thru skip the dishes', unanswerable: true },
    { text: 'is there a minimum number of guests to book the back room', unanswerable: true },
    { text: 'can we bring in our own dj for the private room', unanswerable: true },
    { text: 'whats the price of a pint of guinness', unanswerable: true },
    { text: 'do you do catering, like bring food to our office', unanswerable: true },
    { text: 'do you have halal meat', unanswerable: true },
    { text: 'is there free wifi', unanswerable: true },
  ],
};
