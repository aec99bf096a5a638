import type { EvalBusiness } from '../set/types';

export const campground: EvalBusiness = {
  id: 'pine-hollow',
  name: 'Pine Hollow Campground & RV Park',
  knowledge: [
    `Pine Hollow Campground & RV Park
2250 County Road K, Tamarack Lake, WI 54892

Season and Office Hours
The campground is open from May 1 to October 15 each year. The camp office is open daily from 8am to 8pm in June, July and August, and from 9am to 6pm in May, September and October. Outside office hours, a campground host is on duty at site A1 for emergencies.

Getting Here
From Highway 63, turn east onto County Road K at the Tamarack Lake Marina sign and continue for 3 miles; our entrance is on the left just after the fire station. GPS units sometimes route guests via Old Mill Road, which is gravel and not suitable for large RVs. Please do not use it. The nearest gas station and grocery store are 4 miles away in Tamarack Lake village.

Contact
Reservations: (555) 642-7100
Office email: stay@pinehollowcamp.example
Emergency (after hours): (555) 642-7199`,
    `Sites and Rates
All rates are per night for up to 2 adults and 4 children under 18. Each additional adult is $8 per night.

Tent pitches (no hookups, picnic table and fire ring): $32
Electric sites (30 amp and water): $48
Full hookup sites (50 amp, water and sewer): $62
Pull-through RV sites (full hookup, up to 45 ft): $70
Rustic camping cabins (sleep 4, electricity, no bathroom): $85

Weekly stays: pay for 6 nights and the 7th night is free. Seniors aged 62 and over and holders of a valid military ID receive 10% off nightly rates from Sunday to Thursday. A minimum stay of 3 nights applies on holiday weekends (Memorial Day, Independence Day and Labor Day).

A dump station is located near the entrance and is free for registered guests; non-guests pay $15 per use. Firewood is sold at the office at $7 per bundle. To prevent the spread of invasive pests, outside firewood is not permitted.`,
    `Check-in and Check-out
Check-in is from 2pm and check-out is by 11am. Early check-in may be possible if your site is free; please call on the day of arrival. Late check-out until 2pm can be arranged for $15, subject to availability. Guests arriving after the office closes will find their site map and parking tag in the late arrival box next to the office door.

Quiet Hours
Quiet hours are from 10pm to 7am. Generators may only be operated between 8am and 8pm. Only registered guests may remain in the campground after 10pm; day visitors pay $5 per person and must leave by 10pm.

Pets
Well-behaved pets are welcome at tent and RV sites at no extra charge, with a limit of 2 pets per site. Pets must be kept on a leash no longer than 6 feet at all times and must never be left unattended. Pets are not allowed in the camping cabins, the beach area or the bath houses. A fenced dog run is located behind the playground.

Reservations and Cancellation
A deposit of one night's fee is required to confirm a reservation. Cancellations made at least 14 days before arrival receive a full refund minus a $10 processing fee. Cancellations within 14 days of arrival forfeit the deposit. No refunds are given for early departure or bad weather.`,
    `Amenities
Our two bath houses have flush toilets, hot shower facilities and sinks. Showers are free for registered guests and are cleaned twice a day. The bath house near Loop B is heated and wheelchair accessible. A coin-operated laundry room is located next to the office (washers $2.50, dryers $2); it is open from 7am to 10pm.

Free wi-fi is available near the office and the pavilion. The network name is PineHollow-Guest; the password is printed on your parking tag. Coverage at individual sites is limited and is not guaranteed.

Other facilities include a swimming beach on Tamarack Lake (no lifeguard on duty), a playground, a camp store selling ice, propane refills and basic groceries, kayak and canoe rentals ($15 per hour or $45 per day), and a covered pavilion that can be reserved for groups. Golf cart use is limited to guests with a valid disability permit.

Payment
We accept cash, Visa, Mastercard and Discover. Checks are not accepted.`,
  ],
  questions: [
    { text: 'whats the # to make a reservation', expect: ['(555) 642-7100'] },
    { text: 'when does the campground open for the year', expect: ['May 1'] },
    { text: 'what time can we check in', expect: ['2pm'] },
    { text: 'checkout time??', expect: ['11am'] },
    { text: 'how much is a site with just electric and water', expect: ['$48'] },
    { text: 'price for a tent spot per nite', expect: ['$32'] },
    { text: 'we got a 42 ft motorhome will it fit in a pull thru', expect: ['up to 45 ft'] },
    { text: 'can we bring our golden retriever', expect: ['pets are welcome'] },
    { text: 'can the dog sleep in the cabin w us', expect: ['not allowed in the camping cabins'] },
    { text: 'what are quiet hours', expect: ['10pm to 7am'] },
    { text: 'til what time can i run my genny', expect: ['8pm'] },
    { text: 'do i need quarters to wash up in the shower', expect: ['free for registered guests'] },
    { text: 'whats the wi-fi network called', expect: ['PineHollow-Guest'] },
    { text: 'wifi pasword?', expect: ['printed on your parking tag'] },
    { text: 'can i bring firewood from home', expect: ['not permitted'] },
    { text: 'how much r firewood bundles', expect: ['$7 per bundle'] },
    { text: 'im 64 any senior discount', expect: ['10% off'] },
    {
      text: 'if i cancel 3 weeks ahead do i get my money back',
      expect: ['full refund', '$10 processing fee'],
    },
    { text: 'we wont get there till midnight how do we check in', expect: ['late arrival box'] },
    { text: 'how much is the washing machine', expect: ['$2.50'] },
    { text: 'can friends come visit for the day is there a charge', expect: ['$5 per person'] },
    { text: 'is there a lifeguard at the beach', expect: ['no lifeguard'] },
    { text: 'how much to rent a canoe all day', expect: ['$45 per day'] },
    { text: 'do the cabins have their own toilet', expect: ['no bathroom'] },
    { text: 'can we just book 2 nights for labor day wknd', expect: ['3 nights'] },
    { text: 'where do i dump my tanks', expect: ['near the entrance'] },
    { text: 'is the shower house wheelchair accesible', expect: ['Loop B'] },
    {
      text: 'gps is sending me down old mill rd, ok for a 5th wheel?',
      expect: ['not suitable for large RVs'],
    },
    { text: 'there are 3 adults in our group is that extra', expect: ['$8 per night'] },
    { text: 'staying a whole week do u have a deal', expect: ['7th night is free'] },
    { text: 'do the sites have cable tv hookup', unanswerable: true },
    { text: 'how much to reserve the pavilion for a family reunion', unanswerable: true },
    { text: 'how much is a bag of ice at the store', unanswerable: true },
    { text: 'do i need a fishing license for the lake', unanswerable: true },
    { text: 'is there good verizon signal at the sites', unanswerable: true },
    { text: 'how much does a propane refill cost', unanswerable: true },
    { text: 'whats the max rig length for back in sites', unanswerable: true },
    { text: 'do u do monthly rates for the summer', unanswerable: true },
    { text: 'what time does the camp store close', unanswerable: true },
    { text: 'do canoe rentals come with life jackets', unanswerable: true },
  ],
};
