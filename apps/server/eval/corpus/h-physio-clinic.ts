import type { EvalBusiness } from '../set/types';

export const physioClinic: EvalBusiness = {
  id: 'h-physio-clinic',
  name: 'Harbourside Physiotherapy & Sports Injury Clinic',
  knowledge: [
    `# Harbourside Physiotherapy & Sports Injury Clinic

## About us
Harbourside Physio has been looking after Newcastle locals since 2009. We treat everything from weekend-sport sprains and running niggles to post-surgery rehab and long-term back and neck pain. The clinic is owned by principal physiotherapist Daniel Okafor, who spent six seasons as team physio for the Newcastle Jets youth squad and still runs our ACL rehab program, from "prehab" before surgery through to return-to-sport testing.

## Our team
- Daniel Okafor – Principal Physiotherapist. Sports injuries, knee and ACL rehab (before and after surgery).
- Priya Raman – Women's Health Physiotherapist. Pregnancy-related pain, postnatal checks and pelvic floor. In clinic Tuesdays and Thursdays only.
- Tom Gallagher – Physiotherapist. Dry needling, running injuries and running video analysis.
- Sophie Lin – Physiotherapist. Clinical Pilates and hydrotherapy.
- Marco Bellini – Remedial Massage Therapist (please note Marco is not a physiotherapist).

## Find us
Shop 4, 118 Wharf Road, Newcastle NSW 2300 – ground floor, next door to Honeysuckle Pharmacy.
Phone: (02) 4926 3318
Email: hello@harboursidephysio.com.au
Appointment reminders come by SMS from 0429 771 045. This number can't take calls or replies, so please ring the clinic line instead.

## Opening hours
- Monday to Thursday: 7:00am – 7:30pm
- Friday: 7:00am – 5:00pm
- Saturday: 8:00am – 12:30pm
- Sunday and public holidays: closed

Christmas break: we close at midday on 23 December and reopen on 3 January.

## Parking & getting here
Clients get free parking for up to 2 hours in the basement car park under our building. Enter from Honeysuckle Drive and use any bay marked "Harbourside Physio" (bays P14 to P19), then grab a validation ticket from reception before you leave. Street parking on Wharf Road is metered and limited to 1 hour. If you're coming by public transport, we're a 4-minute walk from the Honeysuckle light rail stop.`,

    `# Booking & your first visit

## How to book
Book online through the "Book Now" button on our website (online bookings open up to 8 weeks ahead) or call reception on (02) 4926 3318. You don't need a GP referral to see a physio with us. The only exceptions are if you're using a Medicare Chronic Disease Management plan, a DVA card, or a workers compensation claim – see our Fees page.

Hurt yourself and need to be seen today? We hold a few same-day injury slots every weekday morning. Call us before 10am and we'll do our best to fit you in.

## Your first appointment
Your first visit is an Initial Consultation and runs for 45 minutes. Your physio will ask about your injury and history, do a full assessment, start hands-on treatment and give you a plan and home exercises. Follow-up appointments are normally 30 minutes.

Please arrive 10 minutes early to fill in the new client form, or complete it from the link in your booking confirmation text.

What to bring:
- Any X-ray, ultrasound or MRI reports
- Your referral letter, if you have one
- Your private health fund card
- A list of any medications you take
- If you've had surgery, your surgeon's rehab protocol

What to wear: loose, comfortable clothes. For knee, hip or ankle problems bring or wear shorts, and for neck or shoulder problems a singlet top is ideal. We keep spare shorts at reception if you forget.

## Children and teenagers
We treat kids from 8 years old. Anyone under 18 needs a parent or guardian to come along to their first appointment; after that, teenagers aged 15 and over can attend on their own with written consent from a parent.

## Home visits
If you can't get to the clinic because of surgery, illness or limited mobility, we can come to you. Home visits are available within 10 km of the clinic and cost $170 per visit (including travel).`,

    `# Fees, health funds & Medicare

## Fees (from 1 July 2024)
- Initial Consultation (45 min): $115
- Standard Follow-up (30 min): $92
- Extended Follow-up (45 min): $125
- Clinical Pilates 1:1 session (45 min): $105
- Clinical Pilates group class (55 min): $42 per class, or a 10-class pack for $380
- Hydrotherapy group class: $38 (pool entry included)
- Running video analysis (75 min): $160
- Shockwave therapy: $30 on top of your consultation fee
- Remedial massage with Marco: $65 for 30 min, $110 for 60 min
- Home visit: $170

Concession: pensioners and full-time students get $10 off Standard and Extended Follow-ups. The concession doesn't apply to Initial Consultations, Pilates classes or massage.

## Private health insurance
We have HICAPS in the clinic, so you can claim your rebate on the spot and only pay the gap. We accept all major funds including Bupa, Medibank, HCF, nib, ahm and HBF, and we are a Bupa Members First provider. How much you get back depends on your level of extras cover. To check with your fund, give them item number 500 for an initial consultation and 505 for a follow-up. Remedial massage is claimable under massage/remedial therapy extras, not physio.

## Medicare (Chronic Disease Management plans)
If your GP has set up a Chronic Disease Management plan with a referral to physiotherapy, Medicare covers up to 5 sessions per calendar year across all allied health services. We don't bulk bill – you pay our normal fee on the day and we process your Medicare rebate of $60.35 per session straight to your bank account. Please bring the referral to your first visit.

## DVA
DVA Gold Card holders, and White Card holders for accepted conditions, are treated with no out-of-pocket cost. You'll need a D904 referral form from your GP.

## Workers compensation & CTP (car accident) claims
We treat icare/workers compensation and CTP clients. Before your first visit please give us your claim number, the insurer's name and your case manager's details. Once your claim is approved, there's nothing to pay. If your claim hasn't been accepted yet, you'll need to pay on the day and claim it back later.

## Payment
Payment is due at the end of each appointment. We accept Visa, Mastercard, EFTPOS, Apple Pay, Google Pay and cash. We don't accept American Express.`,

    `# Treatments & services

## Sports injuries
Sprained ankles, hamstring and calf strains, shin splints, tennis elbow, rotator cuff problems, runner's knee – if it happened on the field, court or track, we see it every week. We also do return-to-sport testing so you know when it's safe to go back to training.

## Dry needling
Tom and Daniel both offer dry needling as part of a normal consultation – there's no extra charge. It's not suitable in the first trimester of pregnancy or if you take blood thinners; your physio will check before starting.

## Shockwave therapy
Good for stubborn tendon problems such as plantar fasciitis (heel pain), Achilles tendinopathy and tennis elbow. Most people need 3 to 5 sessions, one week apart. Shockwave is added to a consultation for $30.

## Clinical Pilates
Reformer-based exercise classes run by Sophie and designed around injuries. Before joining a group class you'll need a 1:1 Clinical Pilates assessment ($105) so we can set your program. Classes have a maximum of 4 people.

Class times:
- Monday and Wednesday: 6:00pm
- Tuesday and Thursday: 9:30am
- Saturday: 8:30am

10-class packs are valid for 4 months from the first class.

## Hydrotherapy
Gentle group exercise in a warm pool – great for arthritis, back pain and early post-op rehab. Classes are held every Friday at 11am at the Lambton Aquatic Centre (not at our clinic), with up to 6 people per class, led by Sophie.

## Women's health
Priya treats pregnancy-related back and pelvic pain, pelvic floor problems and incontinence, and offers postnatal checks from 6 weeks after birth. Appointments with Priya are available on Tuesdays and Thursdays.

## Braces & taping
We stock Bauerfeind and McDavid knee and ankle braces at reception, and your physio can fit one for you.`,

    `# Clinic policies

## Cancelling or changing an appointment
We ask for at least 24 hours' notice if you need to cancel or move an appointment – call us, or use the link in your reminder text. Cancellations with less than 24 hours' notice are charged 50% of the appointment fee. If you don't turn up and haven't contacted us, you'll be charged the full fee.

Feeling unwell? If you have cold, flu or COVID symptoms, please stay home. As long as you let us know before your appointment time, we'll waive the late cancellation fee.

## Pilates class cancellations
To keep your class credit, cancel by 8pm the night before your class. Later cancellations and no-shows use up a class from your pack.

## Running late
Your appointment will still finish at its scheduled time so the next client isn't kept waiting, and the full fee applies. If you're more than 15 minutes late, we may need to rebook you and the late cancellation fee will apply.

## Gift vouchers
Gift vouchers can be bought at reception for any dollar amount and are valid for 12 months.`,
  ],
  questions: [
    { text: 'hi how much is it for the first appointment', expect: ['$115'] },
    {
      text: 'how long does the first session go for? need to tell my boss',
      expect: ['45 minutes'],
    },
    { text: 'wheres the clinic exactly', expect: ['118 Wharf Road'] },
    { text: 'can i come in sat arvo or r u shut by then', expect: ['12:30'] },
    { text: 'is there somewhere to leave my car while im in there', expect: ['2 hours'] },
    { text: 'i got bupa extras, can i claim it right there when i pay', expect: ['HICAPS'] },
    { text: 'my health fund is asking for an item number for a follow up visit', expect: ['505'] },
    {
      text: 'hurt my back lifting boxes at work, what do u need from me for the workers comp',
      expect: ['claim number'],
    },
    { text: 'my daughter is 7 and rolled her ankle at netball can u see her', expect: ['8 years'] },
    { text: 'my son is 16 can he just come by himself', expect: ['guardian'] },
    { text: 'what should i wear its for my knee', expect: ['shorts'] },
    { text: 'cant make it tmrw morning anymore, will i get charged', expect: ['24 hours', '50%'] },
    { text: 'stuck in traffic gonna be like 20 min late to my appt', expect: ['15 minutes'] },
    { text: 'had my baby 4 wks ago, when can i get a post natal check', expect: ['6 weeks'] },
    {
      text: 'is there a lady physio for pelvic floor issues and what days is she in',
      expect: ['Priya', 'Thursday'],
    },
    { text: 'hw much are the reformer group classes', expect: ['$42'] },
    {
      text: 'need to skip pilates tomorrow, whats the latest i can cancel without losing it',
      expect: ['8pm'],
    },
    { text: 'got plantar fasciitis, how much extra for the shockwave thing', expect: ['$30'] },
    { text: 'how much for an hour massage', expect: ['$110'] },
    {
      text: 'my gp did a care plan for my knee arthritis, how many sessions does medicare pay for',
      expect: ['5 sessions'],
    },
    { text: 'how much do i get back from medicare each visit', expect: ['$60.35'] },
    { text: 'im on the aged pension, any discount', expect: ['$10'] },
    { text: 'r u open between christmas and new years', expect: ['3 January'] },
    {
      text: 'my nan has bad arthritis, do u do any exercise in a pool and where',
      expect: ['Lambton', 'Friday'],
    },
    {
      text: 'mum just had her hip done and cant drive, can someone come to her place',
      expect: ['$170'],
    },
    { text: 'do u sell knee braces? what brand', expect: ['Bauerfeind'] },
    {
      text: 'just rolled my ankle at soccer training, any chance of getting in today',
      expect: ['10am'],
    },
    { text: 'my dad is a veteran with a gold card, what paperwork does he need', expect: ['D904'] },
    { text: 'who should i see for rehab after my acl reconstruction', expect: ['Daniel'] },
    { text: 'hw much is it to get my running filmed and analysed', expect: ['$160'] },
    { text: 'is there an ev charger in ur carpark', unanswerable: true },
    { text: 'can i do my appt over video call instead of coming in', unanswerable: true },
    { text: 'how much is a 90 min massage with marco', unanswerable: true },
    {
      text: 'whats the total cost of the whole acl rehab program after surgery',
      unanswerable: true,
    },
    { text: 'does the shockwave treatment hurt', unanswerable: true },
    { text: 'where did tom do his physio degree', unanswerable: true },
    { text: 'can i get a refund for the pilates classes i havent used', unanswerable: true },
    { text: 'do u do concussion testing? my boy plays rugby league', unanswerable: true },
    { text: 'can i bring my 2 yr old along to my appointment', unanswerable: true },
    { text: 'how much is a bauerfeind knee brace', unanswerable: true },
  ],
};
