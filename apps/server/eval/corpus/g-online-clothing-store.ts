import type { EvalBusiness } from '../set/types';

export const clothingStore: EvalBusiness = {
  id: 'g-online-clothing-store',
  name: 'Juniper & Thread',
  knowledge: [
    `# About Juniper & Thread

Juniper & Thread is a small clothing brand based in Asheville, North Carolina. We design relaxed everyday clothes for women and men - linen shirts, organic cotton tees, knitwear, denim and outerwear - made in small batches with two family-run factories in Portugal and one in Peru.

We are online only. Our warehouse at 52 Riverside Drive, Asheville, NC 28801 is not open to the public, but once a year we hold a warehouse sample sale, announced to newsletter subscribers.

## Contact us
- Email: hello@juniperandthread.com (we reply within 1 business day)
- Live chat: Monday-Friday 9:00 am - 6:00 pm ET
- Phone: (828) 555-0147, Monday-Friday 10:00 am - 4:00 pm ET
- Closed on weekends and US federal holidays.`,
    `# Shipping

## Processing time
Orders placed before 1:00 pm ET on a business day ship the same day. Later orders, and orders placed on weekends or holidays, ship the next business day. During big sales please allow up to 3 business days.

## US shipping
- Standard (USPS Ground Advantage): 3-7 business days, $6.95, FREE on orders of $100 or more
- Expedited (UPS 2nd Day Air): 2 business days, $16
- Overnight (UPS Next Day Air): 1 business day, $32 (order by 1 pm ET Monday-Thursday)

The free shipping threshold is calculated after discounts and before tax. P.O. boxes and APO/FPO addresses get Standard shipping via USPS only. Alaska and Hawaii: Standard only, 7-12 business days, flat $12.

## International shipping
We ship to Canada, the UK, the EU and Australia via DHL Express, 4-8 business days.
- Canada: $18, free over $200
- UK, EU and Australia: $25, free over $250

Import duties and taxes charged by your country's customs are paid by the customer on delivery and are not refundable by us.

## Tracking & lost parcels
You'll get a tracking link by email when your order ships. If tracking shows "delivered" but you can't find the package, contact us within 14 days of the delivery date and we'll open a claim with the carrier.

## Packaging & gifts
Orders ship in recycled, plastic-free mailers. Gift wrapping is $5 per order, and we can add a handwritten note at no extra cost.`,
    `# Returns & Exchanges

You can return items within 30 days of delivery.

## Conditions
- Items must be unworn, unwashed and have the original tags attached.
- Final sale items cannot be returned or exchanged: anything bought at 40% off or more, underwear, socks, swimwear, and items from our warehouse sample sale.
- Gift recipients can return items for store credit with the order number.

## How to return
Go to juniperandthread.com/returns, enter your order number and email, and print the prepaid USPS label. US returns cost $7.50, deducted from your refund. Returns are free if you choose store credit instead of a refund. International customers must arrange and pay for their own return shipping.

## Refunds
We process returns within 5 business days of them arriving at our warehouse. Refunds go to your original payment method; your bank may take another 3-10 business days. Original shipping charges are not refunded unless the item was faulty.

## Exchanges
We exchange for a different size or color of the same item, if in stock, free of charge. If you'd like a different item, return the original for store credit and place a new order.

## Faulty or wrong items
If an item arrives damaged, faulty or not what you ordered, email us within 14 days of delivery with a photo. We'll send a replacement or a full refund including shipping.

## Late returns
Returns arriving 31 to 60 days after delivery receive store credit only. After 60 days we can't accept them.`,
    `# Sizing, Materials & Care

## Women's sizes
- XS: US 0-2, bust 32", waist 25"
- S: US 4-6, bust 34", waist 27"
- M: US 8-10, bust 36", waist 29"
- L: US 12-14, bust 39", waist 32"
- XL: US 16-18, bust 42", waist 35"
- XXL: US 20, bust 45", waist 38"

Men's tops come in S to XXL (chest 36" to 48"). Men's pants come in waist sizes 28 to 40 with inseams of 30", 32" and 34".

## Fit notes
- Our linen shirts and the Meadow Dress have a relaxed fit. If you're between sizes, size down.
- The Harlow Jean runs true to size and stretches about half a size with wear (2% elastane).
- Knitwear runs small in the arms. If you have longer arms, size up.

Our fit specialist, Olivia, answers sizing questions by email - send her your measurements and the item you're looking at.

## Materials
- Linen: 100% European flax linen, pre-washed so it won't shrink more than 3%.
- Tees: 100% GOTS-certified organic cotton.
- Knitwear: RWS-certified merino wool and baby alpaca. The Alpaca Crew sweater is 70% baby alpaca, 30% merino.
- Outerwear: the Field Jacket is waxed organic cotton canvas; the Harbor Raincoat is recycled polyester.

## Care
- Linen and cotton: wash cold and line dry.
- Knitwear: hand wash cold or dry clean. Never tumble dry.
- Waxed jackets: do not machine wash. Wipe with a damp cloth and re-wax once a year; we sell re-waxing bars for $14.

## Repairs
Free repairs for the first 12 months on seams, buttons and zippers. Email us a photo and we'll send a prepaid label.`,
    `# Payments, Gift Cards & Rewards

## Payment
We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay and Shop Pay. US customers can split orders between $50 and $1,000 into 4 interest-free payments with Afterpay. Prices are in US dollars.

## Promo codes & discounts
One promo code per order; codes can't be used on sale items or gift cards. Newsletter subscribers get 10% off their first order. Students, teachers and healthcare workers get 15% off full-price items after verifying through ID.me.

## Gift cards
Digital gift cards from $25 to $500, delivered by email on the date you choose. Gift cards never expire and can be used across multiple orders, but can't be exchanged for cash.

## Thread Rewards
Thread Rewards is free - just create an account.
- Earn 1 point per $1 spent (excluding shipping and tax).
- 200 points = $10 off your next order.
- 100 points on your birthday.
- Refer a friend: they get $15 off their first order of $75+, and you get 150 points once their order ships.

Spend $500 in a calendar year to become a Juniper Insider: free Expedited shipping on all US orders and early access to sales. Points expire after 12 months without account activity.`,
    `# Orders, Restocks & Wholesale

## Changing or cancelling an order
You can change or cancel an order within 1 hour of placing it through live chat or by replying to your confirmation email. After that it may already be packed, and you'll need to return it once it arrives.

## Restocks
Click "Notify me" on the product page to get an email when your size is back. Core styles (tees, linen shirts, the Harlow Jean) are restocked every 6 to 8 weeks. Seasonal pieces are limited runs and usually aren't restocked.

## Price adjustments
If something you bought goes on sale within 7 days of your order, we'll refund the difference once - contact us with your order number. This doesn't apply to Black Friday or flash sales.

## Wholesale
Want to stock Juniper & Thread in your shop? Email wholesale@juniperandthread.com. The minimum first order is $1,500.`,
  ],
  questions: [
    { text: 'do u have a shop in asheville where i can try stuff on', expect: ['online only'] },
    { text: 'if i order at noon will it go out today', expect: ['same day'] },
    { text: 'how much do i gotta spend to get free shipping', expect: ['$100'] },
    { text: 'i need it by tmrw for a wedding, whats overnight cost', expect: ['$32'] },
    { text: 'do u ship to toronto', expect: ['$18'] },
    { text: 'will i have to pay customs fees if i order to germany', expect: ['duties'] },
    { text: 'tracking says delivered but theres nothing at my door', expect: ['14 days'] },
    { text: 'how long do i have to send stuff back', expect: ['30 days'] },
    { text: 'bought a bikini and it doesnt fit, can i return it', expect: ['final sale'] },
    { text: 'does it cost me anything to send a return', expect: ['$7.50'] },
    { text: 'can i swap my jeans for a sweater instead', expect: ['store credit'] },
    { text: 'my sweater came with a hole in it what do i do', expect: ['photo'] },
    {
      text: 'its been like 45 days since it came, can i still return it',
      expect: ['store credit'],
    },
    { text: 'i wear a us 16 in womens what size is that for u', expect: ['XL'] },
    {
      text: 'im kinda between sizes for the linen shirt which should i get',
      expect: ['size down'],
    },
    { text: 'do the harlow jeans stretch out after a while', expect: ['half a size'] },
    { text: 'i have really long arms what size sweater should i get', expect: ['size up'] },
    { text: 'is there someone i can ask about fit before i order', expect: ['Olivia'] },
    { text: 'is the alpaca crew all alpaca or mixed', expect: ['70%'] },
    { text: 'will the linen shirt shrink in the wash', expect: ['pre-washed'] },
    { text: 'how do i clean my field jacket, can it go in the machine', expect: ['damp cloth'] },
    { text: 'zipper on my jacket broke after 6 months of wearing it', expect: ['12 months'] },
    { text: 'can i pay in installments', expect: ['Afterpay'] },
    { text: 'do gift cards expire', expect: ['never'] },
    { text: 'how many points do i need to get money off', expect: ['200 points'] },
    { text: 'if i refer my friend what do we both get', expect: ['$15', '150 points'] },
    { text: 'how do i get free 2 day shipping on everything', expect: ['Juniper Insider'] },
    { text: 'i ordered 20 mins ago and want a diff color, too late?', expect: ['1 hour'] },
    { text: 'when will the harlow jean be back in my size', expect: ['6 to 8 weeks'] },
    { text: 'im a nurse do u have any discount', expect: ['15%'] },
    { text: 'how much is the meadow dress', unanswerable: true },
    { text: 'does the harlow jean come in petite', unanswerable: true },
    { text: 'are ur factories in portugal fair trade certified', unanswerable: true },
    { text: 'when is the warehouse sample sale this year', unanswerable: true },
    { text: 'can i transfer my reward points to my moms account', unanswerable: true },
    { text: 'if everlane has the same kind of tee cheaper will u price match', unanswerable: true },
    { text: 'how much do u charge to rewax my field jacket for me', unanswerable: true },
    { text: 'how long is the organic tee in a size M', unanswerable: true },
    { text: 'does store credit expire', unanswerable: true },
    { text: 'is ur linen oeko-tex certified', unanswerable: true },
  ],
};
