import type { EvalBusiness } from '../set/types';

export const dentalPractice: EvalBusiness = {
  id: 'e-dental-practice',
  name: 'Cedar Bend Family Dental',
  knowledge: [
    `ABOUT CEDAR BEND FAMILY DENTAL

Cedar Bend Family Dental has been looking after families in Westbrook since 1998. Our office is at 418 Linden Row, Suite 200, Westbrook, ME 04092, on the second floor above Harbor Pharmacy. There is an elevator just off the main lobby, so the practice is fully wheelchair accessible. Free patient parking is in the lot behind the building (enter from Pike Street), and the number 3 bus stops right at the corner of Linden Row and Pike Street.

OPENING HOURS
Monday - 8am to 5pm
Tuesday - 8am to 7pm
Wednesday - 8am to 5pm
Thursday - 7am to 3pm
Friday - 8am to 1pm
Saturday - 9am to 1pm (first and third Saturday of each month only)
Sunday - closed

CONTACT
Phone: (555) 318-4420
Text line (appointment changes and quick questions): (555) 318-4427
Email: frontdesk@cedarbenddental.example
Online booking is available 24/7 through the "Book Now" button on our website.

OUR TEAM
Dr. Priya Raman, DDS - Founder. General and cosmetic dentistry, including whitening and Invisalign. Dr. Raman trained at Tufts University School of Dental Medicine and has been practising for more than 25 years.
Dr. Marcus Oyelaran, DMD - General dentistry, root canals and extractions. Dr. Oyelaran joined us in 2015 and speaks English and Yoruba.
Dr. Hannah Bell, DDS - Our children's dentist. She completed a two-year pediatric residency in Boston and sees most of our patients under 12.
Lena Ortiz, RDH - Dental hygienist. Lena is fluent in Spanish.
Tom Whitcomb, RDH - Dental hygienist.
Joyce Kimball - Office manager and insurance coordinator. Joyce is the person to ask about bills, estimates and claims.

We are a family practice, which means we see patients of every age, from a baby's first tooth to grandparents with dentures. Many of our families have three generations on our books, and we try to book family members back-to-back so everyone can be seen in one trip.`,

    `FEES, INSURANCE AND PAYMENT

Self-pay prices (patients without dental insurance):
New patient exam with full set of X-rays - $185
Check-up exam for existing patients - $65
Adult cleaning - $110
Child cleaning (under 14) - $80
Deep cleaning (scaling and root planing), per quadrant - $240
Bitewing X-rays (4 images) - $55
Emergency exam with one X-ray - $95
Tooth-colored filling, one surface - from $160
Simple extraction - from $175
Sealants - $45 per tooth
Custom sports mouthguard - $140
Night guard for grinding - $425
In-office whitening (Philips Zoom, about 90 minutes) - $450
Take-home whitening trays with two weeks of gel - $295

Cedar Bend Savings Plan
If you don't have insurance, our in-house membership plan is $29/month for adults or $19/month for children under 14. It includes two cleanings and two check-up exams a year, all routine X-rays, one emergency exam a year and 15% off any other treatment. There is no waiting period, no deductible and no annual maximum. Patients aged 65 and over who pay for themselves receive a 10% seniors discount on all treatment, but this cannot be combined with the Savings Plan.

Insurance
We are in-network with Delta Dental PPO, Cigna DPPO, MetLife PDP and Guardian. For other PPO plans we are out-of-network, but we still file the claim for you: you pay at the visit and your insurer reimburses you directly. We accept MaineCare for children and young people under 21; we are not able to accept MaineCare for adults. Joyce can give you a written estimate of your share of the cost before any treatment over $300, and we recommend asking for one so there are no surprises.

Payment
Payment is due at the time of service. We take cash, Visa, Mastercard, American Express, Discover, and HSA/FSA cards. We do not accept personal checks. For treatment plans over $500 you can apply for CareCredit financing, which offers 6 months interest-free if paid in full within that time.`,

    `FREQUENTLY ASKED QUESTIONS

Q: How often should I have a check-up and cleaning?
A: For most people, every 6 months. If you have gum disease we usually recommend a cleaning every 3 months until things are under control.

Q: When should my child first see the dentist?
A: By their first birthday, or within six months of the first tooth coming in. We offer a free "happy visit" for children under 3: a short ride in the chair, a tooth count and a prize from the treasure chest, with no charge and no insurance paperwork. Parents are always welcome to stay in the room with their child. Fluoride varnish is included with every child cleaning at no extra cost.

Q: What should I do in a dental emergency?
A: Call us at (555) 318-4420 as early as possible. We keep same-day emergency slots open every weekday at 11am and 3pm, and we will see existing and new patients in pain. Outside office hours, call our on-call dentist at (555) 318-4499. If an adult tooth is knocked out, pick it up by the crown (not the root), put it in a cup of milk and get to us within 60 minutes, as that gives the best chance of saving it. For swelling of the face that affects breathing or swallowing, go straight to the ER at Westbrook General.

Q: Is whitening safe? Will it hurt?
A: Whitening is safe for healthy teeth and gums, but we don't whiten patients under 16 or anyone who is pregnant or breastfeeding. Some people get sensitivity that usually lasts 24 to 48 hours. Results typically last 1 to 3 years depending on coffee, tea, red wine and smoking. Please note that whitening does not change the color of existing crowns, veneers or fillings.

Q: I'm really nervous about the dentist. Can you help?
A: You're not alone. We offer nitrous oxide ("laughing gas") for $60 per visit, noise-cancelling headphones, weighted blankets, and ceiling-mounted TVs in every treatment room. Tell us when you book and we'll allow extra time so nothing feels rushed.

Q: Do you do braces or Invisalign?
A: Dr. Raman provides Invisalign for teens and adults, and the first consultation is free. For traditional metal braces we refer to Dr. Alan Kessler at Westbrook Orthodontics, just two blocks away.

Q: Do you place dental implants?
A: We refer implant surgery to Dr. Sofia Grant, an oral surgeon at Riverside Oral Surgery. Once the implant has healed, we make and fit the crown here.

Q: Do you see patients who wear dentures?
A: Yes. We make full and partial dentures, and we do denture repairs in-house, usually within one working day.`,

    `PATIENT POLICIES

New patients
Please arrive 15 minutes before your first appointment and bring a photo ID, your insurance card and a list of any medications you take. You can fill in the new patient forms online ahead of time to save waiting. A first visit takes about 75 minutes and includes an exam, full X-rays and, in most cases, a cleaning.

Cancellations and missed appointments
We ask for at least 48 hours' notice if you need to cancel or move an appointment. Late cancellations and no-shows are charged a $50 fee. If two appointments are missed within 12 months, we may ask for a deposit before booking again. If you arrive more than 15 minutes late, we may need to reschedule so that we don't keep the next patient waiting.

Children and teens
Children under 18 must be accompanied by a parent or legal guardian at their first visit. After that, teens aged 14 and over may come to routine cleanings on their own as long as a signed consent form is on file. Siblings are welcome in the waiting room, which has a kids' reading corner, but must be supervised by an adult.

Reminders
We send a text reminder 2 days before every appointment and an email reminder one week before. Reply C to the text to confirm. You can opt out of reminders at any time.

Records
We email copies of your X-rays to you or another dentist free of charge. Printed copies of your full chart cost $15.

Holiday closures
The office is closed on New Year's Day, Memorial Day, Independence Day (July 4), Labor Day, Thanksgiving and the Friday after, and from December 24 to December 26. During closures, the on-call dentist is still available for emergencies.

Health and safety
We sterilize all instruments in an autoclave after every patient and use single-use disposable items wherever possible. If you have a fever or a contagious illness, please call to reschedule; we won't charge the cancellation fee for illness.`,
  ],
  questions: [
    { text: 'hi whats ur address?', expect: ['418 Linden Row'] },
    { text: 'r u open saturdays', expect: ['third Saturday'] },
    { text: 'what time do you close on fridays', expect: ['1pm'] },
    {
      text: 'i work 9 to 5, any evening appts? what day do u stay late',
      expect: ['Tuesday', '7pm'],
    },
    { text: 'how much is a cleaning if i dont have insurance', expect: ['$110'] },
    { text: 'my son is 9, how much for his teeth cleaning', expect: ['$80'] },
    { text: 'do you take delta dental', expect: ['Delta Dental PPO'] },
    {
      text: 'i have no dental insurance, is there some kind of monthly plan or membership?',
      expect: ['$29/month'],
    },
    { text: 'my grandma is 72 and pays out of pocket, does she get any discount', expect: ['10%'] },
    { text: 'how much to get my teeth whitened at the office', expect: ['$450'] },
    { text: 'what about the whitening kits u take home, price?', expect: ['$295'] },
    { text: 'im 15 and want whiter teeth before prom, can i do it?', expect: ['16'] },
    { text: 'cracked a molar and its killing me, can i get seen today??', expect: ['11am', '3pm'] },
    { text: 'its 10pm and my tooth is throbbing, who do i call', expect: ['(555) 318-4499'] },
    {
      text: 'my daughter knocked her front tooth out at soccer (shes 13, its an adult tooth) what do i do',
      expect: ['milk', '60 minutes'],
    },
    { text: 'how old should my baby be for their first dentist visit', expect: ['first birthday'] },
    {
      text: 'hygienist said i have gum disease, how often do i need cleanings now',
      expect: ['3 months'],
    },
    {
      text: 'i get super anxious at the dentist, do u have laughing gas? how much',
      expect: ['$60'],
    },
    { text: 'can my kid get braces with you guys', expect: ['Kessler'] },
    { text: 'whats the fee if i miss my appointment', expect: ['$50'] },
    { text: 'how much notice do u need to cancel', expect: ['48 hours'] },
    {
      text: 'can my 15 yr old go to her cleaning by herself after school or do i have to come',
      expect: ['14', 'consent'],
    },
    { text: 'where do i park', expect: ['behind the building'] },
    { text: 'i grind my teeth at night, how much for one of those night guards', expect: ['$425'] },
    { text: 'is there financing for a big treatment plan?', expect: ['CareCredit'] },
    { text: 'does anyone there speak spanish? my mom doesnt speak much english', expect: ['Lena'] },
    { text: 'i need an implant, do you do that', expect: ['Sofia Grant'] },
    { text: 'first time coming in, how long does the first appt take', expect: ['75 minutes'] },
    {
      text: 'im switching dentists, can you send my xrays to my new one and does it cost anything',
      expect: ['free of charge'],
    },
    {
      text: 'did whitening yesterday and my teeth r so sensitive, how long does that usually last',
      expect: ['24 to 48 hours'],
    },
    { text: 'how much is a crown', unanswerable: true },
    {
      text: 'is there a family price for the savings plan? it would be me my husband and our 3 kids',
      unanswerable: true,
    },
    { text: 'how much does a root canal cost roughly', unanswerable: true },
    { text: 'do any of the dentists or staff speak french', unanswerable: true },
    { text: 'r u guys open on veterans day', unanswerable: true },
    { text: 'is there a military or student discount', unanswerable: true },
    {
      text: 'if i run out of the whitening gel for my trays how much is a refill',
      unanswerable: true,
    },
    {
      text: 'does dr bell work on the saturdays ur open? my kids are in school all week',
      unanswerable: true,
    },
    { text: 'do u have wifi in the waiting room', unanswerable: true },
    { text: 'do you guys do botox', unanswerable: true },
  ],
};
