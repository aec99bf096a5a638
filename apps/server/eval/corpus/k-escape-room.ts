import type { EvalBusiness } from '../set/types';

export const escapeRoom: EvalBusiness = {
  id: 'cipher-vault',
  name: 'The Cipher Vault Escape Rooms',
  knowledge: [
    `# The Cipher Vault Escape Rooms

**Address:** 214 Millrace Street, Unit 3, Brackenford, BR4 7QT (entrance via the courtyard of the Hollis Mill building)
**Phone:** (555) 017-3384
**Email:** bookings@ciphervault.example

The Cipher Vault is an independently owned escape room venue with four themed rooms. Each team has a fixed time to search the room, solve a connected series of puzzles and find the way out. Every game is hosted live by a Games Master who monitors the team throughout and delivers hints when needed.

## Opening Hours

- **Monday:** Closed
- **Tuesday to Thursday:** 12:00pm – 10:00pm (last game starts 8:30pm)
- **Friday:** 12:00pm – 11:30pm (last game starts 10:00pm)
- **Saturday:** 10:00am – 11:30pm (last game starts 10:00pm)
- **Sunday:** 10:00am – 8:00pm (last game starts 6:30pm)

## Our Rooms

### The Clockmaker's Workshop
A family-friendly puzzle room set in a Victorian clock repair shop. 60 minutes, 2 to 5 players, minimum age 8. Difficulty 2/5. Located on the ground floor and fully wheelchair accessible.

### The Pharaoh's Curse
Explore a newly opened tomb before the curse takes hold. 60 minutes, 2 to 6 players, minimum age 10. Difficulty 3/5. Located on the ground floor and fully wheelchair accessible.

### Asylum Ward 13
Our horror experience. 75 minutes, 3 to 8 players, minimum age 16. Difficulty 4/5. This room includes a live actor, periods of complete darkness and loud sound effects. It is not recommended for guests who are pregnant or who have a heart condition. Located in the basement, accessed by stairs only.

### Heist at the Meridian Bank
Our most challenging room. 90 minutes, 4 to 10 players, minimum age 14. Difficulty 5/5. Players must crawl through a short tunnel approximately 80 cm high to complete the game. Located in the basement, accessed by stairs only.

## Prices

Prices are per person and depend on the size of the team:

| Team size | Price per person |
|---|---|
| 2 players | $38 |
| 3 to 4 players | $32 |
| 5 to 6 players | $28 |
| 7 or more players | $25 |

Heist at the Meridian Bank carries a supplement of $5 per person.

**Off-Peak Saver:** games starting before 4:00pm from Tuesday to Thursday are discounted by 15%.

**Student discount:** 10% off with a valid student card, Tuesday to Thursday only. The student discount cannot be combined with the Off-Peak Saver.`,
    `Frequently Asked Questions

Q: When should we arrive?
A: Please arrive 15 minutes before your booked start time so that your Games Master can deliver the safety briefing and store your belongings. Games start on time to avoid delaying the next team.

Q: What happens if we are running late?
A: Please call us on (555) 017-3384 as soon as possible. Teams arriving up to 30 minutes late can still play, but the game will be shortened by the time you have missed, as the room must be reset for the following booking. Teams arriving more than 30 minutes after their start time forfeit the booking and no refund is given.

Q: Are we actually locked in?
A: No. The entrance door is never locked from the inside and every room has a green emergency release button beside the door. You may leave at any time, although the clock will not be paused.

Q: How do hints work?
A: Each team receives three free hints, delivered by your Games Master on the screen in the room. Additional hints are available, but each one adds two minutes to your final time. Teams in The Clockmaker's Workshop receive unlimited hints.

Q: Can we take photos or videos inside the rooms?
A: Photography and filming inside the rooms are not permitted, in order to protect the puzzles for future players. Mobile phones, bags and coats are stored in free lockers during the game. Every team receives a complimentary team photo taken in front of our themed backdrop, emailed after the game.

Q: Do children need to be accompanied?
A: Players under 14 must be accompanied in the room by a paying adult aged 18 or over. Teams made up entirely of players aged 14 to 17 may play without an adult, provided each player brings a parental consent form signed by a parent or guardian. The form can be downloaded from the booking confirmation email. The minimum age for each room still applies.

Q: Our team size has changed. What happens to the price?
A: The price is set for the team size at the time of booking. We do not give partial refunds if fewer players attend. Additional players can be added on the day, subject to the room's maximum capacity, and are paid for at the front desk.

Q: What is your cancellation policy?
A: Bookings cancelled more than 72 hours before the start time receive a full refund. Cancellations made less than 72 hours before the start time are not refundable; however, the booking may be moved to another date once, free of charge, provided you let us know at least 24 hours in advance. Bookings cannot be changed within 24 hours of the start time.

Q: Is there parking?
A: Yes. The municipal car park on Tanner Lane, directly behind the Hollis Mill building, offers the first 3 hours free. Street parking on Millrace Street is limited to 1 hour.

Q: What should we wear?
A: Comfortable clothing and flat shoes are recommended. For Heist at the Meridian Bank, we suggest clothing you are happy to kneel in, as the room includes a crawl tunnel.

Q: Can we come after drinking?
A: Guests who appear to be under the influence of alcohol will not be admitted and the booking will not be refunded. No alcohol is sold or allowed on the premises.

Q: How far ahead can I book?
A: Bookings open 60 days in advance through our website. Groups of more than 10 players should call us to book.`,
    `Corporate Events and Private Parties

Team building at The Cipher Vault puts colleagues under pressure in the best possible way. Our Corporate Package is available for groups of 8 to 28 guests and costs $45 per person. It includes a game in one or more of our rooms, with teams playing head-to-head at the same start time, followed by a 30-minute facilitated debrief in our Briefing Room, where a member of our team reviews how each team communicated and made decisions during the game. Tea, coffee and soft drinks are included throughout.

Catering can be added to any corporate booking through our partner restaurant, Napoli Brothers, at $12 per person for a selection of freshly made pizzas delivered to the Briefing Room. Catering must be ordered at least 5 days before the event.

For larger events, the entire venue can be booked exclusively for $1,650 for up to 3 hours. Exclusive hire is available Tuesday to Thursday only and includes all four rooms, the Briefing Room and two dedicated Games Masters.

Companies may pay by invoice on 14-day payment terms for bookings over $500. A 25% deposit is required at the time of booking to secure the date, and final numbers must be confirmed 7 days before the event.

Birthday parties are also very popular. After your game, the Lantern Lounge, our private party room, can be hired for 45 minutes at $60. Guests may bring their own cake, and we supply plates, napkins and candles; no other outside food or drink may be brought in. Children's parties for ages 8 to 12 take place in The Clockmaker's Workshop, with a maximum of 10 children split across two back-to-back games and at least one adult per team. Bachelor and bachelorette parties are welcome, subject to our alcohol policy.`,
    `Gift Vouchers, Payments and Booking Policies

**Gift vouchers**
- **Types:** Monetary vouchers are available in $25 steps from $25 to $500. Room Vouchers cover one game in a named room for a chosen team size.
- **Validity:** All vouchers are valid for 12 months from the date of purchase.
- **Extensions:** A one-time extension of 3 months is available for a $10 fee if requested before the expiry date. Expired vouchers cannot be extended or redeemed.
- **Delivery:** E-vouchers are emailed immediately after purchase. Printed vouchers come in a presentation card and are posted for $3.50, arriving within 3 to 5 business days.
- **Redeeming:** Enter the voucher code at the online checkout. More than one voucher can be used on a single booking.
- **Cash value:** Vouchers have no cash value and cannot be exchanged for cash. Any unused balance remains on the voucher until it expires.
- **Lost codes:** We can reissue a lost voucher code if you provide the purchaser's email address or order number.

**Payments**
- We accept Visa, Mastercard, American Express, Apple Pay and Google Pay for online bookings.
- Cash is accepted at the front desk for add-ons only (such as extra players on the day or party room hire).
- Full payment is taken at the time of booking, except for corporate bookings paid by invoice.

**Customer service**
- Phone lines are staffed Tuesday to Sunday, 11:00am to 6:00pm.
- Emails to bookings@ciphervault.example are answered within 1 business day.
- Accessibility questions: please call before booking so that we can advise on the most suitable room.`,
  ],
  questions: [
    { text: 'how long is the bank heist one', expect: ['90 minutes'] },
    { text: 'can my 7 yr old do the clock room?', expect: ['minimum age 8'] },
    { text: 'were a group of 4 whats the price each', expect: ['$32'] },
    { text: 'whats ur address', expect: ['214 Millrace Street'] },
    { text: 'running like 20 min late, will we still get to play?', expect: ['shortened'] },
    {
      text: 'my friend is in a wheelchair which rooms can she actually do',
      expect: ['Clockmaker', 'Pharaoh'],
    },
    {
      text: 'need to cancel for saturday night and its thursday now, do i get my money back',
      expect: ['not refundable'],
    },
    { text: 'where do we park', expect: ['Tanner Lane'] },
    {
      text: 'do we actually get locked in? my son gets a bit panicky in small spaces',
      expect: ['emergency release'],
    },
    { text: 'how many clues do we get', expect: ['three free hints'] },
    { text: 'r we allowed to film inside for my insta', expect: ['not permitted'] },
    { text: 'which room has actors in it', expect: ['Asylum Ward 13'] },
    { text: 'latest we can start a game on a friday night', expect: ['10:00pm'] },
    { text: 'whats the phone number', expect: ['(555) 017-3384'] },
    { text: "i'm at uni do u do a student discount", expect: ['10%'] },
    {
      text: 'looking at a team building afternoon for my work, around 20 ppl, whats the cost per head',
      expect: ['$45'],
    },
    {
      text: 'can the company pay on invoice afterwards instead of card upfront',
      expect: ['over $500'],
    },
    { text: 'does the work package include food or do we sort our own', expect: ['$12'] },
    { text: 'its my daughters bday, ok to bring a cake in?', expect: ['own cake'] },
    {
      text: 'if i get my bf a voucher for xmas how long has he got to use it',
      expect: ['12 months'],
    },
    { text: 'voucher expired last week can i still use it', expect: ['cannot be extended'] },
    { text: 'can i get a proper printed voucher not just an email one', expect: ['$3.50'] },
    { text: 'do u take amex', expect: ['American Express'] },
    {
      text: 'hi we booked for 5 people on sunday but one of my mates has dropped out, can we get some money back for his spot',
      expect: ['partial refunds'],
    },
    {
      text: 'my kids are 15 and 16, can they go on their own without me',
      expect: ['parental consent form'],
    },
    { text: 'how early do we need to turn up', expect: ['15 minutes before'] },
    { text: 'is the heist room ok for someone with a dodgy knee', expect: ['crawl'] },
    { text: 'is it cheaper if we go on a weekday afternoon', expect: ['15%'] },
    { text: 'how much to book out the whole building just for our company', expect: ['$1,650'] },
    { text: 'can i pay cash?', expect: ['add-ons only'] },

    { text: 'r u open christmas eve', unanswerable: true },
    { text: 'can i pay w paypal', unanswerable: true },
    { text: 'can i bring my dog, hes really chill', unanswerable: true },
    { text: 'whats the fastest time anyone has done the pharaoh room in', unanswerable: true },
    {
      text: 'wondering if any of the games can be done in spanish, my cousins are visiting and their english isnt great',
      unanswerable: true,
    },
    { text: 'any discount for nurses or military', unanswerable: true },
    { text: 'do the work event pizzas come in vegan or gluten free', unanswerable: true },
    { text: 'which bus goes to you from the train station', unanswerable: true },
    { text: 'do u sell puzzle boxes or board games to take home', unanswerable: true },
    { text: 'can you recommend somewhere to eat nearby after our game', unanswerable: true },
  ],
};
