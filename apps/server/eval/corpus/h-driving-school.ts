import type { EvalBusiness } from '../set/types';

export const drivingSchool: EvalBusiness = {
  id: 'h-driving-school',
  name: 'Clearway School of Motoring',
  knowledge: [
    `Clearway School of Motoring – Reading, Berkshire

ABOUT US
Clearway is a family-run driving school that has been teaching learners in and around Reading since 2011. Every one of our instructors is a fully qualified DVSA Approved Driving Instructor (ADI), apart from our trainee instructor, Ben, who is working towards his final qualification under Karen's supervision.

OUR INSTRUCTORS
- Karen Whitfield (owner) – manual. Over 20 years' experience and our go-to instructor for nervous or anxious learners.
- Imran Siddiqui – automatic. Also teaches in Urdu and Punjabi.
- Lewis Carter – manual. Handles most of our motorway lessons and Pass Plus courses.
- Joanna Nowak – manual and automatic. Speaks Polish.
- Ben Ashworth – trainee instructor (PDI), manual only. Lessons with Ben are £6 per hour cheaper than our standard prices.

Learners who would prefer a female instructor can ask for Karen or Joanna.

OUR CARS
Manual lessons are in a Ford Fiesta and automatic lessons are in a Toyota Yaris Hybrid. All our cars have dual controls and are fully insured for learners.

CONTACT
Office: 27 Oxford Road, Reading RG1 7QG (this is our office only – lessons don't start from here)
Phone: 0118 496 0732 (office staffed Monday to Friday, 9am – 5pm)
WhatsApp: 07700 900 418
Email: bookings@clearwaymotoring.co.uk`,

    `PRICES & PACKAGES (from March 2025)

Manual lessons
- 1 hour: £40
- 2 hours: £78
- 10-hour block: £380
- 20-hour block: £740

Automatic lessons
- 1 hour: £44
- 2 hours: £86
- 10-hour block: £420
- 20-hour block: £820

New pupil offer: your first 2 hours for £60 (manual or automatic). New pupils only, one per person, and it can't be combined with a block booking.

Block bookings are paid upfront and must be used within 12 months of purchase. Pupils who buy a 10-hour or 20-hour block also get free access to the Theory Test Pro app.

Intensive courses
30 hours of lessons over roughly 2 weeks, with your practical test at the end. £1,290 manual / £1,410 automatic, test car hire included (the DVSA test fee isn't). You must have passed your theory test before we can book an intensive course, and we need at least 4 weeks' notice to line up an instructor.

Already passed?
- Motorway lessons: £90 for a 2-hour session with Lewis
- Pass Plus (6 hours, covering town, rural, night, bad weather, dual carriageways and motorways): £240
- Refresher lessons for full licence holders are charged at our normal hourly rates.

Gift vouchers are available for any amount – just call the office.`,

    `GETTING STARTED

How old do I need to be?
You can start lessons on a public road from your 17th birthday. You can apply for your provisional driving licence on gov.uk from the age of 15 years and 9 months, so it's ready in time. There's one exception: if you get the enhanced rate of the mobility component of Personal Independence Payment (PIP), you can start driving at 16.

Before your first lesson
- You must have your provisional licence photocard with you – your instructor will check it before you drive. No licence, no lesson (and it counts as a late cancellation).
- You must be able to read a car number plate from 20 metres away. If you need glasses or contact lenses to do that, wear them for every lesson.
- Wear flat, comfortable shoes with a thin sole. Flip-flops, high heels, chunky boots and bare feet aren't allowed.

What happens on the first lesson?
Your instructor will pick you up, drive to a quiet road and go through the controls and the cockpit drill (seat, mirrors, seatbelt) before you move off. Most first lessons finish with you moving off and stopping, and steering round gentle bends.

How many lessons will I need?
Everyone's different. The DVSA says the average learner needs about 45 hours of lessons with an instructor plus 22 hours of private practice. Your instructor will keep a progress record so you can see how you're getting on.

Manual or automatic?
Automatic is usually quicker to learn because there's no clutch or gears. Just remember that if you pass your test in an automatic, your licence only lets you drive automatic cars. If you start in manual and want to switch, any unused hours on your block can be moved over to automatic – you just pay the difference in price.`,

    `THEORY & PRACTICAL TESTS

Theory test
You need to pass your theory test before you can book your practical test. Theory tests are booked on gov.uk and cost £23. Our block-booking pupils get free Theory Test Pro access to practise the multiple choice and hazard perception parts.

Booking the practical test
You book your practical test yourself on gov.uk. The test fee is £62 on weekdays and £75 for evenings, weekends and bank holidays. Before you book, please check the date and time with your instructor – they need to be free to bring you. Then send us your booking reference so we can add it to your diary. If you'd rather, the office can book it for you using your licence number and theory certificate number.

Using our car for your test
Test car hire is £95. This covers a 1-hour warm-up lesson right before your test, your instructor driving you to the test centre, and the use of the car during the test.

Mock tests
When your instructor thinks you're nearly ready, we recommend a mock test with a different Clearway instructor. It lasts 40 minutes, follows the real test format and costs £45.

Test centres
We take pupils to tests at the Reading test centre. We can also take you to Newbury if there are earlier dates there, for an extra £30 travel charge.`,

    `PICKUP AREAS & LESSON TIMES

Where we pick up
We'll pick you up from home, school, college or work anywhere in:
- Reading town centre
- Caversham
- Earley and Lower Earley
- Woodley
- Tilehurst
- Whitley

Wokingham and Theale are also covered with a £5 travel surcharge per lesson. Sorry, we don't currently cover Bracknell or Henley.

You can be dropped off at a different address from your pickup, as long as it's within our area. University of Reading students can be collected from the Whiteknights campus – we meet at the Pepper Lane entrance.

Lesson times
- Monday to Friday: 7am – 8pm
- Saturday: 8am – 4pm
- No lessons on Sundays

After-school and evening slots (after 3:30pm) book up fast, so we recommend booking 2 to 3 weeks ahead.

PAYMENTS, CANCELLATIONS & REFUNDS

Paying
You can pay by bank transfer or by card using a payment link from the office. Single lessons can also be paid in cash to your instructor at the start of the lesson.

Cancelling a lesson
We need 48 hours' notice to cancel or move a lesson. With less notice than that, the full lesson price is charged (or the hours are taken from your block). If your instructor has to cancel, you can choose a free replacement lesson or a refund for that lesson.

Running late
Your instructor will wait for 15 minutes. After that the lesson counts as a missed lesson and is charged in full. If you're late but within 15 minutes, the lesson still finishes at the normal time.

Snow and ice
If roads are unsafe because of snow or ice, your instructor will call to cancel and there's no charge.

Refunds on block bookings
You can ask for a refund of unused hours at any time within 12 months of purchase. We work out the refund by charging the hours you've already had at the single-lesson rate, then take off a £25 admin fee. The new pupil offer is non-refundable.`,
  ],
  questions: [
    { text: 'my son is 16, can he start lessons yet', expect: ['17'] },
    { text: 'when am i allowed to apply for my provisional', expect: ['9 months'] },
    { text: 'hw much is 1 hr in an auto', expect: ['£44'] },
    { text: 'price for 10 hours manual?', expect: ['£380'] },
    { text: 'do u do any deal for first timers', expect: ['£60'] },
    { text: 'what car do u use for automatic lessons', expect: ['Yaris'] },
    {
      text: 'im from poland and my english isnt great, can i get someone who speaks polish',
      expect: ['Joanna'],
    },
    { text: 'is there an instructor who can teach my mum in punjabi', expect: ['Imran'] },
    { text: 'i get really panicky behind the wheel, who would be best for me', expect: ['Karen'] },
    { text: 'i live in wokingham, do u pick up there? any extra', expect: ['£5'] },
    { text: 'whats the latest lesson i can get after work on a weekday', expect: ['8pm'] },
    { text: 'need to cancel my lesson tmrw, am i gonna be charged', expect: ['48 hours'] },
    { text: 'how much does the actual driving test cost on a weekday', expect: ['£62'] },
    { text: 'how much to borrow ur car for my test', expect: ['£95'] },
    { text: 'wanna do a practice test before the real one, price?', expect: ['£45'] },
    { text: 'newbury has earlier test dates, can u take me there', expect: ['£30'] },
    { text: 'how long do i have to use up my block of lessons', expect: ['12 months'] },
    { text: 'moving to leeds, can i get my money back for hours i didnt use', expect: ['£25'] },
    { text: 'just passed and scared of motorways, do u do lessons for that', expect: ['£90'] },
    { text: 'how much is pass plus', expect: ['£240'] },
    { text: 'what shoes should i wear, i normally drive in sliders', expect: ['flat'] },
    { text: 'i need glasses to see far away is that a problem', expect: ['20 metres'] },
    { text: 'roughly how many hours of lessons does it take to pass', expect: ['45 hours'] },
    { text: 'im a student at uni of reading can u get me from campus', expect: ['Pepper Lane'] },
    { text: 'what if its icy out, do i still have to pay', expect: ['no charge'] },
    { text: 'i get pip for my disability, can i start before 17', expect: ['enhanced rate'] },
    {
      text: 'started in manual but want to change to auto, what happens to my block',
      expect: ['difference'],
    },
    {
      text: 'if im not ready when the instructor turns up how long will they wait',
      expect: ['15 minutes'],
    },
    { text: 'is there a free app to revise for the theory', expect: ['Theory Test Pro'] },
    { text: 'how far ahead do i need to book after school lessons', expect: ['3 weeks'] },
    { text: 'whats ur pass rate', unanswerable: true },
    { text: 'can i have my lessons in my own car', unanswerable: true },
    { text: 'how much is a 3 hour lesson', unanswerable: true },
    { text: 'do u do a student discount', unanswerable: true },
    { text: 'if dvsa cancel my test do i get the £95 car hire back', unanswerable: true },
    { text: 'is the fiesta petrol or diesel', unanswerable: true },
    { text: 'can my mum sit in the back during my lesson', unanswerable: true },
    { text: 'how long r ur gift vouchers valid for', unanswerable: true },
    { text: 'if i fail my test do i get a free lesson after', unanswerable: true },
    { text: 'do ur cars have dashcams', unanswerable: true },
  ],
};
