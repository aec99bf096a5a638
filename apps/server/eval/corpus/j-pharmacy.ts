import type { EvalBusiness } from '../set/types';

export const pharmacy: EvalBusiness = {
  id: 'larkspur-pharmacy',
  name: 'Larkspur Community Pharmacy',
  knowledge: [
    `About Larkspur Community Pharmacy

Larkspur Community Pharmacy is an independent, family-owned pharmacy that has served Wexley Vale since 1998. We are located at 88 Orchard Row, Wexley Vale, next door to the Orchard Row Medical Centre. Six customer parking spaces are available at the rear of the building, with vehicle access via Bell Yard. Our owner and lead pharmacist is Dr. Priya Nandakumar, PharmD.

Opening hours are Monday to Friday 8:30am to 7pm, Saturday 9am to 5pm and Sunday 10am to 2pm. The dispensary closes daily from 1:00pm to 1:30pm for the pharmacist's break; the shop remains open for over-the-counter purchases during this time, but prescriptions cannot be handed out. On Sundays, only prescription collection and over-the-counter sales are available, and new prescriptions received on a Sunday are dispensed on Monday morning. The exception is urgent antibiotics and pain relief, which are dispensed the same day.

For prescription enquiries, please telephone (555) 018-2630 and select option 1. For general enquiries, select option 2 or email care@larkspurpharmacy.example. Prescription requests are not accepted by email, as email is not a secure channel for medical information. Our team speaks English, Spanish and Polish, and a telephone interpreting service is available free of charge for other languages.

The pharmacy is fully wheelchair accessible, with an automatic front door and a lowered counter at the dispensary. A hearing loop is installed at the main counter.`,

    `Prescriptions and Refills — Frequently Asked Questions

How do I request a refill?
Refills can be requested through the Larkspur Rx app, through the online refill form on our website, or by calling (555) 018-2630 and selecting option 1 for the automated refill line, which is available 24 hours a day. Please have your prescription number ready; it is printed at the top of your label and begins with "LX".

How long does a refill take?
Refills requested before 3pm on a weekday are normally ready for collection after 11am the next working day. You will receive a text message when your order is ready. If your prescription has no refills remaining, we will contact your prescriber on your behalf; please allow up to 3 working days for the prescriber to respond.

How long will I wait for a new prescription?
Most new prescriptions are dispensed within 20 minutes. At busy times, such as Monday mornings, waits of up to 45 minutes are possible. Electronic prescriptions sent by your doctor can be prepared in advance of your visit.

Can someone else collect my prescription?
Yes. The person collecting must give your full name, date of birth and address. For controlled medications, the person collecting must also show their own photo identification and must be aged 18 or over.

How long will you hold my prescription?
Prescriptions that are not collected within 14 days are returned to stock and the order is cancelled. A reminder text message is sent on day 10.

Can I transfer my prescriptions from another pharmacy?
Yes. Bring in your current medication, or give us the name and telephone number of your current pharmacy, and we will arrange the transfer, usually within 2 working days. Schedule II controlled substances cannot be transferred between pharmacies; a new prescription from your prescriber is required.

What if I run out of medication and cannot reach my doctor?
For most regular medications, the pharmacist may provide an emergency supply of up to 5 days while your prescriber is contacted. Emergency supplies are not available for controlled substances or for medications you have not previously been prescribed.

Do you offer automatic refills?
Yes. Patients enrolled in AutoFill have eligible repeat medications prepared automatically 5 days before they are due. AutoFill is free and can be cancelled at any time.

Do you offer pill organiser packs?
Patients taking four or more regular medications may request weekly blister packs, sorted by day and time of dose, at no additional charge. Please allow 7 days for blister packaging to be set up for the first time.

Which insurance plans do you accept?
We accept most major prescription plans, including Medicare Part D plans, Medicaid, and plans administered by CareBridge, Sunvale Health and Northpoint Rx. Uninsured patients may join the Larkspur Savings Club for $15 per year, which provides discounted prices on over 400 generic medications, including a 90-day supply of many common generics for $12.`,

    `# Vaccination Services

Our pharmacists are certified immunisers. All vaccinations are given in our private consultation room.

## Vaccines offered
- **Seasonal flu vaccine** — ages 3 and over. Walk-ins welcome from September to March during opening hours, except between 1:00pm and 1:30pm. Free with most insurance plans; $38 without insurance. A high-dose flu vaccine is available for patients aged 65 and over.
- **COVID-19 vaccine** — ages 5 and over, by appointment only.
- **Shingles (Shingrix)** — ages 50 and over, given as two doses 2 to 6 months apart. By appointment.
- **Pneumococcal (pneumonia) vaccine** — ages 65 and over, or ages 19 and over with certain medical conditions.
- **Tdap (tetanus, diphtheria and whooping cough)** — ages 11 and over; recommended during each pregnancy.
- **Travel vaccines** — hepatitis A, hepatitis B, typhoid and cholera, for ages 12 and over.

## Travel health
Travel vaccinations require a travel health consultation ($30), which should be booked at least 6 weeks before departure to allow time for vaccines that need more than one dose. Antimalarial tablets can be prescribed during the consultation where appropriate. We are not a registered yellow fever vaccination centre; the nearest centre is the Wexley Vale Travel Clinic at Riverside Hospital.

## Services not offered
- Routine childhood immunisations (for example MMR and the 6-in-1 vaccine) are not given at the pharmacy. Please contact your family doctor.
- We do not vaccinate children under 3 years of age.

## Before and after your vaccination
- Please bring your insurance card and photo identification.
- Patients under 18 must be accompanied by a parent or legal guardian.
- Please wear a short-sleeved or loose-fitting top.
- Please remain in the pharmacy for 15 minutes after your vaccination.
- If you feel unwell or have a temperature above 38°C (100.4°F) on the day, please reschedule.

## Booking
Book online through the Larkspur Rx app or at larkspurpharmacy.example/vaccines, or call (555) 018-2630 and select option 2. Appointments may be cancelled free of charge with at least 4 hours' notice.`,

    `Home Delivery

**Delivery area and charges:** Delivery is free within Wexley Vale. Deliveries to Hartsmoor, Linden Cross and Oakby are charged at $4.95 per delivery, or free for patients aged 65 and over. We do not deliver outside these areas.

**Delivery days and times:** Monday to Saturday. Weekday orders confirmed by 12 noon are delivered the same day between 2pm and 6pm. Saturday orders must be confirmed by 10am and are delivered between 12pm and 3pm. There is no Sunday delivery.

**Receiving your delivery:** A signature is required for all deliveries. Controlled medications must be signed for by an adult aged 18 or over and will never be left unattended. If no one is available to sign, a card will be left and delivery will be reattempted on the next working day.

**Refrigerated medicines:** Insulin and other refrigerated items are delivered in insulated cool bags and should be placed in the refrigerator promptly on arrival.

Consultations and Health Services

**Private consultation room:** Available for any confidential discussion with a pharmacist. No appointment is needed for a brief conversation.

**Medication review:** A free 20-minute review of all your medicines, including vitamins and supplements, by appointment.

**Blood pressure check:** Free, walk-in; takes approximately 10 minutes.

**Cholesterol and blood glucose test:** Finger-prick test with results in 5 minutes, $20. There is no fasting required for the cholesterol test.

**Minor ailment consultations:** $25 per consultation. Pharmacists can assess and, where appropriate, prescribe treatment for uncomplicated urinary tract infections in women aged 18 to 64, impetigo, cold sores and infected insect bites.

**Stop smoking programme:** A free 12-week programme with weekly check-ins. Nicotine replacement products are charged at standard prices.

**Medicine and sharps disposal:** Unwanted or expired medicines may be returned to the pharmacy for safe disposal, free of charge. Full sharps bins can be exchanged for empty ones at the dispensary counter at no cost. Loose needles cannot be accepted.`,

    `Store Policies

Returns and refunds. For safety reasons, prescription medicines cannot be returned or exchanged once they have left the pharmacy, except where a dispensing error has been made by the pharmacy. Unopened over-the-counter products may be returned within 30 days with the receipt for a refund to the original payment method. For hygiene reasons, opened health and beauty products cannot be returned unless faulty.

Payment. We accept cash, debit and credit cards (Visa, Mastercard and American Express), contactless payments, and HSA/FSA cards. Prescription co-payments are set by your insurance plan and must be paid at the time of collection or delivery.

Privacy. Your health information is kept confidential and is shared only with your prescriber, your insurance plan and other healthcare providers involved in your care, or where required by law. A copy of our Notice of Privacy Practices is available at the counter.

Feedback and complaints. Please speak to the pharmacist on duty or email manager@larkspurpharmacy.example. We aim to respond to all written complaints within 5 working days.`,
  ],
  questions: [
    { text: 'what time do u close on sat', expect: ['5pm'] },
    {
      text: 'tried to pick up my meds at like 1:15 and they told me to wait?? when can i actually get them',
      expect: ['1:30pm'],
    },
    {
      text: 'got antibiotics from urgent care this sunday, can u fill it today or do i have to wait til monday',
      expect: ['dispensed the same day'],
    },
    { text: 'whats the phone number for prescriptions', expect: ['(555) 018-2630'] },
    { text: 'can i just email u a pic of my script', expect: ['not accepted by email'] },
    {
      text: 'my mom doesnt speak much english, only polish. is there someone there who can talk to her',
      expect: ['Polish'],
    },
    { text: 'if i put in a refill at 2 today when can i grab it', expect: ['11am'] },
    { text: 'bottle says 0 refills left what do i do now', expect: ['3 working days'] },
    { text: 'can my husband pick up my oxycodone for me', expect: ['own photo identification'] },
    {
      text: 'totally forgot to pick up my meds like 3 weeks ago, are they still there?',
      expect: ['14 days'],
    },
    {
      text: 'switching over from cvs, how long till my prescriptions get moved to u',
      expect: ['2 working days'],
    },
    { text: 'can my adderall be moved over too', expect: ['cannot be transferred'] },
    {
      text: 'ran out of my blood pressure pills and my doctor is on vacation till next week, can u help',
      expect: ['up to 5 days'],
    },
    {
      text: 'is there a way to have my meds refilled automatically every month so i dont forget',
      expect: ['AutoFill'],
    },
    {
      text: 'my dad takes like 6 different pills and keeps mixing them up, can u sort them by day for him? is there a cost',
      expect: ['no additional charge'],
    },
    { text: 'no insurance rn, any way to get cheaper meds', expect: ['$15 per year'] },
    { text: 'can my 4 yr old get a flu shot there', expect: ['ages 3 and over'] },
    { text: 'do i need to book for a flu jab or can i just come in', expect: ['Walk-ins welcome'] },
    { text: 'how much is the flu shot if im not insured', expect: ['$38'] },
    {
      text: 'flying to kenya in march and need a yellow fever shot, can u do it',
      expect: ['not a registered yellow fever'],
    },
    { text: 'how early before my trip should i sort out travel jabs', expect: ['6 weeks'] },
    {
      text: 'my 15 yr old needs her tdap booster, can she go by herself after school',
      expect: ['accompanied by a parent'],
    },
    { text: 'do u do the mmr for babies', expect: ['not given at the pharmacy'] },
    { text: 'i live in oakby, do u deliver out there? how much', expect: ['$4.95'] },
    { text: 'need my meds dropped off today, whats the latest i can order', expect: ['12 noon'] },
    { text: 'do u deliver sundays', expect: ['no Sunday delivery'] },
    { text: 'what happens if im at work when the driver comes', expect: ['reattempted'] },
    {
      text: 'pretty sure i have a uti, can the pharmacist give me something for it',
      expect: ['18 to 64'],
    },
    { text: 'do i have to skip breakfast before the cholesterol test', expect: ['no fasting'] },
    {
      text: 'bought the wrong thermometer, havent opened it. can i bring it back',
      expect: ['30 days'],
    },

    { text: 'r u open christmas day', unanswerable: true },
    { text: 'how much is the shingles vaccine', unanswerable: true },
    { text: 'do u do covid testing?', unanswerable: true },
    { text: 'is there a way to track the delivery driver', unanswerable: true },
    { text: 'do u have a drive thru window', unanswerable: true },
    { text: 'walgreens has my med cheaper, do u price match', unanswerable: true },
    { text: 'can i get passport photos done there', unanswerable: true },
    { text: 'vet gave my dog a prescription for antibiotics, can u fill it', unanswerable: true },
    { text: 'how much is the typhoid shot itself, not the consult', unanswerable: true },
    {
      text: 'is there a pharmacist on call at night if i have an emergency question',
      unanswerable: true,
    },
  ],
};
