import type { EvalBusiness } from '../set/types';

export const basaltBouldering: EvalBusiness = {
  id: 'basalt-bouldering',
  name: 'Basalt Bouldering Co.',
  knowledge: [
    `Basalt Bouldering Co. - Spokane
Location
Basalt Bouldering Co. is at 415 E Trent Avenue, Spokane, WA 99202, in the former Trent Street ice house, two blocks east of the Division Street bridge. Parking is free in our own lot (48 spaces), and there are 2 EV charging stations (Level 2, free for members, $0.30 per kWh for visitors). Covered bike racks are located beside the main entrance. STA bus route 29 stops directly outside.

Opening Hours
Monday - Friday: 6am - 10pm
Saturday and Sunday: 8am - 8pm
Holiday hours: open 10am - 4pm on Thanksgiving Day, Christmas Eve, New Year's Eve and Independence Day; closed on Christmas Day. Last entry is 45 minutes before closing.

Contact
Front desk: (555) 289-6610
Email: hello@basaltbouldering.example
Birthday parties and groups: groups@basaltbouldering.example`,
    `Day Passes and Memberships
Adult day pass: $22
Youth day pass (ages 6 to 17): $16
Students (with valid college ID) and seniors aged 62 and over: $18
Off-Peak day pass (Monday to Friday before 3pm): $15
Punch card (10 visits, transferable, never expires): $190
Monthly membership: $79 per month with a 12-month commitment, or $92 per month with no commitment. Annual membership paid in full: $850.
Family membership (2 adults and up to 3 children living at the same address): $195 per month.
Rental gear: climbing shoes $6, chalk bag $3, or the rental package (shoes and chalk) $8. Rental shoes are sanitized after every use. We stock La Sportiva and Scarpa shoes in sizes 4 to 14 (US men's).
Membership freezes are available for $10 per month, for up to 3 months per year. Memberships can be cancelled with 30 days' notice.`,
    `Your First Visit
Every climber must sign our online waiver before climbing. Climbers under 18 need the waiver signed by a parent or legal guardian. Children aged 13 and under must be supervised by an adult at all times; youth aged 14 to 17 may climb unsupervised once they have passed our Youth Independence Check (free, about 15 minutes).
First-timers receive a free 20-minute orientation covering falling technique, the grading system and gym etiquette. Our problems are graded on the V-scale from VB to V10 and are reset every Tuesday and Thursday; one wall section is closed during each reset.
Intro to Bouldering class: 90 minutes, $45, including the day pass and rental gear. Classes run Wednesdays at 6:30pm and Saturdays at 10am, with a maximum of 8 climbers per class.
Facilities: changing rooms with showers (bring your own towel, or rent one for $2), free day lockers (bring your own padlock or buy one at the desk for $8), a fitness area with free weights and hangboards, a yoga room, and a cafe serving coffee, smoothies and snacks. Free Wi-Fi: network "Basalt-Guest", password "sendit2024".
Rules: no dogs inside the gym (service animals excepted); no outside chalk containing rosin; shirts must be worn in the cafe. Liquid chalk is welcome.
Payment: we accept all major cards, Apple Pay and Google Pay. Cash is not accepted.
Refunds: day passes and punch cards are non-refundable.`,
    `Birthday Parties
Parties are for children aged 5 and over and last 2 hours (90 minutes of climbing with a coach, followed by 30 minutes in our party room). Saturday and Sunday parties start at 11am, 1:30pm or 4pm. The price is $260 for up to 10 children and $20 for each additional child, up to 16 children. A $75 non-refundable deposit secures your date. Outside food and cake are allowed in the party room only.`,
  ],
  questions: [
    { text: 'where r u', expect: ['415 E Trent Avenue'] },
    { text: 'can i plug in my tesla while i climb, is it free', expect: ['$0.30 per kWh'] },
    { text: 'what bus goes there', expect: ['route 29'] },
    { text: 'how early do u open on weekdays', expect: ['6am'] },
    { text: 'whats the latest i can show up on a sunday', expect: ['8pm', '45 minutes'] },
    { text: 'open on xmas day?', expect: ['closed'] },
    { text: 'thanksgiving hours', expect: ['10am', '4pm'] },
    { text: 'phone number pls', expect: ['(555) 289-6610'] },
    { text: 'how much is a day pass', expect: ['$22'] },
    { text: 'my son is 12 how much for him', expect: ['$16'] },
    { text: 'whats the cheapest time to come climb', expect: ['$15', 'before 3pm'] },
    { text: 'do the 10 visit cards run out', expect: ['never expires'] },
    { text: 'how much is a membership without a contract', expect: ['$92'] },
    { text: 'family membership price?', expect: ['$195'] },
    { text: 'can i rent climbing shoes, how much', expect: ['$6'] },
    { text: 'what brand are ur rental shoes', expect: ['La Sportiva'] },
    {
      text: 'im traveling for 2 months can i put my membership on hold',
      expect: ['$10 per month'],
    },
    { text: 'how much notice to cancel my membership', expect: ['30 days'] },
    {
      text: 'my 15 yr old wants to go on his own is that ok',
      expect: ['Youth Independence Check'],
    },
    {
      text: 'never climbed before, do u show newbies the ropes',
      expect: ['20-minute orientation'],
    },
    { text: 'how long is the beginners class', expect: ['90 minutes'] },
    { text: 'when are the intro classes', expect: ['Wednesdays at 6:30pm', 'Saturdays at 10am'] },
    { text: 'are there showers, do i need to bring a towel', expect: ['$2'] },
    { text: 'whats the wifi password', expect: ['sendit2024'] },
    { text: 'can i bring my border collie', expect: ['no dogs'] },
    { text: 'do u take cash', expect: ['not accepted'] },
    {
      text: 'bought a punch card and im moving away, can i get my money back',
      expect: ['non-refundable'],
    },
    { text: 'how much is a bday party for 12 kids', expect: ['$260', '$20'] },
    { text: 'can we bring our own cake to the party', expect: ['party room only'] },
    { text: 'when do u set new problems', expect: ['Tuesday and Thursday'] },
    { text: 'how much for my 4 year old to climb', unanswerable: true },
    { text: 'do u have top rope or lead walls', unanswerable: true },
    { text: 'are you open on easter', unanswerable: true },
    { text: 'how much is a chalk bag to buy not rent', unanswerable: true },
    { text: 'is there a sauna', unanswerable: true },
    { text: 'how much r the smoothies at the cafe', unanswerable: true },
    { text: 'is there a military discount', unanswerable: true },
    { text: 'what time are yoga classes', unanswerable: true },
    { text: 'can i book a private coaching session', unanswerable: true },
    { text: 'do u have a kids climbing team', unanswerable: true },
  ],
};
