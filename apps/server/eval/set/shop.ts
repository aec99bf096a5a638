import type { EvalBusiness } from './types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters sells hiking, camping and climbing gear online and in our store at 88 Alder Avenue, Fernwood, next to the Fernwood train station.

Store hours: Monday to Saturday 10am to 8pm, Sunday 11am to 5pm. In December we stay open until 9pm every day from December 1 to 23. The store is closed on Thanksgiving, Christmas Day and New Year's Day.

Parking: two hours free in the Alder Avenue garage; get your ticket validated at the till.

Customer service: chat with us here, email help@trailheadoutfitters.example, or call 1-800-555-0142, Monday to Friday 9am to 6pm Pacific time.`,

    `Shipping and delivery

Standard shipping is free on orders over $75; below that it costs $6.95. Standard delivery takes 3 to 5 business days. Express shipping arrives in 1 to 2 business days and costs $18.

Orders placed before 2pm Pacific time ship the same business day. You get a tracking link by email as soon as your order leaves our warehouse.

We ship to the United States and Canada. Orders to Canada cost a flat $15 with duties included and arrive in 5 to 10 business days. Oversized items such as tents and kayaks cannot be shipped to P.O. boxes.

Click & collect: order online and pick up your order in store, free, usually within 2 hours.`,

    `Returns, exchanges and warranty

You can return unused items within 60 days of delivery for a full refund to the original payment method. Trail Club members have 365 days to return. Items bought online can also be returned in the store.

Returning by mail: we email you a prepaid label and $7 is deducted from your refund; returns in store are free. Exchanges for a different size or colour are free, by mail or in store.

Refunds are processed within 5 business days after your return reaches us.

Used items cannot be returned unless they are faulty. Final sale items, opened fuel canisters and personalized items cannot be returned.

Warranty: every Trailhead-brand product has a lifetime warranty against manufacturing defects. Other brands carry their manufacturer's warranty, and we handle the claim for you.

Repairs: our workshop repairs zips, seams and tent poles. Zip replacement starts at $25, and most repairs take a week.`,

    `Paying and saving

We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay and Trailhead gift cards. With Afterpay you can pay in 4 interest-free installments on orders from $50 to $1,000.

Trail Club membership is free: you earn 5% back in rewards on every purchase, get 365-day returns and invitations to members-only events. Sign up at the till or in your online account.

Price match: if a US or Canadian retailer sells an identical in-stock item for less within 14 days of your purchase, we match the lower price.

Gift cards are sold from $25 to $500 and never expire. Students get 10% off with a valid student ID.

Gear rental: tents rent for $25 a day and backpacks for $12 a day, with a $100 deposit held on a credit card. Reserve rentals by phone or in the store.`,
  ],
  questions: [
    { text: 'how long does shipping take', expect: ['3 to 5 business days'] },
    { text: 'is shipping free', expect: ['$75'] },
    { text: 'can i return boots i already wore on a hike', expect: ['unless they are faulty'] },
    { text: 'return policy?', expect: ['60 days'] },
    { text: 'whats ur hours on sunday', expect: ['11am to 5pm'] },
    { text: 'do you ship to canada and how much is it', expect: ['$15'] },
    { text: 'can i pay in installments', expect: ['Afterpay'] },
    { text: "where's the store", expect: ['88 Alder Avenue'] },
    { text: 'do you price match if I find it cheaper somewhere else', expect: ['lower price'] },
    { text: 'how long until i get my money back after a return', expect: ['5 business days'] },
    { text: 'express delivery cost?', expect: ['$18'] },
    { text: 'can I rent a tent for the weekend?', expect: ['$25 a day'] },
    { text: 'do gift cards expire', expect: ['never expire'] },
    { text: 'student discount?', expect: ['10%'] },
    { text: 'if I order at noon will it go out today?', expect: ['before 2pm'] },
    { text: 'the zipper on my jacket broke, can you fix it', expect: ['Zip replacement'] },
    { text: "what's the warranty on your own brand backpacks", expect: ['lifetime warranty'] },
    { text: 'can i pick up my online order at the store', expect: ['2 hours'] },
    { text: 'customer service phone number', expect: ['1-800-555-0142'] },
    { text: 'are you open on christmas', expect: ['Christmas Day'] },
    { text: 'do you take amex', expect: ['American Express'] },
    { text: 'how do i join the rewards program and what do i get', expect: ['free', '5%'] },
    { text: 'can i swap my shoes for a bigger size', expect: ['different size'] },
    { text: 'is there parking nearby', expect: ['two hours free'] },
    { text: 'can you ship a tent to my po box', expect: ['P.O. boxes'] },
    { text: 'return window for members?', expect: ['365 days'] },
    { text: 'who pays for return shipping if I mail it back', expect: ['$7'] },
    { text: 'can i bring back an opened gas canister', expect: ['fuel canisters'] },
    { text: 'holiday hours in december?', expect: ['9pm'] },
    {
      text: 'how much is it to rent a backpack and is there a deposit',
      expect: ['$12', '$100'],
    },
    { text: 'do i get a tracking number', expect: ['tracking link'] },
    { text: 'do you sell fishing licenses', unanswerable: true },
    { text: 'can you wax my skis', unanswerable: true },
    { text: 'are your down jackets ethically sourced', unanswerable: true },
    { text: 'do you offer guided hiking tours', unanswerable: true },
    { text: 'how much is a teeth cleaning for an adult', unanswerable: true, probes: 'clinic' },
    { text: 'is the home valuation free?', unanswerable: true, probes: 'realty' },
    {
      text: 'how many sessions are in the career change program',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
