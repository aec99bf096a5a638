import type { EvalBusiness } from '../set/types';

export const brickyardCoworking: EvalBusiness = {
  id: 'brickyard-commons',
  name: 'Brickyard Commons Coworking',
  knowledge: [
    `Brickyard Commons – Coworking in Old Town Halden

Brickyard Commons is a 12,000-square-foot coworking space on the second and third floors of the restored Mercer Brick Works building at 77 Canal Row, Halden, MN 55417. The entrance is on Foundry Lane, opposite the Halden Public Library. We are a 4-minute walk from Canal Row station (Green Line), and bus routes 14 and 22 stop directly outside.

Staffed hours (front desk): Monday to Friday, 8am to 6pm. The front desk is closed on weekends and on public holidays. Members with 24/7 access can enter at any time using their key card. Day pass holders may use the space from 8am to 8pm on weekdays only. We are closed to day pass holders from December 24 to January 1 inclusive.

Contact
Front desk: (555) 640-2210
Membership sales: (555) 640-2215
Email: hello@brickyardcommons.example
Community manager: Priya Natarajan (priya@brickyardcommons.example)

Parking and bikes
The building has no private parking. The Foundry Lane public garage next door charges $2 per hour or $14 per day; members receive a discounted monthly permit for $95. Secure indoor bike storage with 30 racks is free for everyone, and there are showers and lockers on the second floor. Two EV charging stations are available in the Foundry Lane garage.`,
    `Memberships and Passes

Day Pass – $29 per day. Includes a hot desk in the open workspace, Wi-Fi, coffee and tea, and printing of up to 20 pages. No booking required, but we recommend calling ahead on Mondays and Tuesdays, which are our busiest days.
10-Day Pack – $240. Ten day passes valid for 3 months from the date of purchase. Passes are non-transferable.
Flex Membership – $189 per month. Hot desk access on weekdays, 8am to 8pm, plus 2 hours of meeting room credit per month.
Dedicated Desk – $349 per month. Your own desk with a lockable pedestal, 24/7 access, and 6 hours of meeting room credit per month.
Private Office – from $890 per month for a 2-person office, up to $2,400 per month for an 8-person office. Includes 24/7 access, furniture, and 10 hours of meeting room credit per month.

Students with a valid student ID receive 20% off the Day Pass and the Flex Membership. Non-profit organizations receive 15% off all monthly memberships. Monthly memberships renew automatically; cancel with 30 days' written notice. There is no joining fee. First-time visitors can request a free trial day once, Monday to Thursday.`,
    `Meeting Rooms and Event Space

We have four bookable rooms:
- The Kiln (4 people) – $25 per hour
- The Chimney (8 people) – $40 per hour, with a 65-inch screen and a Logitech video conferencing camera
- The Furnace (14 people) – $70 per hour, with a projector, whiteboard wall and conference phone
- The Yard (event space, up to 60 people standing or 40 seated) – $150 per hour, minimum 3 hours, available evenings and weekends

Meeting rooms can be booked by non-members. Bookings are made through the Brickyard app or at brickyardcommons.example/rooms. Members use their monthly credit first; additional time is charged at the rates above with a 10% member discount. Cancellations made at least 24 hours before the start time are refunded in full; later cancellations are not refunded. Catering can be ordered through the front desk with 48 hours' notice.`,
    `Frequently Asked Questions

Can I use Brickyard Commons as my business address?
Yes. The Virtual Address plan costs $59 per month and gives you a business address at 77 Canal Row, Suite 300, with mail handling. We receive letters and parcels on your behalf during staffed hours and notify you by email the same day. Mail scanning is included for up to 30 items per month. Mail forwarding is available at cost plus a $5 handling fee per shipment. Parcels are held for 14 days; unclaimed parcels are returned to sender. Dedicated Desk and Private Office members get mail handling at no extra charge.

What is the Wi-Fi?
The network name is Brickyard-Members (password provided at check-in). Guests use Brickyard-Guest. Our fiber connection runs at 1 Gbps.

Printing
Black and white printing costs 10 cents per page, color 50 cents per page, after any included pages. Scanning is free.

Are dogs allowed?
Well-behaved dogs are welcome on the third floor only, on Fridays, for members who have registered their dog with the front desk. Dogs are not allowed in meeting rooms.

Is the building accessible?
Yes. There is step-free access from Foundry Lane, an elevator to both floors, and accessible restrooms on each floor.

How do I pay?
We accept all major credit and debit cards, Apple Pay and Google Pay. Monthly memberships are billed on the 1st of each month by card or ACH direct debit. We do not accept cash.

Guests
Members may bring up to 2 guests per day free of charge for a maximum of 2 hours; longer visits require a Day Pass.`,
  ],
  questions: [
    { text: 'how much is a day pass', expect: ['$29'] },
    { text: 'whats the wifi called', expect: ['Brickyard-Members'] },
    { text: 'how fast is the wi fi', expect: ['1 Gbps'] },
    { text: 'how much is a monthly parking permit if im not a member', unanswerable: true },
    { text: 'can i use a day pass on a saturday', expect: ['weekdays only'] },
    { text: 'what time does reception close', expect: ['6pm'] },
    { text: 'whats the latest i can stay with a day pass', expect: ['8pm'] },
    { text: 'do u have phone booths for calls', unanswerable: true },
    { text: 'where exactly r u', expect: ['77 Canal Row'] },
    { text: 'how much to print in colour', expect: ['50 cents'] },
    { text: 'closest train stop?', expect: ['Canal Row station'] },
    { text: 'is there a cafe in the building', unanswerable: true },
    { text: 'how much to park all day near u', expect: ['$14 per day'] },
    { text: 'can i charge my tesla there', expect: ['EV charging'] },
    { text: 'i cycle in, where can i leave my bike', expect: ['bike storage'] },
    { text: 'how much does catering cost for a meeting', unanswerable: true },
    { text: 'any student discount', expect: ['20% off'] },
    { text: 'were a non profit is there a deal for us', expect: ['15% off'] },
    { text: 'meeting room for 8 ppl how much per hour', expect: ['$40 per hour'] },
    { text: 'how much to rent a locker', unanswerable: true },
    { text: 'need a room for a team of 12, what does it cost', expect: ['$70 per hour'] },
    { text: 'whats the minimum booking for the event space', expect: ['minimum 3 hours'] },
    { text: 'im not a member can i still book a meeting room', expect: ['non-members'] },
    { text: 'price for a 6 person private office', unanswerable: true },
    {
      text: 'i booked a room for 2pm today, can i cancel and get my money back',
      expect: ['not refunded'],
    },
    { text: 'can i use ur address for my llc', expect: ['$59 per month'] },
    { text: 'how long do u hold packages for me', expect: ['14 days'] },
    { text: 'do u have standing desks', unanswerable: true },
    { text: 'do u forward mail and whats the charge', expect: ['$5 handling fee'] },
    { text: 'can i bring my dog to work', expect: ['Fridays', 'third floor'] },
    { text: 'is it wheelchair friendly', expect: ['step-free access'] },
    { text: 'are the meeting rooms soundproof', unanswerable: true },
    { text: 'can i pay cash', expect: ['do not accept cash'] },
    { text: 'dedicated desk price', expect: ['$349 per month'] },
    { text: 'is there a sign up fee', expect: ['no joining fee'] },
    { text: 'is there a discount if i pay for the whole year upfront', unanswerable: true },
    { text: 'how much notice to cancel my membership', expect: ['30 days'] },
    { text: 'can i try it out for a day before signing up', expect: ['free trial day'] },
    { text: 'is there a kitchen w a microwave', unanswerable: true },
    {
      text: 'my buddy wants to tag along for an hour, does he have to pay',
      expect: ['free of charge'],
    },
  ],
};
