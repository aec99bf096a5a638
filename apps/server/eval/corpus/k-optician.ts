import type { EvalBusiness } from '../set/types';

export const optician: EvalBusiness = {
  id: 'fenwick-hale',
  name: 'Fenwick & Hale Opticians',
  knowledge: [
    `Fenwick & Hale Opticians

Fenwick & Hale is an independent, family-run optician at 42 Market Row, Elmsbury, EL2 5HN, established in 1987. Our optometrists, Margaret Hale and Daniel Osei, carry out every eye examination personally, and our dispensing opticians help you choose the right frames and lenses. Call us on (555) 012-7745 or email hello@fenwickhale.example to book an appointment.

Opening hours: Monday to Friday 9:00am to 5:30pm, with late opening on Thursdays until 7:30pm. Saturday 9:00am to 4:00pm. We are closed on Sundays.

Eye examinations. Our Standard Eye Examination costs $55 and takes around 30 minutes. It includes a vision and prescription check, eye pressure measurement and an examination of the front and back of the eye. The Enhanced Eye Examination costs $85 and takes 45 minutes; in addition to everything in the standard examination, it includes an OCT scan, which produces a detailed three-dimensional image of the layers of the retina. Contact lens fittings are booked separately (see Contact Lenses).

We recommend an eye examination every 2 years for most adults, and once a year for children under 16, adults over 60 and anyone with diabetes or a family history of glaucoma.

Please bring your current glasses, any contact lenses you wear, and a list of the medications you take. On some occasions the optometrist may use dilating drops to obtain a clearer view of the back of the eye. These drops can blur your vision and make you sensitive to light for 4 to 6 hours, so please do not drive to or from your appointment.

Home visits. We offer home eye examinations for patients living within 8 miles of the practice who are unable to leave home unaccompanied because of a physical or mental health condition. A call-out fee of $20 applies in addition to the examination fee.`,
    `# Glasses at Fenwick & Hale

## Frames
- **Essentials range:** complete glasses from $69, including single vision lenses with a scratch-resistant coating.
- **Designer collection:** Ray-Ban, Oakley, Tom Ford, Lindberg and Silhouette. Prices include single vision lenses.
- **Second pair offer:** 40% off a second complete pair bought on the same day, for the same or a different prescription. The discount applies to the lower-priced pair.

## Lens upgrades
| Upgrade | Additional cost |
|---|---|
| Varifocal (progressive) lenses | from $150 |
| Bifocal lenses | $95 |
| Thinner and lighter 1.67 index lenses | $70 |
| Anti-reflection coating | $35 |
| Blue light filtering coating | $40 |
| Transitions photochromic lenses | $90 |
| Prescription sun tint | $49 |

## Collection times
Single vision glasses are usually ready in 7 to 10 working days. Varifocals and specialist lenses can take up to 14 working days. We will send you a text message when your glasses are ready to collect.

## Using a prescription from elsewhere
We are happy to make up glasses from a prescription issued by another practice, provided it was issued within the last 2 years. If the prescription does not include your pupillary distance, we will measure it free of cost.

## Varifocal adaptation guarantee
Most people adapt to varifocals within two weeks. If you are unable to get used to your new varifocals within 60 days of collection, we will remake the lenses once at no cost, either in a different lens design or as separate distance and reading glasses.

## Adjustments, returns and exchanges
- Adjustments and nose pad replacements are free for glasses bought from us. For glasses bought elsewhere there is a charge of $5 per visit.
- Frames may be exchanged within 30 days of collection, provided they are returned in their original condition.
- Lenses are made to your individual prescription and are non-refundable, except where the prescription or lens is faulty.`,
    `Contact Lenses: Frequently Asked Questions

Do you fit contact lenses?
Yes. Our contact lens fitting costs $60 and includes a trial pair of lenses, instruction on insertion and removal, and two follow-up aftercare appointments within the first 3 months.

What types of lenses do you supply?
We fit daily disposable, monthly, toric (for astigmatism) and multifocal soft lenses, as well as rigid gas permeable lenses. We do not supply cosmetic coloured or novelty contact lenses.

What is the LensCare Plan?
The LensCare Plan is a monthly direct debit that covers your lenses, your annual contact lens aftercare appointment and 10% off glasses. Plans start from $18 per month for monthly lenses and from $29 per month for daily disposables. Lenses are delivered to your home every 3 months with free postage.

Do I need regular check-ups if I wear contact lenses?
Yes. Contact lens wearers need an aftercare appointment at least annually. We cannot continue to supply lenses if your aftercare appointment is more than 3 months overdue.

Can I buy my lenses somewhere else?
Once your fitting is complete, we will give you a copy of your contact lens specification, which you may use with any supplier.

Can teenagers wear contact lenses?
We fit contact lenses from age 12, with the written consent of a parent or guardian. Daily disposable lenses are usually recommended for younger wearers.

Can I sleep in my contact lenses?
Only lenses specifically approved for extended wear may be worn overnight, and only when advised by your optometrist.`,
    `## Children's Eyecare
- **Eye examinations:** free of charge for children under 16. We recommend a first eye examination at around age 3, or sooner if you notice a squint or your child holds books very close.
- **After-school appointments:** reserved between 3:30pm and 5:00pm on weekdays.
- **Children's glasses:** frames from $39 including lenses. If children's glasses bought from us are broken or lost within 12 months of collection, we replace them once without charge.
- **Myopia management:** for children whose myopia is progressing, we offer MiSight 1 day contact lenses and Stellest spectacle lenses as part of our Myopia Management Programme at $45 per month, including six-monthly check-ups.

## Repairs
- **While-you-wait repairs:** replacement screws and nose pads, usually completed within 10 minutes. Free for glasses bought from us.
- **Frame soldering:** broken metal frames can be sent to our repair laboratory; from $32, returned in 5 to 7 working days.
- **Rimless frames:** we cannot guarantee repairs to rimless frames.
- **New lenses in your own frame:** available if your frame is in good condition. As frames can occasionally break during glazing, we ask you to sign a disclaimer.

## Insurance, Vouchers and Payment
- **Vision benefit plans:** we accept VisionFirst, OptiCare Plus and ClearSight Benefits. We bill VisionFirst directly. For OptiCare Plus and ClearSight Benefits, please pay at the time of purchase and we will provide an itemised receipt so that you can claim back from your provider.
- **Employer vouchers:** we accept employer eye care vouchers for display screen users.
- **Gift cards:** available from $25 and valid for 24 months.
- **Payment:** cash, debit and credit cards, and Apple Pay.
- **Spread the Cost:** interest-free payments over 6 months for orders over $300, subject to approval.`,
  ],
  questions: [
    { text: 'how much for an eye test', expect: ['$55'] },
    { text: 'do u open late any night? cant get there before 6 with work', expect: ['7:30pm'] },
    { text: 'a tiny screw fell out my glasses, can u fix it while i wait', expect: ['10 minutes'] },
    {
      text: 'my metal frames snapped near the hinge, can they be fixed and how much',
      expect: ['$32'],
    },
    { text: 'how often should my son get his eyes checked hes 9', expect: ['once a year'] },
    { text: 'do i have to pay for my kids eye test', expect: ['free of charge'] },
    {
      text: 'whats the earliest age to bring a toddler in for their first test',
      expect: ['age 3'],
    },
    { text: 'will i be able to drive home after the eye drops?', expect: ['do not drive'] },
    {
      text: 'my mum is housebound, can someone come to her house to test her eyes',
      expect: ['8 miles'],
    },
    { text: 'how long till my new specs are ready', expect: ['10 working days'] },
    { text: 'how much extra r varifocals', expect: ['$150'] },
    { text: 'do you stock raybans', expect: ['Ray-Ban'] },
    { text: 'if i buy 2 pairs do i get a deal', expect: ['40%'] },
    {
      text: 'i had an eye test at another place last year, can u just make glasses from that',
      expect: ['within the last 2 years'],
    },
    {
      text: 'had my varifocals 3 weeks now and still feel dizzy and cant read properly with them, what are my options',
      expect: ['60 days'],
    },
    { text: 'how much is it to get fitted for contacts', expect: ['$60'] },
    { text: 'do u do coloured contacts for halloween', expect: ['do not supply'] },
    { text: 'how much is the monthly payment thing for daily contacts', expect: ['$29'] },
    { text: 'can my 13 yr old wear contacts', expect: ['age 12'] },
    {
      text: 'i have opticare plus through my job, how does that work with u',
      expect: ['itemised receipt'],
    },
    { text: 'can i pay in installments', expect: ['$300'] },
    { text: 'phone number pls', expect: ['(555) 012-7745'] },
    { text: 'where r u', expect: ['42 Market Row'] },
    {
      text: 'my daughter sat on her glasses, we only got them 4 months ago, do we have to pay for new ones',
      expect: ['without charge'],
    },
    {
      text: 'is there anything to slow down my sons short sightedness, it gets worse every year',
      expect: ['myopia'],
    },
    { text: 'got my glasses from specsavers, can u still adjust them', expect: ['$5 per visit'] },
    {
      text: 'wondering if the scan one is worth it, how much is it and how long does it take',
      expect: ['$85', '45 minutes'],
    },
    { text: 'can u put new lenses in my old frames', expect: ['disclaimer'] },
    { text: 'how much to add transitions', expect: ['$90'] },
    { text: 'can i return glasses if i dont like them?', expect: ['30 days'] },

    { text: 'do u take cheques', unanswerable: true },
    { text: 'are you open bank holiday monday', unanswerable: true },
    { text: 'do you do laser eye surgery or refer people for it', unanswerable: true },
    { text: 'do you sell hearing aids too', unanswerable: true },
    { text: 'can i get acuvue oasys from you', unanswerable: true },
    { text: 'is there parking near the shop', unanswerable: true },
    { text: 'do you do prescription swimming goggles', unanswerable: true },
    { text: 'is daniel working this tuesday? want to see him again', unanswerable: true },
    { text: 'will you price match glasses i found cheaper online', unanswerable: true },
    { text: 'any student discount on frames?', unanswerable: true },
  ],
};
