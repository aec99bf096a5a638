/**
 * What customers ask a business, in their words and in the business's. A concept is evoked by
 * what a customer types (`asked`: words, or phrases of several words) and brings the words a
 * business writes about it (`written`): "when do you close" looks for opening hours, "where are
 * you" for an address, "pay in installments" for payment plans and financing. Written for customer
 * service in general (the topics every small business's knowledge covers), not for one business.
 */
export interface Concept {
  name: string;
  asked: string[];
  written: string[];
  /**
   * What an answer of this kind looks like, whatever its words: an amount answers "how much", a
   * clock time "when do you open", a phone number "how can I reach you".
   */
  answers?: RegExp;
  /**
   * Set when only a sentence of this shape answers a question about it, and its written words
   * only find the passages: "are you open on Easter?" is not answered by the opening hours, nor
   * by a sentence naming other holidays or the month of April. Without such a sentence the
   * engine says it does not know.
   */
  onlyAnsweredBy?: RegExp;
}

import { CLOCK, MONEY, PHONE_OR_EMAIL, SPAN, STREET } from './answer-shapes';
import { EVERYDAY_CONCEPTS } from './everyday-concepts';

export { STREET } from './answer-shapes';

const WEEKDAYS = 'monday tuesday wednesday thursday friday saturday sunday';
const LANGUAGES =
  'english spanish french portuguese polish german italian chinese mandarin cantonese arabic russian ukrainian hindi japanese korean vietnamese tagalog dutch greek turkish';

const words = (text: string) => text.split(' ');
const phrases = (text: string) => text.split(', ');

const CORE_CONCEPTS: Concept[] = [
  {
    name: 'hours',
    asked: phrases(
      'hours, hour, open, opens, opening, close, closes, closing, closed, what time, what times, timings, schedule, morning, mornings, afternoon, afternoons, evening, evenings, noon, night, midnight, holiday, holidays, how early, how late, earliest, latest, cut off, cutoff',
    ),
    written: words(`hours open opening close closed daily weekdays holidays ${WEEKDAYS}`),
    answers: CLOCK,
  },
  {
    name: 'location',
    asked: phrases(
      'where, address, located, location, directions, find you, get there, get to you, situated, nearby, near, close by, around here',
    ),
    written: words(
      'address located location street avenue road drive lane square boulevard floor building suite near across',
    ),
    answers: STREET,
  },
  {
    name: 'price',
    asked: phrases(
      'how much, price, prices, pricing, cost, costs, fee, fees, charge, charges, rate, rates, expensive, cheap, afford, commission, commissions',
    ),
    written: words('price prices cost costs fee charge rate per'),
    answers: MONEY,
  },
  {
    name: 'payment methods',
    asked: phrases(
      'pay, paying, payment, payments, pay with, credit card, debit card, card, cards, cash, paypal, apple pay, google pay, bank transfer',
    ),
    written: words('pay payment payments card cards accept cash credit debit paypal transfer'),
  },
  {
    name: 'payment plans',
    asked: phrases(
      'installment, installments, instalment, instalments, payment plan, payment plans, monthly payments, pay monthly, pay over time, finance, financing, financed, split the payment, split the cost, spread the cost, interest free, interest-free, down payment, money down, put down',
    ),
    written: words(
      'installments instalments monthly financing finance interest-free plan plans spread split lenders down',
    ),
  },
  {
    name: 'booking',
    asked: phrases(
      'book, booking, appointment, appointments, reserve, reservation, schedule, slot, availability, available, sign up, register, enroll, apply, applying, application',
    ),
    written: words(
      'book booking appointment appointments schedule reserve online calendar application apply',
    ),
  },
  {
    name: 'cancellation',
    asked: phrases(
      'cancel, cancels, cancellation, cancelation, cancelling, canceling, reschedule, rescheduling, no show, no-show, miss, missed, late, postpone, rebook, another date, another day, different date, different day, change the date, change my booking, how much notice, notice',
    ),
    written: words(
      'cancel cancellation cancellations reschedule notice missed late no-show transfer transferred moved rebook rebooking',
    ),
  },
  {
    name: 'delivery',
    asked: phrases(
      'ship, ships, shipping, shipped, deliver, delivers, delivery, delivered, arrive, arrives, dispatch, tracking, track, send it, post',
    ),
    written: words('shipping ship delivery deliver arrive express standard tracking dispatch'),
  },
  {
    name: 'returns',
    asked: phrases(
      'return, returns, returning, refund, refunds, refunded, money back, exchange, exchanges, swap, send back, send it back, bring back, take back, return window',
    ),
    written: words('return returns returned refund refunds exchange exchanges receipt'),
  },
  {
    name: 'warranty',
    asked: phrases(
      'warranty, warranties, guarantee, guaranteed, broken, broke, breaks, defect, defective, faulty, damaged, repair, repairs, fix, leak, leaking, not working',
    ),
    written: words('warranty guarantee defects faulty repair repairs'),
  },
  {
    name: 'insurance',
    asked: phrases(
      'insurance, insured, insurer, insurers, coverage, cover, covered, covers, in network, in-network, out of network, claim, medicaid, medicare',
    ),
    written: words('insurance insurer insurers in-network network cover covered claim reimbursed'),
  },
  {
    name: 'contact',
    asked: phrases(
      'contact, phone, phone number, telephone, call, call you, number, email, e-mail, email address, reach, text, whatsapp, get in touch, talk to someone, speak to someone',
    ),
    written: words('phone call email contact text reach number telephone'),
    answers: PHONE_OR_EMAIL,
  },
  {
    name: 'discount',
    asked: phrases(
      'discount, discounts, deal, deals, coupon, coupons, promo, promos, promotion, promotions, cheaper, money off, specials, special offer, special offers',
    ),
    written: words('discount off reduced sale coupon'),
  },
  {
    name: 'children',
    asked: phrases(
      'kid, kids, child, children, son, daughter, baby, babies, toddler, teen, teenager, little one, year old, years old, yr old',
    ),
    written: words('child children kids kid ages aged age under'),
  },
  {
    name: 'seniors',
    asked: phrases('senior, seniors, pensioner, pensioners, elderly, retired, retiree, oap'),
    written: words('seniors senior aged 65 over older pensioners'),
  },
  {
    name: 'military',
    asked: phrases(
      'military, army, navy, air force, marines, veteran, veterans, soldier, service member',
    ),
    written: words('military veterans veteran armed forces service'),
  },
  {
    name: 'pets',
    asked: phrases('pet, pets, dog, dogs, cat, cats, puppy'),
    written: words('pet pets animal animals'),
  },
  {
    name: 'weekend',
    asked: phrases('weekend, weekends'),
    written: words('saturday saturdays sunday sundays weekend weekends'),
  },
  {
    name: 'today',
    asked: phrases('today, tonight, right away, asap, urgent, urgently, same day'),
    written: words('same-day today immediately urgent emergency emergencies'),
  },
  {
    name: 'duration',
    asked: phrases(
      'how long, how soon, how fast, how quickly, how many days, how many weeks, how much time, length, duration',
    ),
    written: words('minutes hours days weeks months takes within'),
    answers: SPAN,
  },
  {
    name: 'time zone',
    asked: phrases('time zone, timezone, time zones, what time zone'),
    written: words('time eastern central mountain pacific gmt utc'),
    answers: /\b(?:Eastern|Central|Mountain|Pacific|GMT|UTC)\b/,
  },
  {
    name: 'about',
    asked: phrases(
      'background, experience, experienced, qualified, qualifications, certified, certification, credentials, licensed, in business, founded, established, who are you, about you',
    ),
    written: words('since experience certified founded established family-owned independent'),
    answers: /\bsince \d{4}\b|\b(?:founded|established) in \d{4}\b|\b\d+ years\b/i,
  },
  {
    name: 'value',
    asked: phrases('worth, value, valuation, appraisal, appraise, estimate, quote'),
    written: words('value valuation estimate quote offer appraisal'),
  },
  {
    name: 'membership',
    asked: phrases(
      'join, membership, member, members, rewards, reward, loyalty, points, loyalty program, rewards program',
    ),
    written: words('membership member members rewards loyalty club points'),
  },
  {
    name: 'used',
    asked: phrases('used, second hand, second-hand, pre-owned, preowned, refurbished'),
    written: words('used pre-owned second-hand refurbished'),
  },
  {
    name: 'home',
    asked: phrases('house, home, my place'),
    written: words('home house'),
  },
  {
    name: 'brands',
    asked: phrases('brand, brands, makes, model, models'),
    written: words('brand brands make makes model models'),
  },
  {
    name: 'parking',
    asked: phrases('park, parking, car park, garage'),
    written: words('parking park garage lot'),
  },
  {
    name: 'accessibility',
    asked: phrases(
      'wheelchair, accessible, accessibility, disabled, disability, stroller, pram, step-free, elevator, lift, ramp',
    ),
    written: words('wheelchair wheelchairs step-free elevator lift accessible ramp'),
  },
  {
    name: 'language',
    asked: [...phrases('speak, speaks, language, languages'), ...words(LANGUAGES)],
    written: words(`speak speaks language languages ${LANGUAGES}`),
  },
];

export const CONCEPTS: Concept[] = [...CORE_CONCEPTS, ...EVERYDAY_CONCEPTS];
