import type { EvalBusiness } from '../set/types';

export const childcareNursery: EvalBusiness = {
  id: 'bramblewood-day-nursery',
  name: 'Bramblewood Day Nursery',
  knowledge: [
    `# About Bramblewood Day Nursery

Bramblewood Day Nursery is an independent, family-run day nursery and preschool at 14 Orchard Lane, Fenbury, FB3 7QT, opposite St Aidan's Church. We have cared for children in Fenbury since 2009 and were rated Outstanding at our most recent inspection (March 2023).

## Opening hours

The nursery is open Monday to Friday, 7:30am to 6:00pm, 51 weeks of the year. We close for one week between Christmas and New Year and on all public bank holidays. No fees are charged for the Christmas closure week.

## Ages and rooms

We accept children from 6 months old until they start school in the September after their fourth birthday. We are unable to care for babies younger than 6 months.

- **Seedlings (6 to 18 months):** staff-to-child ratio 1:3, maximum 9 children, with a separate sleep room and cots.
- **Saplings (18 months to 3 years):** ratio 1:4 (above the statutory minimum), maximum 16 children.
- **Oak Room Preschool (3 years to school age):** ratio 1:8, maximum 24 children, led by a qualified teacher.

Children move rooms gradually, with transition visits, when their key person feels they are ready rather than strictly on their birthday.

We do not provide before- or after-school care, breakfast clubs or holiday clubs for school-age children.

## Our team

Our manager, Joanne Pryce, holds Early Years Teacher Status and has 20 years' experience. Our deputy manager, Tom Achebe, is our SENCo (Special Educational Needs Coordinator) and works with families and outside professionals to support children with additional needs. All staff hold a current paediatric first aid certificate and an enhanced DBS check, and at least 60% of our practitioners are qualified to Level 3 or above.

## Finding us

Bus route 42 stops directly outside. Our car park has 6 spaces for drop-off and pick-up only, with a 10-minute limit; please do not park on Orchard Lane, which has double yellow lines. A covered buggy store is available in the entrance porch.`,

    `## Sessions and Fees 2024-25

The fees below apply from 1 April 2024. All fees include all meals and snacks, nappies, wipes, nappy cream and sun cream. Parents of babies on formula provide their own formula milk.

### Session times
- **Full day:** 7:30am - 6:00pm
- **Morning session:** 7:30am - 12:30pm (includes lunch)
- **Afternoon session:** 1:00pm - 6:00pm (includes tea)
- **School-hours day:** 9:00am - 3:00pm (Oak Room only, term time only)

The minimum booking is two sessions per week. Sessions are booked on a fixed weekly pattern; ad hoc extra sessions may be booked through the office, subject to availability, at the standard daily rate.

### Daily fees
- **Babies (6 to 23 months):** £72.00 per full day, £43.00 per session
- **Two-year-olds:** £68.00 per full day, £41.00 per session
- **Three- and four-year-olds:** £64.00 per full day, £38.50 per session, £46.00 per school-hours day

**Sibling discount:** 10% off the older child's fees while two or more siblings attend at the same time. The discount does not apply to funded hours or consumables charges.

**Registration fee:** £50, non-refundable.

**Deposit:** £200, refunded against your final invoice provided full notice has been given.

### Funded early education
We are registered to offer government-funded hours:
- **Eligible two-year-olds:** 15 hours per week for families receiving certain benefits.
- **All three- and four-year-olds:** 15 hours per week (universal entitlement), from the term after the child's third birthday.
- **Working families:** up to 30 hours per week for eligible three- and four-year-olds. You must give us your 11-digit eligibility code before the term begins and reconfirm it every three months through the government childcare service.

Funded hours may be taken term time only (38 weeks a year) or stretched across 51 weeks, which works out at 11.1 hours per week for the 15-hour entitlement. Funding covers education and care only. We ask for an optional consumables charge of £7.50 per funded day to cover meals, nappies and activities; families who prefer not to pay it may send a packed lunch and their own nappies instead.

### Paying your fees
Invoices are issued monthly in advance on the 1st of the month and are due by the 7th. We accept bank transfer, Direct Debit, Tax-Free Childcare payments and employer childcare vouchers. We do not accept cash. A late payment charge of £25 applies to invoices more than 14 days overdue.

Full fees remain payable when your child is absent through illness or family holidays. After 12 months' continuous attendance, families may take up to two weeks a year at 50% of the usual fee, provided we receive at least four weeks' written notice.`,

    `Frequently Asked Questions: Meals, Health and Daily Care

Q: What will my child eat at nursery?
A: All meals are freshly cooked on site each day by our cook, Delia Moss, from a four-week rotating menu that is displayed in the entrance hall and on the Famly app. Breakfast is served from 7:30am until 8:30am, with a morning snack at 10:00am, a hot lunch at 11:45am, an afternoon snack at 2:30pm and tea at 4:30pm. Children arriving after 8:30am should have had breakfast at home.

Q: Can you cater for allergies and special diets?
A: Yes. We cater for vegetarian, vegan, halal, dairy-free and gluten-free diets. For medically diagnosed allergies we require an allergy care plan completed with your GP before your child starts. Bramblewood is a nut-free setting, so please do not send in any food containing nuts. For birthdays, home-baked cakes cannot be shared with other children; shop-bought treats in sealed packaging with full ingredient labels are welcome.

Q: Do you provide milk for babies?
A: We provide fresh cow's milk for children over 12 months. Formula must be provided by parents in pre-measured dispensers labelled with your child's name. Expressed breast milk can be stored in our dedicated fridge for up to 24 hours, and mothers are welcome to breastfeed in our quiet room.

Q: When should my child stay at home because of illness?
A: Children with diarrhoea or vomiting must stay at home until 48 hours after the last episode. We cannot admit a child with a temperature of 38°C or above, and if your child develops a temperature at nursery we will ask you to collect them within one hour. Children with chickenpox may return once all spots have crusted over, usually around five days. Children starting a new course of antibiotics should stay at home for the first 24 hours in case of a reaction. There is no exclusion period for conjunctivitis, head lice or hand, foot and mouth disease if your child is well enough to join in.

Q: Can staff give my child medicine?
A: We give prescribed medicines only when prescribed by a doctor, dentist, nurse or pharmacist, supplied in the original container with the pharmacy label, and after you have completed a medication form. We do not give non-prescribed medicines, with one exception: liquid paracetamol may be given for a high temperature if we hold your written consent on file and obtain your verbal consent by phone at the time.

Q: Do I need to bring nappies?
A: No. Nappies, wipes and nappy cream are included in our fees (we use Kinder eco nappies). If your child needs a particular brand or a prescribed cream, please bring it in labelled. When you and your child's key person agree your child is ready for toilet training, please send in three spare changes of clothes each day.

Q: What should my child bring each day?
A: A named bag with a spare set of clothes, wellies, a waterproof coat, a sun hat in summer and a comforter if they use one. Please do not send toys from home, as they can easily be lost.

Q: Do children nap at nursery?
A: Babies follow their own routine from home. Older children have a rest after lunch from 12:30pm to 2:00pm on individual sleep mats. We will only wake a sleeping child if a parent has asked us to in writing.

Q: Do children play outside?
A: Yes, every day and in all weathers, except in extreme heat, ice or high winds. Oak Room preschoolers also take part in Forest School every Thursday morning at Hollins Wood, a 10-minute walk from the nursery.`,

    `Admissions, Settling In and Leaving

Joining the waiting list
To register for a place, complete the waiting list form at bramblewoodnursery.example/join or call the office on (555) 017-3348 (enquiries 9:00am to 4:00pm, Monday to Friday). Joining the waiting list is free of charge. Places are offered in the following order of priority: first, siblings of children already attending; second, children of Bramblewood staff; then in order of the date the application was received. Baby room places are often fully booked 9 to 12 months in advance, so we recommend applying as early as possible, ideally during pregnancy. We cannot guarantee a particular start date or pattern of days. If we can only offer some of the days you have asked for, you may accept a partial place and remain on the waiting list for the additional days.

When a place is offered, you have 7 days to accept it by completing the registration form and paying the £50 registration fee and £200 deposit. If we do not hear from you within 7 days, the place will be offered to the next family.

Visiting the nursery
We welcome prospective families to look around on Tuesdays and Thursdays at 10:00am or 2:00pm. Visits last around 45 minutes and must be booked in advance by phone or by email to hello@bramblewoodnursery.example.

Settling in
Every child has a settling-in programme of three free sessions in the two weeks before their start date:
1. A one-hour visit with a parent or carer staying throughout.
2. A two-hour visit; the parent stays for the first 30 minutes and then leaves.
3. A half-day visit, including lunch, without a parent.
Additional settling-in sessions can be arranged at £15 per hour if your child needs longer. Each child is allocated a key person who will get to know your family and share daily updates, photos, meal and nap records with you through the Famly app.

Changing sessions or leaving
We require two calendar months' written notice to withdraw your child or reduce their sessions. Fees are charged for the notice period whether or not your child attends. Requests for additional sessions are subject to availability.

Collection
Children are only released to adults aged 16 or over who are named on the registration form. If someone else needs to collect your child, please tell us in advance and give them your family's collection password. Late collection is charged at £10 for every 10 minutes (or part thereof) after 6:00pm. If a child has not been collected by 6:30pm and we cannot reach you or your emergency contacts, we will follow our safeguarding procedure and contact the local authority.`,
  ],
  questions: [
    {
      text: 'my baby is 4 months, can she start now or is she too little',
      expect: ['6 months old'],
    },
    { text: 'what time can i drop off in the morning?', expect: ['7:30am'] },
    { text: 'how much is a full day for my 2 yr old', expect: ['£68.00'] },
    {
      text: 'my daughter is 3 and a half does she get any free hours',
      expect: ['15 hours per week'],
    },
    { text: 'do i need to pack him a lunch or is food part of it', expect: ['include all meals'] },
    { text: 'my son was throwing up last night, when can he come back in?', expect: ['48 hours'] },
    { text: 'whats ur phone number', expect: ['(555) 017-3348'] },
    {
      text: 'if she gets a temp while shes with u will u give her calpol',
      expect: ['verbal consent'],
    },
    { text: 'is there money off if both my kids go there', expect: ['10%'] },
    {
      text: 'how far ahead do i need to put my name down for the baby room',
      expect: ['9 to 12 months'],
    },
    { text: 'do i still pay if hes off poorly for a week?', expect: ['remain payable'] },
    {
      text: 'were moving away in the summer, how long before do i have to tell u',
      expect: ['two calendar months'],
    },
    {
      text: 'what happens if im stuck in traffic and get there late for pickup',
      expect: ['£10 for every 10 minutes'],
    },
    { text: 'can my mum pick him up on fridays, shes not on the form', expect: ['password'] },
    { text: 'do i have to bring nappies and wipes or do u supply them', expect: ['included'] },
    { text: 'is there a deposit to pay upfront', expect: ['£200'] },
    {
      text: 'wondering how the settling in works before she starts properly?',
      expect: ['three free sessions'],
    },
    { text: 'can we come and have a look round first', expect: ['Tuesdays and Thursdays'] },
    { text: 'can i pay using my government childcare account', expect: ['Tax-Free Childcare'] },
    { text: 'can i just pay in cash each month', expect: ['do not accept cash'] },
    { text: 'my son has a peanut allergy, is that gonna be a problem', expect: ['nut-free'] },
    { text: 'shes got chicken pox how long does she need to stay off', expect: ['crusted over'] },
    { text: 'is there anywhere to park when dropping off', expect: ['6 spaces'] },
    { text: 'we usually get there about 9, does he need to have eaten before', expect: ['8:30am'] },
    { text: 'how often do i need to redo the 30 hrs code thing', expect: ['every three months'] },
    {
      text: 'can we spread the free hours over the whole year instead of just term time',
      expect: ['11.1 hours'],
    },
    {
      text: 'is there anything to pay on the funded days or is it totally free',
      expect: ['£7.50'],
    },
    {
      text: 'my 10 month old is on formula, do u supply it or do i?',
      expect: ['provided by parents'],
    },
    { text: 'what time do the preschool kids have their nap', expect: ['12:30pm to 2:00pm'] },
    { text: 'do the older ones ever get taken to the woods', expect: ['Hollins Wood'] },
    { text: 'do u take cheques', unanswerable: true },
    { text: 'any discount for nhs staff?', unanswerable: true },
    {
      text: 'my son has autism, would i have to pay extra if he needs 1 to 1 support',
      unanswerable: true,
    },
    { text: 'is there a uniform for the preschool room', unanswerable: true },
    {
      text: 'do you have cameras so i can watch her on my phone during the day',
      unanswerable: true,
    },
    { text: 'how much are fees going up next april', unanswerable: true },
    { text: 'do the kids learn any french or sign language', unanswerable: true },
    { text: 'do you take the children on trips in a minibus', unanswerable: true },
    { text: 'any good primary schools round here u would recommend', unanswerable: true },
    { text: 'can we hire the nursery for a kids birthday party on a saturday', unanswerable: true },
  ],
};
