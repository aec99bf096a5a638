import type { EvalBusiness } from './types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Career Coaching',
  knowledge: [
    `About me

I'm Clara Mendes, a certified career coach (ICF Professional Certified Coach) with 15 years of experience in HR and recruiting before I started coaching. I help mid-career professionals change careers, prepare for interviews, negotiate their salary and step into leadership roles. I also run workshops for companies.

Where we meet: sessions take place online over Zoom, or in person at my studio at 7 Willow Lane, Unit 2B, Brookhaven. In-person sessions are available on Tuesdays and Thursdays only.

When: I work Tuesday to Friday from 8am to 6pm, and on Saturday mornings from 9am to 12pm, Eastern Time. I don't work on Sundays or Mondays.

Contact: email clara@claramendes.example or text (555) 602-4411. I reply to every message within one business day. I coach in English and Portuguese.`,

    `Packages and prices

Discovery call: a free 20-minute call to see whether we are a good fit. Book it on my website.

Single session: 60 minutes, $180.

Career Change Program: 6 sessions over 3 months, with email support between sessions, $960.

Interview Ready: 3 sessions, including a recorded mock interview with written feedback, $480.

CV and LinkedIn review: $220. You get my written review within 5 business days, and one round of revisions is included.

Salary negotiation session: 90 minutes to prepare your numbers and your script, $240.

Corporate workshops: from $2,500 per half-day for up to 20 participants.

Paying: I accept cards, PayPal and bank transfer, and I invoice companies. Programs can be paid in 3 monthly installments at no extra cost. Many employers reimburse coaching, so I give you a receipt for your expense claim. A few reduced-rate places are kept for people who are currently unemployed, at 30% off.`,

    `How it works

Booking: after the discovery call you book your sessions yourself in my online calendar.

Rescheduling and cancelling is free up to 24 hours before the session. Later cancellations and no-shows count as a used session.

Refunds: if after the first session of a program you feel it is not the right fit, I refund the remaining sessions in full. Single sessions are non-refundable.

Programs must be used within 6 months of purchase.

Confidentiality: everything you share stays between us. I never contact your employer or anyone else without your permission.`,
  ],
  questions: [
    { text: 'how much is one session', expect: ['$180'] },
    { text: 'is the first call free?', expect: ['20-minute'] },
    { text: 'do you do sessions in person', expect: ['7 Willow Lane'] },
    { text: 'can I split the payment for the program', expect: ['3 monthly installments'] },
    { text: 'whats ur cancellation policy', expect: ['24 hours'] },
    { text: 'are you available on weekends', expect: ['Saturday mornings'] },
    { text: 'how long is a session', expect: ['60 minutes'] },
    { text: 'how much do you charge to look at my resume', expect: ['$220'] },
    { text: 'how long does the cv review take', expect: ['5 business days'] },
    {
      text: 'do you help with negotiating a raise and how much is it',
      expect: ['$240'],
    },
    { text: 'do you work with companies?', expect: ['$2,500'] },
    { text: "can i get a refund if it's not for me", expect: ['refund the remaining sessions'] },
    { text: 'do you speak portuguese', expect: ['Portuguese'] },
    { text: 'what time zone are you in', expect: ['Eastern'] },
    { text: 'how do i contact you', expect: ['clara@claramendes.example'] },
    { text: "what's in the career change program", expect: ['6 sessions'] },
    { text: 'do you do mock interviews', expect: ['$480'] },
    { text: 'can my employer pay? I need a receipt', expect: ['receipt'] },
    { text: 'I lost my job, is there any discount?', expect: ['30% off'] },
    {
      text: 'will you tell my boss im looking for a new job',
      expect: ['never contact your employer'],
    },
    { text: 'how long do i have to use the sessions i bought', expect: ['6 months'] },
    { text: 'are you certified?', expect: ['ICF'] },
    { text: 'do you work mondays', expect: ['Sundays or Mondays'] },
    { text: 'how fast do you answer emails', expect: ['one business day'] },
    { text: 'can i pay with paypal', expect: ['PayPal'] },
    { text: 'what happens if i miss a session', expect: ['used session'] },
    { text: 'what is your background', expect: ['15 years'] },
    { text: 'how do i book', expect: ['online calendar'] },
    { text: 'can we meet in person on a friday', expect: ['Tuesdays and Thursdays'] },
    {
      text: "what's the price of the interview package and how many sessions is it",
      expect: ['$480', '3 sessions'],
    },
    { text: 'how long is the salary negotiation session', expect: ['90 minutes'] },
    { text: 'can you coach me in spanish', expect: ['English and Portuguese'] },
    { text: 'do you offer therapy for anxiety', unanswerable: true },
    { text: 'do you help people start their own business', unanswerable: true },
    { text: 'can you help my teenager choose a college major', unanswerable: true },
    { text: 'do you offer group coaching for nurses', unanswerable: true },
    { text: 'do you take delta dental insurance', unanswerable: true, probes: 'clinic' },
    { text: 'how much is express shipping', unanswerable: true, probes: 'shop' },
    { text: "what's your documentation fee on a new car", unanswerable: true, probes: 'dealer' },
  ],
};
