import type { EvalBusiness } from '../set/types';

export const claywisePottery: EvalBusiness = {
  id: 'claywise-pottery',
  name: 'Claywise Pottery Studio',
  knowledge: [
    `Claywise Pottery Studio
Visit Us
Claywise Pottery Studio is located at 218 Foundry Lane, Unit 4, Portland, ME 04101, on the ground floor of the old Harbor Mill building. The entrance is on the side of the building facing the river, next to the blue loading dock. Free parking is available in the Harbor Mill lot for up to 3 hours; overflow parking is on Cotton Street (metered, $1.50 per hour). The studio is a 6-minute walk from the Commercial Street bus stop, which is served by Metro routes 1 and 8.

Opening Hours
Tuesday to Friday: 10am - 9pm
Saturday: 9am - 6pm
Sunday: 11am - 5pm
Monday: closed (studio maintenance and kiln firing)
The studio closes at 3pm on Christmas Eve and New Year's Eve and is closed on Christmas Day, New Year's Day and Thanksgiving Day. Open studio hours for members end 30 minutes before closing time.

Contact
Phone: (555) 318-4420
Email: hello@claywise.example
For private events and team-building bookings, please email events@claywise.example.`,
    `Classes and Workshops
Wheel Throwing Taster (2 hours) - $65 per person. A single session introducing centering, opening and pulling a cylinder. You will make two to three pieces, which we trim, glaze in a colour of your choice and fire for you.
Beginner Wheel Course - 6 weekly sessions of 2.5 hours, $320. Includes 12.5 kg (25 lb) of clay, glazes and firings.
Hand-Building Evening - 3 hours, $55. Pinch pots, coil building and slab work; suitable for complete beginners.
Kids' Clay Club (ages 7 to 12) - Saturdays 10am to 11:30am, $28 per session. Children under 7 may attend the Family Clay Morning with a participating adult.
Family Clay Morning - first Sunday of each month, 11am to 12:30pm, $40 for one adult and one child, $15 for each additional child.

Finished pieces are ready for collection approximately 3 weeks after your class, once they have been bisque-fired, glazed and glaze-fired. Pieces not collected within 60 days are donated to the local community garden sale.

All materials, aprons and tools are provided. We use Laguna B-Mix and Standard 266 Dark Brown stoneware clay and our own lead-free, food-safe glazes.`,
    `Booking and Policies
Classes must be booked online at claywise.example/book or by phone. Full payment is required at the time of booking for tasters and evening classes; the Beginner Wheel Course requires a $100 non-refundable deposit, with the balance due one week before the first session.
Cancellations made at least 72 hours before the class receive a full refund. Bookings cancelled within 72 hours can be transferred to another date once for a $10 fee; no refunds are given for missed sessions of the Beginner Wheel Course.
Participants must be 13 or older for adult classes; those aged 13 to 15 must be accompanied by a paying adult. Please wear clothes you do not mind getting dirty, keep fingernails short, and tie back long hair.
Discounts: students with a valid ID and seniors aged 65 and over receive 10% off all classes (not combinable with other offers). Groups of 8 or more receive 15% off when booked together.
Gift vouchers are available in any amount from $25 and are valid for 12 months.
Payment: we accept Visa, Mastercard, American Express, Apple Pay and Google Pay. We do not accept cash or cheques.
Accessibility: the studio is step-free, with an accessible restroom and one adjustable-height wheel. Please let us know in advance if you need the adjustable wheel.
Dogs are not permitted in the studio, with the exception of assistance dogs.
Light refreshments (tea, coffee and water) are complimentary. Guests aged 21 and over are welcome to bring their own wine or beer to evening classes; there is no corkage charge.`,
    `Studio Membership
Membership gives experienced potters access to the studio during open studio hours, a personal shelf, and 1 bag of clay per month.
Monthly membership: $165 per month, minimum 3 months.
10-Visit Pass: $190, valid for 4 months.
Firing of pieces made outside the studio: $4 per pound, bisque or glaze.
Members must complete a 30-minute studio orientation ($20) before their first visit. Membership can be paused for up to 2 months per year.`,
  ],
  questions: [
    { text: 'whats ur address', expect: ['218 Foundry Lane'] },
    {
      text: 'cant find the door lol which side of the building r u on',
      expect: ['facing the river'],
    },
    { text: 'how long can i leave my car in the lot for free', expect: ['3 hours'] },
    { text: 'which bus do i get to u', expect: ['routes 1 and 8'] },
    { text: 'r u guys open on mondays', expect: ['closed'] },
    { text: 'whats the latest i can come in on a sat', expect: ['6pm'] },
    { text: 'sunday opening times?', expect: ['11am', '5pm'] },
    { text: 'open christmas eve??', expect: ['3pm'] },
    { text: 'are you open on thanksgiving', expect: ['closed'] },
    { text: 'who do i ring to book a class', expect: ['(555) 318-4420'] },
    {
      text: 'want to do a team building thing for work, who do i e-mail',
      expect: ['events@claywise.example'],
    },
    { text: 'how much is the 2hr wheel taster', expect: ['$65'] },
    { text: 'how long does the hand building evening last', expect: ['3 hours'] },
    { text: 'my daughter is 9, is there a class she can do', expect: ['Clay Club'] },
    {
      text: 'what about my 5 year old son can he come to anything',
      expect: ['Family Clay Morning'],
    },
    { text: 'when can i pick up the stuff i made', expect: ['3 weeks'] },
    { text: 'what clay do u guys use', expect: ['Laguna B-Mix'] },
    { text: 'how much do i have to put down upfront for the 6 week course', expect: ['$100'] },
    { text: 'if i cancel can i get my money back', expect: ['72 hours'] },
    { text: 'cant make it tmrw, can i move my class to another day', expect: ['$10 fee'] },
    { text: 'im 14 can i join the adult classes', expect: ['accompanied by a paying adult'] },
    { text: 'do students get a discount', expect: ['10% off'] },
    { text: 'there are 10 of us, any group deal', expect: ['15% off'] },
    { text: 'can i pay cash', expect: ['do not accept cash'] },
    { text: 'my mum uses a wheelchair, can she get in ok', expect: ['step-free'] },
    { text: 'can i bring my cockapoo', expect: ['not permitted'] },
    { text: 'can we bring a bottle of wine to the evening class', expect: ['no corkage charge'] },
    { text: 'how much is membership per month', expect: ['$165 per month'] },
    { text: 'do u fire pots that i made at home', expect: ['$4 per pound'] },
    { text: 'how long is a gift voucher good for', expect: ['12 months'] },
    { text: 'are you open easter sunday', unanswerable: true },
    { text: 'how much for a private birthday party for my sons friends', unanswerable: true },
    { text: 'do you sell mugs and bowls, like is there a shop', unanswerable: true },
    { text: 'is there a charger for electric cars in the lot', unanswerable: true },
    { text: 'can i just paint a pre made pot instead of making one', unanswerable: true },
    { text: 'do teachers get a discount', unanswerable: true },
    { text: 'do u do online classes', unanswerable: true },
    { text: 'is the street parking free on sundays', unanswerable: true },
    { text: 'how many ppl max in the taster class', unanswerable: true },
    { text: 'whats ur insta', unanswerable: true },
  ],
};
