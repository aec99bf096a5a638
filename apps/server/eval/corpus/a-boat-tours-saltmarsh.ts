import type { EvalBusiness } from '../set/types';

export const saltmarshCruises: EvalBusiness = {
  id: 'saltmarsh-cruises',
  name: 'Saltmarsh Harbor Cruises',
  knowledge: [
    `Saltmarsh Harbor Cruises
Our Tours
Harbor History Cruise - 90 minutes. A narrated tour past Fort Sumter, the Battery and the Ravenel Bridge aboard the Harbor Queen. Departs daily at 10am, 1pm and 3:30pm. Adults $34, children aged 4 to 12 $18, children under 4 ride free.
Dolphin Discovery Tour - 2 hours aboard our smaller catamaran, the Marsh Hen, limited to 24 passengers. Departs at 9am and 2pm, Wednesday to Sunday. Adults $49, children aged 4 to 12 $29. Dolphins are sighted on over 95% of trips; if no dolphins are seen, you may rebook another Dolphin Discovery Tour free of charge within 12 months.
Sunset Cocktail Cruise - 2 hours, departing 1 hour before sunset (between 6pm and 7:30pm depending on the season). Adults only: guests must be 21 or over, and ID is checked at boarding. $59 per person, including one welcome drink. A cash bar is available on board.
Private Charters - The Marsh Hen can be chartered for up to 24 guests for weddings, birthdays and corporate events. Charters start at $650 for 2 hours.`,
    `Getting Here
All cruises depart from Dock C at Saltmarsh Landing Marina, 60 Concord Street, Charleston, SC 29401. Our ticket booth is at the top of the ramp to Dock C, opposite the Waterfront Park fountain.
Parking: the nearest garage is the Concord Street Garage (approximately $2 per hour, or $20 maximum per day), a 3-minute walk away. We do not validate parking. Street parking on Concord Street is limited to 2 hours.
The free DASH trolley (Orange Route) stops at Market and Concord, two blocks from the marina.
Check-in opens 45 minutes before departure and closes 15 minutes before departure. Boarding begins 20 minutes before departure. Please bring your e-ticket on your phone or printed; guests who arrive after check-in closes cannot be guaranteed boarding.
Luggage storage is not available at the marina, but small bags and backpacks may be brought on board.
Ticket booth hours: 8:30am to 7pm, March to November; 9am to 5pm, December to February.`,
    `Frequently Asked Questions
Can I cancel or change my booking? Reservations cancelled at least 24 hours before departure receive a full refund. Cancellations within 24 hours are not refundable, but tickets may be moved to another date for a $5 per-ticket fee. Private charters require a 50% deposit, which is non-refundable within 30 days of the charter date.
What happens if the weather is bad? Tours operate in light rain. If the captain cancels a tour because of weather, you may choose a full refund or a free rebooking. We make cancellation decisions no later than 2 hours before departure and notify guests by text message.
Is the boat accessible? The Harbor Queen (used for the Harbor History Cruise) has a wheelchair-accessible main deck and restroom. The Marsh Hen has steps and is not wheelchair accessible. Strollers must be folded on board.
Can I bring my dog? Well-behaved dogs on a leash are welcome on the Harbor History Cruise at no charge. Dogs are not permitted on the Dolphin Discovery Tour or the Sunset Cocktail Cruise, except service animals.
Can I bring food and drink? Guests may bring snacks and non-alcoholic drinks. Outside alcohol is not permitted on any tour. Soft drinks, beer, wine and snacks are sold on board.
Are there discounts? Seniors aged 65 and over, active military and veterans receive $4 off adult tickets on the Harbor History Cruise and the Dolphin Discovery Tour. Groups of 15 or more receive 10% off when booked by phone.
How can I pay? We accept all major credit cards and Apple Pay at the ticket booth and online. Cash is accepted at the ticket booth only.
Contact us: (555) 471-2290 (reservations, 8am to 6pm daily) or bookings@saltmarshcruises.example.`,
  ],
  questions: [
    { text: 'where do the boats leave from', expect: ['Dock C'] },
    { text: 'whats the address for my gps', expect: ['60 Concord Street'] },
    { text: 'where can i park my car', expect: ['Concord Street Garage'] },
    { text: 'do u validate parking', expect: ['do not validate'] },
    { text: 'is there a free bus or something to get to the marina', expect: ['DASH trolley'] },
    { text: 'how early should we get there before the tour', expect: ['45 minutes'] },
    { text: 'whats the cut off for checkin', expect: ['15 minutes'] },
    { text: 'can i leave my suitcase somewhere, we fly out after', expect: ['not available'] },
    { text: 'how long is the history tour', expect: ['90 minutes'] },
    { text: 'what times does the harbor cruise go out', expect: ['10am', '1pm', '3:30pm'] },
    { text: 'how much for the history cruise for an adult and my 8 yo', expect: ['$34', '$18'] },
    { text: 'my baby is 2 does she need a ticket', expect: ['ride free'] },
    { text: 'do the dolphin tours go on mondays', expect: ['Wednesday to Sunday'] },
    { text: 'what if we dont see any dolphins lol', expect: ['free of charge'] },
    { text: 'how many people fit on the dolphin boat', expect: ['24 passengers'] },
    { text: 'can my 19 yr old come on the sunset cruise with us', expect: ['21 or over'] },
    { text: 'what time does the sunset one leave', expect: ['1 hour before sunset'] },
    { text: 'is a drink included on the sunset cruise', expect: ['one welcome drink'] },
    { text: 'how much to rent the whole boat for a party', expect: ['$650'] },
    { text: 'can i get my money back if i cancel', expect: ['24 hours'] },
    { text: 'something came up for tomorrow, can we switch to another date', expect: ['$5'] },
    { text: 'what if its raining', expect: ['light rain'] },
    { text: 'how will i know if its cancelled bc of weather', expect: ['text message'] },
    { text: 'my dad is in a wheelchair which tour can he do', expect: ['Harbor History Cruise'] },
    { text: 'can i bring my golden retriever on the dolphin tour', expect: ['not permitted'] },
    { text: 'byob?', expect: ['not permitted'] },
    { text: 'veteran discount?', expect: ['$4 off'] },
    { text: 'we r a group of 20 any discount', expect: ['10% off'] },
    { text: 'can i pay cash', expect: ['ticket booth only'] },
    { text: 'whats ur phone number for bookings', expect: ['(555) 471-2290'] },
    { text: 'is there a bathroom on the dolphin boat', unanswerable: true },
    { text: 'how much is a private charter for 4 hours', unanswerable: true },
    { text: 'do u run tours on christmas day', unanswerable: true },
    { text: 'do u have life jackets for kids', unanswerable: true },
    { text: 'how much is a beer on the boat', unanswerable: true },
    { text: 'is there a student discount', unanswerable: true },
    { text: 'do u do fishing trips', unanswerable: true },
    { text: 'can u pick us up from our hotel', unanswerable: true },
    { text: 'does the sunset cruise run in january', unanswerable: true },
    { text: 'can i bring my cat on the harbor cruise', unanswerable: true },
  ],
};
