import { CAPACITY, SPAN } from './answer-shapes';
import type { Concept } from './vocabulary';

/**
 * The everyday words customers use for what a business writes in its own terms (issue 23):
 * "leave my bags" for luggage storage, "plug in my car" for EV charging, "try it before I buy"
 * for a trial, "how early" and "what's the latest" for opening hours, "Christmas Eve" for
 * December 24. General to customer service, like vocabulary.ts, which lists them with its own.
 */

const words = (text: string) => text.split(' ');
const phrases = (text: string) => text.split(', ');

/** "every hour", "every 2 weeks", "once a day", "daily". */
const EVERY =
  /\bevery\s(?:\d+\s)?(?:minute|hour|day|week|month|year)s?\b|\b(?:once|twice|\w+ times) (?:a|an|per) (?:minute|hour|day|week|month|year)\b|\b(?:hourly|daily|weekly|monthly|nightly)\b/i;

/** Holidays: the name, the date (or the month of a movable one), how else customers type it. */
/** A holiday's name, its date, and other ways customers write it. */
const HOLIDAYS: [string, string, ...string[]][] = [
  ['christmas eve', 'december 24', 'xmas eve'],
  ['christmas', 'december 25', 'xmas', 'christmas day', 'xmas day'],
  ['boxing day', 'december 26'],
  ['new years eve', 'december 31', 'new year eve'],
  ['new years day', 'january 1', 'new year', 'new years', 'new year day'],
  ['independence day', 'july 4', 'july 4th', '4th of july', 'fourth of july'],
  ['halloween', 'october 31'],
  ['valentines day', 'february 14', 'valentines'],
  ['thanksgiving', 'november', 'thanksgiving day'],
  ['easter', 'april', 'easter sunday', 'easter monday', 'good friday'],
  ['memorial day', 'may'],
  ['labor day', 'september', 'labour day'],
];

/** Words of holidays' names that every other sentence holds. */
const COMMON = ['day', 'new', 'years'];

/** Holidays in general: "closed on public holidays", "bank holidays", "holiday weekends". */
const ANY_HOLIDAY =
  /\b(?:public|bank|national|federal|statutory|stat|legal|major|all)\s+holidays?\b|\bholidays\b|\bholiday\s+weekends?\b/i;

/** A phrase as businesses write it: any spacing or hyphen between words, "New Year's" for "new years". */
const phraseShape = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => (word.length > 3 && word.endsWith('s') ? `${word.slice(0, -1)}['’]?s` : word))
    .join('[\\s-]+');

/**
 * "December 24", "Dec. 24th", "24 December", "the 24th of December", "December 24 and 25":
 * a fixed holiday's date as a business writes it.
 */
function dateShape(date: string): string | undefined {
  const [month, day] = date.split(' ');
  if (!month || !day) return undefined;
  const monthShape = `${month.slice(0, 3)}(?:${month.slice(3)})?\\.?`;
  const dayShape = `${day}(?:st|nd|rd|th)?`;
  const earlierDays = '(?:\\d{1,2}(?:st|nd|rd|th)?\\s?(?:,|and|&|to|-|–)\\s?)*';
  return `${monthShape}\\s${earlierDays}${dayShape}|${dayShape}(?:\\sof)?\\s${monthShape}`;
}

/** What answers a question about one holiday: a sentence naming it, its date, or holidays in general. */
function holidayShape(name: string, date: string, asked: string[]): RegExp {
  const names = [name, ...asked].map(phraseShape);
  const byDate = /\d/.test(date) ? dateShape(date) : undefined;
  const own = [...names, ...(byDate ? [byDate] : [])].join('|');
  return new RegExp(`\\b(?:${own})\\b|${ANY_HOLIDAY.source}`, 'i');
}

export const EVERYDAY_CONCEPTS: Concept[] = [
  {
    name: 'luggage',
    asked: phrases(
      'bags, luggage, suitcase, suitcases, baggage, leave my bags, store my bags, drop my bags, backpack',
    ),
    written: words('luggage baggage bags storage left-luggage'),
  },
  {
    name: 'electric vehicles',
    asked: phrases(
      'plug in my car, charge my car, charge my ev, electric car, electric vehicle, ev, charger, charging point, charging station',
    ),
    written: words('ev charging charger chargers electric vehicle vehicles'),
  },
  {
    name: 'export',
    asked: phrases('spreadsheet, spreadsheets, excel, csv, download my data, export, exports'),
    written: words('export exports csv xlsx excel download'),
  },
  {
    name: 'dietary',
    asked: phrases(
      'animal products, vegan, vegetarian, plant based, plant-based, dairy free, dairy-free, gluten free, gluten-free, no meat, allergy, allergies',
    ),
    written: words('vegan vegetarian plant-based dairy-free gluten-free allergens allergies'),
  },
  {
    name: 'washing',
    asked: phrases('wash up, shower, showers, bathe, freshen up, clean up'),
    written: words('showers shower washrooms bathrooms restrooms'),
  },
  {
    name: 'restrooms',
    asked: phrases('bathroom, bathrooms, toilet, toilets, restroom, restrooms, loo, washroom'),
    written: words('restroom restrooms toilets toilet bathroom bathrooms washrooms'),
  },
  {
    // Not a price asked: whether the business matches another's.
    name: 'price matching',
    asked: phrases(
      'price match, price matching, match the price, match a price, beat the price, beat a price',
    ),
    written: words('match matching beat lower cheaper'),
  },
  {
    // Homes are sized by bedrooms, written "3 bed", "3-bedroom", "3BR".
    name: 'bedrooms',
    asked: phrases('bedroom, bedrooms, bed apartment, bed house, bed home, bed flat'),
    written: words('bedroom bedrooms bed beds'),
  },
  {
    name: 'deposit',
    asked: phrases(
      'deposit, deposits, upfront, up front, in advance, prepay, prepaid, prepayment, pay first',
    ),
    written: words('deposit deposits upfront advance prepayment balance'),
  },
  {
    name: 'trial',
    asked: phrases(
      'try, try out, trial, trials, test ride, test drive, taster, demo, before i buy, before buying, before paying, before signing up, before i commit',
    ),
    written: words('trial test taster try demo free'),
  },
  {
    name: 'arrival',
    asked: phrases('arrive, arrival, check in, check-in, checkin, show up, be there'),
    written: words('arrive arrival check-in before early'),
    answers: SPAN,
  },
  {
    name: 'capacity',
    asked: phrases(
      'how many people, how many guests, how many of us, how many can, fit, capacity, seats, seating, how big, maximum, max',
    ),
    // The number of people is in the answer's shape: "people" alone would find any sentence.
    written: words('capacity seated standing maximum limited'),
    answers: CAPACITY,
  },
  {
    name: 'guests',
    asked: phrases(
      'friend, friends, buddy, mate, plus one, tag along, bring someone, guest, guests, visitor, visitors',
    ),
    written: words('guest guests visitor visitors'),
  },
  {
    name: 'wifi',
    asked: phrases('wifi, wi-fi, wi fi, wireless, wlan, hotspot'),
    written: words('wi-fi wifi wireless internet'),
  },
  {
    name: 'holidays',
    asked: phrases(
      'holiday, holidays, bank holiday, public holiday, public holidays, stat holiday',
    ),
    written: words('holiday holidays closed'),
  },
  ...HOLIDAYS.map(([name, date, ...asked]) => ({
    name,
    asked: [name, ...asked],
    // A business writes the day by its name or by its date ("closed December 24 to 26"); the
    // month stands for the date, as a number alone would find every "24 hours".
    written: [
      ...words(name).filter((word) => !COMMON.includes(word)),
      date.split(' ')[0]!,
      'holiday',
      'holidays',
    ],
    onlyAnsweredBy: holidayShape(name, date, asked),
  })),
  {
    name: 'storage',
    asked: phrases('leave my, store my, keep my, storage, store, stash, lock up'),
    written: words('storage store stored racks rack lockers locker'),
  },
  {
    name: 'frequency',
    asked: phrases('how often, how frequently, frequency, every how many'),
    written: words('every daily weekly monthly hourly'),
    answers: EVERY,
  },
];
