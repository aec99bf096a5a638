import type { EvalBusiness } from '../set/types';

export const internetProvider: EvalBusiness = {
  id: 'ridgeline-broadband',
  name: 'Ridgeline Broadband',
  knowledge: [
    `Ridgeline Broadband - Internet Plans
Fiber internet for homes in Ashby, Cedar Gap, Willow Bend and the surrounding Kettle Valley.

Home Plans (monthly price)
Essential 100: 100 Mbps download / 20 Mbps upload - $45
Everyday 300: 300 Mbps download / 50 Mbps upload - $60
Max 1 Gig: 1,000 Mbps download / 200 Mbps upload - $85
Rural Fixed Wireless 25: 25 Mbps download / 5 Mbps upload - $55 (for addresses outside the fiber network)

All plans include unlimited data with no data caps and no throttling. Prices do not include taxes and fees. A static IP address is available on any plan for $10 per month. Customers aged 65 and over receive $5 off per month on any plan, and households enrolled in SNAP or Medicaid may qualify for our Connect Assist plan at $20 per month for 100 Mbps.

Contracts
There are no annual contracts: all plans are month-to-month and you can cancel at any time with 30 days' notice. If you prefer a fixed price, you may choose a 2-year price lock, which keeps your monthly price the same for 24 months; an early termination fee of $150 applies if you cancel a price-lock agreement early.`,
    `Installation
Standard professional installation is $99 and is free when you sign up online for a price lock. Installation usually takes 2 to 4 hours, and an adult aged 18 or over must be at home for the whole appointment. Appointments are available Monday to Saturday, in morning (8am to 12pm) or afternoon (12pm to 5pm) windows. After you order, the typical wait for an installation appointment is 5 to 10 business days. If your home requires a new underground line longer than 300 feet, a site survey will be arranged and additional charges may apply.

Router and Equipment
Every plan includes our Wi-Fi 6 router, the Eero Pro 6, at no extra charge. A mesh extender can be added for $8 per month for larger homes. You may use your own router, but our technical support can only help with equipment we supply. Equipment remains the property of Ridgeline Broadband and must be returned within 14 days of cancellation; unreturned routers are charged $120.

Moving House
Moving within our service area? Let us know at least 2 weeks before your move and we will transfer your service for a $25 transfer fee.`,
    `Support and Outages
Technical support is available by phone 24 hours a day, 7 days a week on (555) 803-6600. Billing and sales questions are handled Monday to Friday from 8am to 8pm and Saturday from 9am to 3pm on (555) 803-6610. You can also email support@ridgelinebroadband.example; we respond to emails within 1 business day.

Current outages and planned maintenance are posted on our status page at status.ridgelinebroadband.example and announced by text message to affected customers. Planned maintenance normally takes place between 1am and 5am. If your service is down, please first restart your router by unplugging it for 30 seconds.

Outage Credits
If an outage in our network lasts longer than 24 consecutive hours, you will receive a credit of one day's service for every day affected. Credits are applied automatically to your next bill. Outages caused by your own equipment or by power cuts at your home are not eligible for credits.`,
    `Billing and Payment
Bills are issued on the 1st of each month and payment is due by the 15th. A late fee of $10 applies to payments received after the due date. We accept Visa, Mastercard, Discover, bank transfer (ACH) and checks by mail. Customers who sign up for AutoPay receive a $5 monthly discount. Payments can be made online, by phone or at our office.

Customer Office
Visit us at 540 Main Street, Suite 2, Ashby, CO 81230, opposite the Ashby Public Library. Office hours are Monday to Friday from 9am to 5pm. The office is closed on weekends and all federal holidays. Free parking is available behind the building, accessed from Pine Alley.

Referral Program
Refer a friend and you will both receive a $50 bill credit once their service has been active for 60 days.`,
  ],
  questions: [
    { text: 'how much is the 300 meg plan', expect: ['$60'] },
    { text: 'whats the upload speed on the gig plan', expect: ['200 Mbps'] },
    { text: 'is there a data cap', expect: ['no data caps'] },
    { text: 'do i have to sign a contract', expect: ['month-to-month'] },
    { text: 'how much notice do i need to give to cancel', expect: ['30 days'] },
    { text: 'whats the fee if i get out of the price lock early', expect: ['$150'] },
    { text: 'how much is instalation', expect: ['$99'] },
    { text: 'how do i get free install', expect: ['sign up online for a price lock'] },
    { text: 'how long does the installer take', expect: ['2 to 4 hours'] },
    { text: 'my 16 yr old will be home can they let the tech in', expect: ['18 or over'] },
    { text: 'can u install on a saturday', expect: ['Monday to Saturday'] },
    { text: 'what router do i get', expect: ['Eero Pro 6'] },
    { text: 'can i use my own netgear router', expect: ['may use your own router'] },
    { text: 'price for a mesh extender', expect: ['$8 per month'] },
    { text: 'what if i dont send the router back after cancelling', expect: ['$120'] },
    { text: 'internet is down who do i call', expect: ['(555) 803-6600'] },
    { text: 'is tech support open at 2am', expect: ['24 hours a day'] },
    {
      text: 'where can i see if theres an outage in my area',
      expect: ['status.ridgelinebroadband.example'],
    },
    { text: 'net was out for 2 days do i get money off my bill', expect: ['credit of one day'] },
    { text: 'when is the bill due', expect: ['15th'] },
    { text: 'whats the late fee', expect: ['late fee of $10'] },
    { text: 'can i mail a check', expect: ['checks by mail'] },
    { text: 'is there a discount for autopay', expect: ['$5 monthly discount'] },
    { text: 'where is ur office', expect: ['540 Main Street'] },
    { text: 'is the office open saturdays', expect: ['closed on weekends'] },
    { text: 'any senior discount im 67', expect: ['$5 off per month'] },
    {
      text: 'we get snap benefits is there a cheaper plan',
      expect: ['Connect Assist', '$20 per month'],
    },
    {
      text: 'i live out in the sticks no fiber what can i get',
      expect: ['Rural Fixed Wireless 25'],
    },
    { text: 'how much is a static ip', expect: ['$10 per month'] },
    { text: 'moving across town can i take my internet with me', expect: ['$25 transfer fee'] },
    { text: 'do u do tv or home phone bundles', unanswerable: true },
    { text: 'do u serve pinecrest', unanswerable: true },
    { text: 'how much is a business plan', unanswerable: true },
    { text: 'is there a student discount', unanswerable: true },
    { text: 'whats the ping like for gaming', unanswerable: true },
    {
      text: 'how much extra to dig a new line if im more than 300 ft from the road',
      unanswerable: true,
    },
    { text: 'how much are the taxes and fees on top of the plan', unanswerable: true },
    { text: 'can i pause my service while im away for the winter', unanswerable: true },
    { text: 'what model is the mesh extender', unanswerable: true },
    { text: 'what happens to my price after the 24 months are up', unanswerable: true },
  ],
};
