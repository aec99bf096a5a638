import type { EvalBusiness } from '../set/types';

export const museum: EvalBusiness = {
  id: 'harlow-heritage',
  name: 'Harlow Valley Heritage Museum',
  knowledge: [
    `Plan Your Visit
Harlow Valley Heritage Museum
12 Foundry Lane, Harlow Falls, PA 17822

The museum is housed in the restored 1887 Harlow Woolen Mill on the east bank of the Conley River, a five-minute walk from Harlow Falls train station. From the station, cross the footbridge and follow the brown heritage signs. Visitor parking is available in the Foundry Lane lot ($3 for the day, free after 4pm); spaces for disabled badge holders are located next to the main entrance.

Opening Hours
Tuesday to Saturday: 10am to 5pm
Sunday: 12pm to 5pm
Monday: closed, except on public holiday Mondays
Last admission is 45 minutes before closing. The museum is closed on January 1, July 4, Thanksgiving Day and December 24 and 25. From January 6 to January 20 the museum is closed for annual maintenance.

Contact
Front desk: (555) 290-4418
Group bookings and schools: (555) 290-4430
Email: info@harlowheritage.example`,
    `Admission
Adults: $14
Seniors (65 and over): $11
Students with valid ID: $9
Children aged 6 to 17: $6
Children under 6: free
Family ticket (2 adults and up to 3 children): $36
Museum members: free

Residents of Harlow County receive free admission on the first Sunday of every month. Active military personnel and their families are admitted free from Memorial Day to Labor Day. Tickets can be purchased at the front desk or online; online tickets are valid for any day within 3 months of purchase. Tickets are non-refundable but may be exchanged for another date up to 24 hours before your visit. Your ticket includes re-entry on the same day.

Annual membership costs $45 for individuals and $80 for households, and includes free admission, a 10% discount in the café and shop, and invitations to exhibition previews.

We accept cash, credit and debit cards and contactless payment.`,
    `Guided Tours
Free guided tours of the permanent collection, "Threads of the Valley", start at 11am and 2pm from Tuesday to Saturday, and at 2pm on Sunday. Tours last approximately 60 minutes and are led by volunteer guides. No booking is needed; please meet at the information desk 5 minutes before the tour begins.

The Mill Floor Tour takes visitors into the restored weaving room to see the 1890s looms in operation. It runs on Saturdays at 1pm, costs $5 per person in addition to admission, and is limited to 15 people. Children under 8 are not permitted on the Mill Floor Tour for safety reasons.

Groups and Schools
Groups of 10 or more receive 20% off standard admission when booked at least 2 weeks in advance. School groups are admitted at $4 per pupil, with one accompanying adult free for every 8 pupils. Private guided tours for groups can be arranged in English and Spanish.

Audio guides are available in English, Spanish and German for $3.`,
    `Accessibility
All public galleries are step-free and accessible by elevator, with the exception of the Mill Floor, which can only be reached by stairs. Wheelchairs can be borrowed free of charge from the front desk. Accessible restrooms are located on the ground floor and second floor. Assistance dogs are welcome; other pets are not allowed inside the museum. Carers accompanying a disabled visitor are admitted free. Large-print gallery guides are available on request, and a sensory-friendly quiet morning takes place on the first Saturday of each month from 9am to 10am.

Mill Race Café
The Mill Race Café on the ground floor serves coffee, soups, sandwiches and homemade cakes, with vegetarian and gluten-free options. It is open from 10am to 4:30pm, Tuesday to Sunday, and can be visited without a museum ticket. The café terrace overlooks the river.

Visitor Guidelines
Non-flash photography for personal use is permitted in all galleries except the Sampler Room. Large bags and backpacks must be left in the free lockers near the entrance (a 25-cent coin is needed and is returned). Strollers are welcome.`,
  ],
  questions: [
    { text: 'how much r adult tickets', expect: ['$14'] },
    { text: 'im 70 do i get a discount', expect: ['$11'] },
    { text: 'my daughter is 5 does she need a ticket', expect: ['free'] },
    { text: 'how much for my 10 yr old', expect: ['$6'] },
    { text: 'price of family ticket 2 adults 3 kids', expect: ['$36'] },
    { text: 'sunday hours?', expect: ['12pm to 5pm'] },
    { text: 'open memorial day monday?', expect: ['public holiday Mondays'] },
    { text: 'whats the latest we can get in', expect: ['45 minutes before closing'] },
    { text: 'visiting on jan 10 will u be open', expect: ['annual maintenance'] },
    { text: 'open on xmas eve', expect: ['December 24'] },
    {
      text: 'coming by train how do i get to u from the station',
      expect: ['cross the footbridge'],
    },
    { text: 'how much does parking cost', expect: ['$3'] },
    { text: 'what time r the free tours', expect: ['11am and 2pm'] },
    { text: 'how long is the guided tour', expect: ['60 minutes'] },
    { text: 'do we have to book the free tour', expect: ['No booking is needed'] },
    { text: 'can my 6 year old do the loom tour', expect: ['under 8 are not permitted'] },
    { text: 'whats the extra cost for the mill floor tour', expect: ['$5 per person'] },
    { text: 'my mom uses a wheelchair is there a lift', expect: ['elevator'] },
    { text: 'can i borrow a wheel chair', expect: ['free of charge'] },
    { text: 'can i bring my dog', expect: ['not allowed'] },
    { text: 'anything gluten free at the cafe', expect: ['gluten-free options'] },
    {
      text: 'can i just pop into the cafe without paying for the exhibits',
      expect: ['without a museum ticket'],
    },
    { text: 'what time does the café close', expect: ['4:30pm'] },
    { text: 'r we allowed to take pics', expect: ['Non-flash photography'] },
    { text: 'where do i leave my backpack', expect: ['lockers'] },
    { text: 'were a group of 12 any discount', expect: ['20% off'] },
    { text: 'school trip how much per kid', expect: ['$4 per pupil'] },
    { text: 'do u have audio guides in german how much', expect: ['$3'] },
    { text: 'cant make it anymore can i get my money back', expect: ['non-refundable'] },
    { text: 'can we leave for lunch and come back in', expect: ['re-entry on the same day'] },
    { text: 'is the museum open easter sunday', unanswerable: true },
    { text: 'how much is a coffee at the cafe', unanswerable: true },
    { text: 'can we rent the museum for a wedding', unanswerable: true },
    { text: 'what time does the gift shop close', unanswerable: true },
    { text: 'how much is a private tour for our group', unanswerable: true },
    { text: 'is there ev charging in the parking lot', unanswerable: true },
    { text: 'do u give a discount for aaa members', unanswerable: true },
    { text: 'how long does it take to see the whole museum', unanswerable: true },
    { text: 'is there a picnic area where we can eat our own food', unanswerable: true },
    { text: 'whats the temporary exhibition on right now', unanswerable: true },
  ],
};
