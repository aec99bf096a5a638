import type { EvalBusiness } from './types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `About Brightside Dental

Brightside Dental is a family dental clinic in Riverton. Dr. Amelia Novak and Dr. Samuel Okafor have looked after patients of all ages since 2009, from a child's first check-up to implants and dentures. We see children from their first birthday.

Opening hours
Monday to Wednesday: 8am to 5pm
Thursday: 8am to 7pm (late evening for people who work during the day)
Friday: 8am to 2pm
Saturday: 9am to 1pm, by appointment only
We are closed on Sundays and public holidays.

Finding us
Our address is 214 Harbor Street, Suite 3, Riverton. The clinic is on the second floor of the Harbor Medical Building, across the street from Riverton Central Library. The building has an elevator and step-free access from the street, so wheelchairs and strollers are no problem.

Patients park for free in the lot behind the building; show your appointment card at the gate. Bus lines 4 and 11 stop at Harbor & 3rd, a two-minute walk away.

Contact
Call us on (555) 214-7788 or email hello@brightsidedental.example. Outside office hours, leave a voicemail and we will call you back the next working day.`,

    `Treatments and prices

Check-up and cleaning: a routine exam with a professional cleaning (scale and polish) costs $145 for adults and $95 for children under 14. X-rays are taken only when needed and add $60. A new patient exam with a full set of x-rays costs $210.

Fillings: we use tooth-coloured composite fillings, from $180 per tooth. Sealants for children cost $45 per tooth.

Teeth whitening: in-office whitening takes about 90 minutes and costs $450. Take-home whitening trays cost $290 and give results in two to three weeks.

Crowns: a porcelain crown costs $1,250 per tooth and usually takes two visits, two weeks apart.

Root canal treatment costs from $850 for a front tooth to $1,150 for a molar, crown not included.

Implants: a single implant with its crown starts at $3,900. The implant consultation is free.

Clear aligners: Invisalign treatment starts at $4,200, with a free consultation and scan.`,

    `Insurance and payment

We are in-network with Delta Dental, Cigna, MetLife and Aetna. We bill your insurer directly, so on the day you only pay your co-pay or deductible. With other insurers we are out of network: you pay us and we give you the completed claim forms to get reimbursed. We do not accept Medicaid.

We accept cash, all major credit and debit cards, Apple Pay and Google Pay. We do not accept personal checks.

Treatments over $500 can be spread over 12 months interest-free through our partner CareCredit. Ask at reception and the application takes about five minutes.

No insurance? The Brightside Smile Plan costs $29 a month and covers two check-ups and cleanings a year, x-rays, and 15% off every other treatment.`,

    `Appointments

Book online at brightsidedental.example/book, call us, or ask at reception. New patients are always welcome; the first visit takes about an hour.

For your first visit, please bring a photo ID, your insurance card and a list of the medicines you take, and arrive 10 minutes early to fill in the health form.

Cancellations: please give us at least 24 hours' notice to cancel or move an appointment. Late cancellations and missed appointments are charged a $50 fee. If you are running more than 15 minutes late we may need to reschedule.

Dental emergencies: for a toothache, a broken tooth or swelling, call before 10am and we will see you the same day. Outside opening hours, our emergency line is (555) 214-7799.

Nervous about the dentist? We offer nitrous oxide (laughing gas) for $75 a visit, and you can bring headphones. Dr. Okafor speaks French, and our hygienist Lucia speaks Spanish.`,
  ],
  questions: [
    { text: 'what time do u close on thursday', expect: ['7pm'] },
    { text: 'are you open saturdays?', expect: ['9am to 1pm'] },
    { text: 'where are you located', expect: ['214 Harbor Street'] },
    { text: 'Is there parking?', expect: ['lot behind the building'] },
    { text: 'how much is a cleaning', expect: ['$145'] },
    { text: 'price for a kids check up?', expect: ['$95'] },
    { text: 'do you take delta dental', expect: ['in-network'] },
    { text: 'Can I pay for an implant in installments?', expect: ['CareCredit'] },
    { text: 'whitening cost', expect: ['$450'] },
    { text: 'whats the cancelation policy', expect: ['24 hours'] },
    { text: 'what happens if I miss my apointment', expect: ['$50'] },
    { text: 'I have a really bad toothache, can someone see me today?', expect: ['same day'] },
    { text: 'phone number?', expect: ['(555) 214-7788'] },
    { text: 'do you accept medicaid', expect: ['do not accept Medicaid'] },
    { text: 'What do I need to bring to my first visit?', expect: ['photo ID'] },
    {
      text: 'how much does a crown cost and how many visits does it take',
      expect: ['$1,250', 'two visits'],
    },
    { text: 'root canal on a back molar price', expect: ['$1,150'] },
    { text: 'at what age can my son start coming to you?', expect: ['first birthday'] },
    { text: "I'm terrified of dentists tbh", expect: ['nitrous oxide'] },
    { text: 'I dont have dental insurance, is there some kind of plan?', expect: ['$29'] },
    { text: 'emergency number after hours', expect: ['(555) 214-7799'] },
    { text: 'can i pay with apple pay', expect: ['Apple Pay'] },
    { text: 'is the office wheelchair accessible', expect: ['step-free'] },
    { text: 'which bus gets me there', expect: ['4 and 11'] },
    { text: 'how long is the first appointment', expect: ['about an hour'] },
    { text: 'does anyone there speak spanish?', expect: ['Spanish'] },
    { text: 'invisalign how much', expect: ['$4,200'] },
    { text: 'how much is a filling, and what do xrays cost?', expect: ['$180', '$60'] },
    { text: 'can I book online?', expect: ['brightsidedental.example/book'] },
    { text: 'what if im running late', expect: ['15 minutes'] },
    { text: 'do you take cheques', expect: ['personal checks'] },
    { text: 'when do you open on monday mornings', expect: ['8am'] },
    { text: 'Do you do Botox?', unanswerable: true },
    { text: 'is there a pharmacy in the building', unanswerable: true },
    { text: 'how much is a hearing test', unanswerable: true },
    { text: 'do you offer sleep apnea treatment', unanswerable: true },
    {
      text: "what's the APR if I finance a car over 60 months",
      unanswerable: true,
      probes: 'dealer',
    },
    { text: 'how many days do I have to return hiking boots', unanswerable: true, probes: 'shop' },
    {
      text: 'how much commission do you take when I sell my house',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
