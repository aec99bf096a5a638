import type { EvalBusiness } from '../set/types';

export const boutiqueHotel: EvalBusiness = {
  id: 'f-boutique-hotel',
  name: 'The Larkspur Inn',
  knowledge: [
    `ABOUT THE LARKSPUR INN

The Larkspur Inn is a nine-room bed and breakfast at 27 Gull Harbor Road in Port Halloway, Maine, a short stroll from the working waterfront. The house was built in 1884 for a sea captain, Josiah Pell, and still has its original widow's walk and heart-pine floors. Margaret and Tom Ellery bought the inn in 2011 and run it themselves with the help of our housekeeper, Rosa, who has been with us since 2014. We are open from February 1 through December 31 and close for the whole month of January while we catch our breath and do repairs.

We are a quiet, adults-oriented house, but families are welcome: children aged 8 and up may stay in the main house, and children of any age are welcome in the Garden Cottage.

OUR ROOMS AND RATES
Peak season rates apply May 1 to October 31; off-season rates apply November 1 to April 30. All rates are per room, per night, for two people, and include breakfast. Maine lodging tax of 9% is added to every bill.

Cozy Queen (Rooms 4, 5 and 6) - queen bed, shower only - $165/night peak, $135/night off-season
Garden-Level Queen (Rooms 2 and 3) - queen bed, private patio door, dog-friendly - $185/night peak, $150/night off-season
Harbor View King (Rooms 7 and 8) - king bed, window seat facing the harbor - $225/night peak, $190/night off-season
Captain's Suite (Room 9, third floor) - king bed, clawfoot tub, separate sitting room with a sofa bed, sleeps 4 - $295/night peak, $240/night off-season
Garden Cottage - separate building behind the inn, queen bed plus bunk beds, kitchenette, sleeps 4, dog-friendly - $260/night peak, $210/night off-season

Room 1 is the owners' quarters and is not rented. Extra guests (in the Captain's Suite and the Garden Cottage only) are $40 per person per night; children under 3 stay free.

Every room has its own private bathroom, cotton robes, bath products from Wild Thyme Soap Co. in Camden, and free Wi-Fi. The Wi-Fi network is "Larkspur-Guest" and the password is printed on the card by your bed. There is no elevator. Rooms 4 through 8 are on the second floor and the Captain's Suite is on the third floor, up a fairly steep staircase. Room 2 has a walk-in shower with grab bars and is our most accessible room.

Minimum stays: 2 nights on Friday and Saturday from June through October, and 3 nights over Memorial Day, July 4th and Labor Day weekends. Single-night stays are fine midweek and all winter.`,
    `BREAKFAST AT THE LARKSPUR

Breakfast is included in every stay and is served in the dining room from 8 to 9:30am on weekdays and from 8 to 10am on Saturdays and Sundays. Tom does the cooking, and breakfast is three courses: a fruit course, something fresh from the oven (his cardamom morning buns are a favorite), and a hot main dish that changes daily. Our best-known dish is the wild blueberry ricotta pancakes with Maine maple syrup, which we serve most Sundays. Coffee comes from Tidewater Roasting, a small roaster two streets over, and we also keep a selection of loose-leaf teas.

Seating is at two shared tables for six and two tables for two. If you would rather have a private table, just ask at check-in and we'll do our best.

Dietary needs
We are happy to cook gluten-free, vegetarian and dairy-free breakfasts if you let us know at least 48 hours before you arrive. Please tell us about any allergies when you book. Our kitchen handles nuts, so we cannot promise a completely nut-free environment.

Leaving early?
If you need to be on the road before breakfast, we can leave a continental basket (yogurt, granola, a muffin and fruit) outside your door from 6:30am. Just order it by 8pm the night before.

Afternoons and evenings
From 3 to 5pm there are homemade cookies with lemonade or hot cider in the front parlor, and in the evening a decanter of complimentary sherry is set out in the library. We don't serve lunch or dinner, but Port Halloway has good options. The Salt Shed, a five-minute walk down Gull Harbor Road, does the best lobster roll in town, and Birch & Brine on Front Street is our pick for a special dinner; we recommend reserving a table there a few days ahead in summer.`,
    `FREQUENTLY ASKED QUESTIONS

Q: What time is check-in and check-out?
A: Check-in is from 3pm to 8pm, and check-out is by 11am. If you are going to arrive after 8pm, please call us at (555) 318-4420 and we'll leave your key in the lockbox by the side door and text you the code.

Q: Can we arrive early?
A: Early check-in depends on whether your room is ready, so we can't guarantee it. You are always welcome to drop your bags with us from 11am and head out to explore, and you can leave your luggage with us after check-out on your last day, too.

Q: Is there parking?
A: Yes, free off-street parking for guests in our lot behind the inn, entered from Pell Lane. There are 10 spaces, one per room. We have one Level 2 electric vehicle charger that guests can use at no charge; sign up for a time slot on the clipboard in the front hall. Unfortunately our lot can't fit RVs, trailers or boat trailers. The town lot on Water Street allows overnight parking for $15 a day.

Q: Do you allow pets?
A: Dogs are welcome in Rooms 2 and 3 and in the Garden Cottage. We take up to two dogs per room, each under 60 pounds, for a pet fee of $35 per night no matter how many dogs. We provide a dog bed, bowls and a towel for muddy paws. Dogs are not allowed in the dining room or the parlor, and we're sorry but we can't accommodate cats or other pets. Service animals are welcome in any room.

Q: How far is the beach?
A: Town Beach is 0.4 miles away, about a 10-minute walk. We lend beach chairs, umbrellas and beach towels free of charge, and we have two loaner bicycles (first come, first served). Cutler Point Lighthouse is 3 miles away by road and makes a lovely bike ride.

Q: Can I buy a gift certificate?
A: Yes! Gift certificates are available in any amount from $50 and are valid for two years. Call us or email stay@larkspurinn.example.

Q: Do you offer any discounts?
A: We offer 15% off Sunday-to-Thursday stays of three nights or more from November through April. It can't be combined with gift certificates or other offers.

Q: How do I get there without a car?
A: The Coastline Express bus stops in Belfort Junction, and a taxi from there takes about 25 minutes. Ask us and we'll give you the number of a local cab company.`,
    `RESERVATION AND CANCELLATION POLICIES

Deposits and payment
We take a deposit of 50% of your stay when you book, charged to your card. The balance is charged on the day you arrive. We accept Visa, Mastercard and American Express, as well as cash; we do not accept personal checks.

Cancellations
Peak season (May 1 - October 31): if you cancel 14 days or more before your arrival date, we refund your deposit minus a $25 processing fee. If you cancel fewer than 14 days before arrival, the deposit is not refundable, although we will refund it (less the $25 fee) if we manage to rebook your room for the same dates. Off-season (November 1 - April 30): the same rules apply, but the window is 7 days instead of 14. No-shows are charged for the full stay, and if you shorten your stay after arriving, the unused nights are charged in full. We strongly suggest travel insurance, especially for autumn visits, as coastal weather can change plans.

House rules
- The Larkspur is entirely non-smoking, including vaping, inside and on the porches. A $250 cleaning fee is charged if anyone smokes in a room.
- Quiet hours are 10pm to 7am.
- Guests must be 21 or older to book a room.
- Please don't bring food into the bedrooms other than small snacks; the Garden Cottage kitchenette is the exception.
- There is a $20 charge to replace a lost room key.
- The front door is locked at 10pm; your room key opens it.

Contact
The Larkspur Inn, 27 Gull Harbor Road, Port Halloway, ME 04587
Phone: (555) 318-4420 (calls answered 8am to 8pm)
Email: stay@larkspurinn.example`,
  ],
  questions: [
    { text: 'whats the earliest we can check in?', expect: ['3pm'] },
    {
      text: 'our flight lands late so we probably wont get there till like 10pm, is that a problem??',
      expect: ['lockbox'],
    },
    { text: 'check out time?', expect: ['11am'] },
    { text: 'where do i park when i get there', expect: ['Pell Lane'] },
    {
      text: 'were towing a small boat on a trailer, can we park it at the inn',
      expect: ['Water Street'],
    },
    { text: 'what kind of ev charger do u have', expect: ['Level 2'] },
    { text: 'can i bring my golden retriever and how much extra is it', expect: ['$35'] },
    {
      text: 'we travel with 2 dogs, a beagle and a great dane (hes about 140 lbs lol). ok?',
      expect: ['60 pounds'],
    },
    { text: 'i have a guide dog, are we limited to certain rooms?', expect: ['any room'] },
    { text: 'what time does breakfast finish on sunday', expect: ['10am'] },
    { text: 'im celiac, can you do a gluten free breakfast for me', expect: ['48 hours'] },
    {
      text: 'we have to leave at 7 to catch a ferry, are we going to miss breakfast',
      expect: ['6:30am'],
    },
    { text: 'the coffee was amazing last time, who roasts it?', expect: ['Tidewater Roasting'] },
    { text: 'any good place for a lobster roll near you', expect: ['Salt Shed'] },
    { text: 'how much is a king room with harbor view in august', expect: ['$225'] },
    { text: 'price for the captains suite in march pls', expect: ['$240'] },
    {
      text: 'were a family of 4, kids are 5 and 7. which room can we actually stay in?',
      expect: ['Garden Cottage'],
    },
    { text: 'does any room have a proper bathtub? i love a long soak', expect: ['clawfoot'] },
    {
      text: 'my mom uses a walker and cant really do stairs, which room would work best for her',
      expect: ['Room 2'],
    },
    {
      text: 'planning a getaway for the first week of jan, do u have availability?',
      expect: ['February 1'],
    },
    {
      text: 'if i cancel 3 weeks before my july booking do i get everything back',
      expect: ['$25'],
    },
    {
      text: 'i booked for mid november and need to cancel, its 10 days away. will i get my deposit back?',
      expect: ['7 days'],
    },
    { text: 'how much deposit do you take when i book', expect: ['50%'] },
    { text: 'is tax included in the room price or added on', expect: ['9%'] },
    { text: 'whats the wifi called', expect: ['Larkspur-Guest'] },
    { text: 'can i book just the saturday night over labor day weekend?', expect: ['3 nights'] },
    {
      text: 'hi! i was wondering if you can walk to the beach from the inn',
      expect: ['0.4 miles'],
    },
    {
      text: 'want to get a gift card for my parents anniversary, is there a minimum amount',
      expect: ['$50'],
    },
    { text: 'any deals for a midweek stay in the winter?', expect: ['15%'] },
    {
      text: 'my 19 yr old daughter wants to book a room for herself and a friend, is that ok',
      expect: ['21'],
    },
    { text: 'is there air con in the rooms? it gets really hot in july', unanswerable: true },
    {
      text: 'my sister lives in port halloway, can she come join us for breakfast one morning? how much would it be',
      unanswerable: true,
    },
    {
      text: 'is the car charger compatible with a tesla or do i need to bring my adapter',
      unanswerable: true,
    },
    {
      text: 'can i leave my lab in the room by himself while we go out to dinner? hes crate trained',
      unanswerable: true,
    },
    {
      text: 'were booking 5 rooms for a family reunion, is the cancelation policy different for groups?',
      unanswerable: true,
    },
    { text: 'do u offer a military discount? my husband is a veteran', unanswerable: true },
    { text: 'can we get a late checkout, like 1pm? happy to pay extra', unanswerable: true },
    { text: 'do you run a shuttle from the portland airport', unanswerable: true },
    { text: 'is there a tv in the rooms', unanswerable: true },
    { text: 'do you guys have a hot tub or pool', unanswerable: true },
  ],
};
