import type { ParaphraseGroup } from './paraphrases';

/** Fresh held-out groups, written later by a different, independent writer who never saw the original set. */
export const FRESH_PARAPHRASE_GROUPS: ParaphraseGroup[] = [
  {
    business: 'hair salon',
    question: "How much is a men's haircut?",
    paraphrases: [
      'hey whats the price for a guys cut',
      'how much u charge for a mens trim',
      'im a dude, need my hair chopped, what does that run me?',
      'cost of a short back n sides for a bloke??',
      'was wondering what yall ask for fellas haircuts',
    ],
  },
  {
    business: 'hair salon',
    question: 'How much is a haircut for a child?',
    paraphrases: [
      'how much for a kids cut',
      'my 6 yr old son needs his hair done before school pics, whats the cost',
      'do little ones pay less? my daughter is 4 and needs a tidy up',
      'price for toddler haircut pls',
      'bringing my twins (8) in for a snip, how much per kid',
    ],
  },
  {
    business: 'hair salon',
    question: 'How much is a beard trim?',
    paraphrases: [
      'beard trim price?',
      'how much to neaten up my beard',
      'what do u charge for shaping facial hair',
      'my goatee is outta control lol, what would it cost to get it sorted',
      'cost for a beard lineup only, not the head',
    ],
  },
  {
    business: 'hotel',
    question: 'What time is check-in?',
    paraphrases: [
      'what time can we get into the room',
      'wen is check in',
      'our flight lands at 10am, from what hour is the room ready?',
      'i was wondering the earliest we can grab our keys on arrival day',
      'arriving friday, when r rooms available',
    ],
  },
  {
    business: 'hotel',
    question: 'Can I check out late?',
    paraphrases: [
      'is late checkout possible',
      'can we stay in the room past noon on our last day',
      'our train isnt till 5pm, any chance we could keep the room a bit longer?',
      'any way to leave at like 2 instead of 11',
      'hey could i hang onto my suite a few extra hrs sunday',
    ],
  },
  {
    business: 'hotel',
    question: 'Can I leave my luggage at the hotel after I check out?',
    paraphrases: [
      'can u hold my bags after checkout',
      'is there somewhere to stash suitcases once we hand the key back',
      'flying out late, do you have a luggage room for the afternoon',
      'we leave at 11 but want to explore the city, can our backpacks stay at reception?',
      'baggage storage after check out??',
    ],
  },
  {
    business: 'car repair garage',
    question: 'How much does an oil change cost?',
    paraphrases: [
      'price for an oil change?',
      'how much to swap the oil on my honda civic',
      'what do u guys charge for new engine oil and filter',
      'my corolla is due for fresh oil, ballpark cost?',
      'lube service how much',
    ],
  },
  {
    business: 'car repair garage',
    question: 'How long does an oil change take?',
    paraphrases: [
      'how long does an oil change take',
      'if i drop off my ford focus for new oil, how many mins til its done',
      'quick q, whats the turnaround on a lube job',
      'need my jeep oil replaced on my lunch break, is an hour enough?',
      'duration of oil service?',
    ],
  },
  {
    business: 'car repair garage',
    question: 'Can I wait at the garage while my car is being worked on?',
    paraphrases: [
      'can i wait there while u fix my car',
      'is there a waiting area or do i have to leave the vehicle',
      'i dont have a ride home, cool if i just sit in your lobby while the mechanic does my bmw?',
      'do you have somewhere to hang out during the repair, with wifi maybe',
      'can i stick around on site til my truck is ready',
    ],
  },
  {
    business: 'restaurant',
    question: 'Can I cancel my booking?',
    paraphrases: [
      'need to cancel my reservation for tonight',
      'hi something came up and we cant make it saturday, how do i call off the table',
      'can i scrap my booking',
      'we wont be coming thursday anymore, pls remove us',
      'is it possible to drop our res for 4 people without a fee',
    ],
  },
  {
    business: 'restaurant',
    question: 'Can I change the time of my booking?',
    paraphrases: [
      'can i move my reservation to a later time',
      'booked 7pm but running late from work, could we push it to 8:30',
      'is it ok to switch our table from 6 to half 7',
      'need to reschedule tonights res an hour earlier pls',
      'any chance of shifting my slot',
    ],
  },
  {
    business: 'restaurant',
    question: 'Can I add more people to my booking?',
    paraphrases: [
      'can i add 2 more ppl to my reservation',
      'my inlaws decided to join, table for 4 needs to become 6, doable?',
      'is it possible to increase the number of guests on my booking',
      'couple extra friends tagging along tmrw, can u squeeze them in with us',
      'party size went up, can u update',
    ],
  },
  {
    business: 'gym',
    question: 'How much is a monthly membership?',
    paraphrases: [
      'how much is it per month',
      'whats the monthly fee to join',
      'thinking of signing up, what would i pay each month',
      'membership cost??',
      'i was wondering what 30 days at ur gym runs, no contract',
    ],
  },
  {
    business: 'gym',
    question: 'Can I pause my membership?',
    paraphrases: [
      'can i freeze my membership',
      'going travelling for 6 weeks, can i put my account on hold',
      'tore my acl, is there a way to pause payments till im back lifting',
      'suspend membership temporarily?',
      'im pregnant and want a break from working out for a few months without losing my spot, possible?',
    ],
  },
  {
    business: 'gym',
    question: 'How do I cancel my membership?',
    paraphrases: [
      'how do i cancel',
      'i want to quit the gym for good, what do i do',
      'moving to another city, need to end my contract',
      'stop charging my card pls, done with membership',
      'whats the process to terminate my plan',
    ],
  },
  {
    business: 'pet groomer',
    question: 'Do you groom cats?',
    paraphrases: [
      'do u do cats',
      'my persian is super matted, can yall clean her up',
      'is grooming just for dogs or do you take kitties too',
      'i was wondering if you ever work on felines, my maine coon needs a bath',
      'cat grooming??',
    ],
  },
  {
    business: 'pet groomer',
    question: 'How much is a full groom for a large dog?',
    paraphrases: [
      'price for full groom big dog',
      'how much to wash and cut my golden retriever',
      'what would it cost for the works on a 40kg husky',
      'my bernese needs everything done bath haircut the lot, whats the damage',
      'large breed pampering package cost?',
    ],
  },
  {
    business: 'pet groomer',
    question: 'Do you do nail trims on their own, without a full groom?',
    paraphrases: [
      'can i just get nails clipped',
      'my beagle only needs his claws cut, no bath, do u do that',
      'nail trim only?',
      'is it possible to book a quick pedicure for my pup without the full wash',
      'i was wondering if you do toenail snips by themselves, my lab hates getting shampooed',
    ],
  },
];
