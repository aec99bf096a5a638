import type { EvalBusiness } from '../set/types';

export const dogDaycare: EvalBusiness = {
  id: 'waggle-wash',
  name: 'Waggle & Wash Dog Spa',
  knowledge: [
    `Waggle & Wash Dog Spa - Cedarbrook
Grooming, daycare and boarding for dogs of all sizes since 2014.

Address
418 Alder Street, Cedarbrook, OR 97321. We are located behind the Riverside Hardware store, across the road from Cedarbrook Community Park. Free customer parking is available in the lot at the rear of the building (six spaces are reserved for drop-off). Bus route 12 stops at Alder & 4th, a two-minute walk away.

Opening Hours
Monday to Friday: 6:30am to 7pm
Saturday: 8am to 5pm
Sunday: closed for daycare; grooming by appointment only, 10am to 3pm
We are closed on Thanksgiving Day, Christmas Day and New Year's Day. On Christmas Eve and New Year's Eve we close at 2pm.

Contact
Phone: (555) 318-2047
Text line for running late: (555) 318-2099
Email: hello@waggleandwash.example`,
    `Dog Daycare
Our daycare offers supervised play in three separate play areas grouped by size and temperament: the Pup Room (under 25 lb), the Main Yard (25 to 70 lb) and the Big Dog Barn (over 70 lb). All play areas are indoors with rubber flooring, and each has access to an outdoor turf patio.

Drop-off is from 6:30am to 9:30am on weekdays, and pick-up must be by 7pm. Dogs collected after 7pm are charged a late pick-up fee of $1 per minute. Half-day daycare covers up to 5 hours.

Prices
Full day: $38
Half day: $26
10-day package: $340 (valid for 6 months)
20-day package: $640 (valid for 12 months)
Second dog from the same household: 15% off

First-time guests must complete a free temperament assessment, which lasts about 3 hours and must be booked in advance. Dogs must be at least 12 weeks old to attend daycare. Unneutered males over 7 months of age cannot join group play. Females in heat are not admitted.`,
    `Grooming Services
All grooming is carried out by our certified groomers. Prices depend on the size and coat of your dog.

Bath & Brush (includes nail trim and ear cleaning): small dogs $45, medium dogs $60, large dogs $75
Full Groom (bath, haircut, styling, nail trim): small dogs $65, medium dogs $85, large dogs $110
Nail trim only: $15, walk-ins welcome Tuesday and Thursday 1pm to 4pm
Teeth brushing add-on: $10
De-shedding treatment: $25
Puppy's First Groom (under 6 months): $40

We groom all breeds, including double-coated breeds such as Huskies, Samoyeds and Golden Retrievers. We do not shave double-coated breeds unless it is required for medical reasons or because of severe matting. Heavily matted coats incur a dematting charge of $20 per 15 minutes. A full groom usually takes 2 to 3 hours; we will send you a text message when your dog is ready for collection.

We use hypoallergenic, tearless shampoos from Earthbath and offer an oatmeal shampoo for sensitive skin at no extra cost. We do not sedate dogs.`,
    `Vaccinations and Health
All dogs must be up to date on rabies, distemper/parvovirus (DHPP) and Bordetella vaccines. Bordetella must be given at least 7 days before your dog's first visit. Proof of vaccination from your veterinarian must be emailed to us at least 48 hours before the first visit. We do not accept titer tests in place of vaccines. All dogs must be on a flea preventative.

Booking and Cancellation
Appointments can be booked online through our website, by phone or in person. Grooming requires a $20 deposit, which is applied to your final bill. Cancellations made less than 24 hours before a grooming appointment forfeit the deposit. For daycare package holders, a no-show is deducted as one day from the package.

Payment
We accept cash, Visa, Mastercard, American Express, Apple Pay and Google Pay. We do not accept personal checks. Packages are non-refundable but may be transferred to another dog in the same household.

Discounts
Veterans and first responders receive 10% off grooming services with valid ID.`,
  ],
  questions: [
    { text: 'who do i ring to book a groom', expect: ['(555) 318-2047'] },
    { text: 'where exactly r u?? cant find u on maps', expect: ['418 Alder Street'] },
    { text: 'how early can i drop off my dog before work', expect: ['6:30am'] },
    { text: 'whats the latest pickup time', expect: ['7pm'] },
    {
      text: 'stuck in traffic.. what happens if i get there late to collect my dog',
      expect: ['$1 per minute'],
    },
    { text: 'price for 1 full day of daycare?', expect: ['$38'] },
    { text: 'how much is half day', expect: ['$26'] },
    { text: 'do u shave huskies for summer', expect: ['do not shave'] },
    { text: 'my puppy is 9 wks old can he come play', expect: ['12 weeks'] },
    { text: 'what vaccines r required', expect: ['rabies', 'DHPP', 'Bordetella'] },
    { text: 'how long will my doodle be there for a full groom', expect: ['2 to 3 hours'] },
    { text: 'do u take amex', expect: ['American Express'] },
    { text: 'can i pay with a cheque', expect: ['do not accept personal checks'] },
    { text: 'r u open sundays', expect: ['closed for daycare', 'by appointment only'] },
    { text: 'r u open thanksgiving', expect: ['closed on Thanksgiving Day'] },
    { text: 'what time do u close xmas eve', expect: ['2pm'] },
    { text: 'wheres the parking', expect: ['rear of the building'] },
    { text: 'how much to bathe my chihuahua', expect: ['$45'] },
    { text: 'full groom for a big dog like a newfie how much', expect: ['$110'] },
    { text: 'just need her nails clipped do i need an appointment', expect: ['walk-ins welcome'] },
    { text: 'do i have to pay anything up front for grooming', expect: ['$20 deposit'] },
    {
      text: 'if i cancel the groom same morning do i get my deposit back',
      expect: ['forfeit the deposit'],
    },
    { text: 'my boy has itchy skin, do u have a special shampoo', expect: ['oatmeal shampoo'] },
    { text: 'will u sedate my dog hes really nervous', expect: ['do not sedate'] },
    { text: 'my girl is in season can she still come to daycare', expect: ['not admitted'] },
    { text: 'what e-mail do i send the vet records to', expect: ['hello@waggleandwash.example'] },
    {
      text: 'how long before the first visit does she need the kennel cough shot',
      expect: ['7 days'],
    },
    {
      text: 'moving away, can i get my money back for the days left on my package',
      expect: ['non-refundable'],
    },
    { text: 'i have 2 dogs do i get a deal', expect: ['15% off'] },
    {
      text: 'does the first day eval cost anything and how long is it',
      expect: ['free temperament assessment', 'about 3 hours'],
    },
    { text: 'r u open july 4th', unanswerable: true },
    { text: 'how much is overnight boarding', unanswerable: true },
    { text: 'is there a webcam so i can watch my dog at daycare', unanswerable: true },
    { text: 'whats the staff to dog ratio in the playgroups', unanswerable: true },
    { text: 'do u do pickup and drop off like a pet taxi', unanswerable: true },
    { text: 'how much for a flea bath', unanswerable: true },
    { text: 'do u sell gift cards', unanswerable: true },
    { text: 'do u offer puppy training classes', unanswerable: true },
    { text: 'can i stay and watch while hes being groomed', unanswerable: true },
    { text: 'do u sell dog food or treats', unanswerable: true },
  ],
};
