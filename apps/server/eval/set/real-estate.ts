import type { EvalBusiness } from './types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Realty',
  knowledge: [
    `Cedar & Stone Realty is an independent real-estate agency serving Millbrook and the nearby towns of Eastfield, Oakridge and Lower Vale since 2004. We help people buy, sell and rent homes, and we manage rental properties for landlords.

Our office is at 19 Market Square, Millbrook, above the Millbrook Savings Bank. Office hours are Monday to Friday 9am to 6pm and Saturday 10am to 4pm. Viewings can also be arranged on weekday evenings until 8pm, and on Sundays by appointment.

Call us on (555) 430-1200 or email team@cedarstone.example. Our agents speak English, Polish and Portuguese.`,

    `Selling your home

Free valuation: an agent visits and values your home for free, within 48 hours of your request. If you just want a quick idea, the online estimate on our website takes 2 minutes.

Our fee is 2.5% of the final sale price, paid only when the sale completes: no sale, no fee. It includes professional photography, a floor plan, a 3D virtual tour, listings on Zillow and Realtor.com, and open houses.

Our listing agreement runs for a minimum of 12 weeks. After that you can end it at any time with 14 days' notice.

Last year, homes we listed in Millbrook sold in 38 days on average.`,

    `Buying a home

Buyers pay us nothing: our fee is paid by the seller. Register on our website to get alerts for new listings that match your search.

Book viewings online or by phone; an agent accompanies every viewing.

To make an offer, tell your agent and we send it to the seller in writing. We ask for proof of funds or a mortgage pre-approval letter with every offer. An earnest money deposit of 1 to 3% of the price is usual in our area.

Need a mortgage? We work with an independent mortgage adviser, Jordan Ellis of Keystone Mortgages. The first meeting with Jordan is free and there is no obligation.`,

    `Renting

To rent one of our homes, fill in the application online. There is a $40 application fee per adult, which covers the credit and background check. We look for a household income of at least three times the monthly rent.

The security deposit is one month's rent, and the first month's rent is due when you sign the lease. Standard leases run for 12 months; some furnished apartments are offered on 6-month leases.

Pets are welcome in many of our rentals, decided case by case, with a $300 pet deposit.

Rent is paid by bank transfer or through the tenant portal. Card payments carry a 2.9% processing fee.

Repairs: tenants report repairs through the tenant portal. For emergencies such as a leak, no heat or a lockout, call our 24-hour maintenance line on (555) 430-1299.

For landlords: full property management costs 8% of the monthly rent collected. Our tenant-find service, where we find and check a tenant and you manage the rest, costs one month's rent.`,
  ],
  questions: [
    { text: 'how much commission do you charge to sell', expect: ['2.5%'] },
    { text: 'is the valuation free?', expect: ['for free'] },
    { text: 'office hours on saturday', expect: ['10am to 4pm'] },
    { text: 'where is your office', expect: ['19 Market Square'] },
    { text: 'can i see a house on a sunday', expect: ['Sundays by appointment'] },
    { text: 'how much is the rental application fee', expect: ['$40'] },
    { text: 'how much do I need to earn to rent from you', expect: ['three times'] },
    { text: 'deposit for renting?', expect: ["one month's rent"] },
    { text: 'can i have a dog in the apartment', expect: ['$300 pet deposit'] },
    { text: 'do buyers pay you anything', expect: ['Buyers pay us nothing'] },
    { text: 'can you help me get a mortgage', expect: ['Jordan Ellis'] },
    { text: 'what are your property management fees', expect: ['8%'] },
    { text: 'which towns do you cover', expect: ['Eastfield'] },
    { text: 'how long does it usually take to sell a house', expect: ['38 days'] },
    { text: "what's included if you sell my home", expect: ['photography'] },
    { text: 'my kitchen sink is leaking who do i call', expect: ['(555) 430-1299'] },
    { text: 'can i pay rent by credit card', expect: ['2.9%'] },
    { text: 'minimum lease length?', expect: ['12 months'] },
    { text: 'do u speak polish', expect: ['Polish'] },
    { text: 'how do i put in an offer on a house', expect: ['in writing'] },
    { text: 'how do I get out of the listing contract with you', expect: ["14 days' notice"] },
    { text: 'phone number', expect: ['(555) 430-1200'] },
    { text: 'can i get an estimate of what my house is worth online', expect: ['2 minutes'] },
    { text: 'how much earnest money do I need', expect: ['1 to 3%'] },
    { text: 'I only want you to find a tenant for my flat, how much?', expect: ['tenant-find'] },
    { text: 'when is the first months rent due', expect: ['when you sign the lease'] },
    { text: 'do you list on zillow', expect: ['Zillow'] },
    { text: 'can viewings be in the evening after work?', expect: ['8pm'] },
    { text: 'how long have you been in business', expect: ['2004'] },
    {
      text: 'do you do a background check and what does applying cost',
      expect: ['background check', '$40'],
    },
    { text: 'email?', expect: ['team@cedarstone.example'] },
    { text: 'do you sell commercial office space', unanswerable: true },
    { text: 'do you have any 3 bedroom houses under 300k right now', unanswerable: true },
    { text: 'can you recommend a moving company', unanswerable: true },
    { text: 'do you manage vacation rentals on airbnb', unanswerable: true },
    { text: 'how much is an oil change', unanswerable: true, probes: 'dealer' },
    { text: 'how much does a root canal cost', unanswerable: true, probes: 'clinic' },
    { text: 'can I rent a tent for the weekend?', unanswerable: true, probes: 'shop' },
  ],
};
