import type { EvalBusiness } from '../set/types';

export const casaLinguaSchool: EvalBusiness = {
  id: 'casa-lingua',
  name: 'Casa Lingua Language School',
  knowledge: [
    `Casa Lingua Language School – About Us and Contact

Casa Lingua has taught languages in Riverton since 2006. We offer courses in Spanish, French, Italian, German, Portuguese, Japanese and English as a second language, for adults, teenagers (13 to 17) and children (7 to 12). All teachers are native or near-native speakers with a recognized teaching qualification.

Address: 52 Alder Street, 3rd floor, Riverton, NC 27514. We are above the Alder Street Pharmacy, two blocks north of Riverton Central Station. The nearest parking is the Alder Street municipal lot (free after 6pm and on weekends). The school has an elevator and is wheelchair accessible.

Reception hours
Monday to Thursday: 9am to 8:30pm
Friday: 9am to 5pm
Saturday: 9am to 1pm
Sunday: closed
Classes do not run on Labor Day, Thanksgiving Day and the Friday after, or during the winter break (December 22 to January 2).

Phone: (555) 472-9180
WhatsApp (text only): (555) 472-9188
Email: info@casalingua.example
Exam registration: exams@casalingua.example`,
    `Courses and Fees

Group courses (adults): maximum 8 students per class. Terms last 10 weeks. Standard course: 2 evenings a week, 90 minutes per lesson, $420 per term. Intensive course: Monday to Friday mornings, 9:30am to 12:30pm, 4 weeks, $890. Course materials cost $35 per term and are not included in the fee.

Private lessons: $58 per 60-minute lesson, or $520 for a package of 10 lessons. Semi-private lessons (2 students): $38 per person per hour. Packages are valid for 6 months from the first lesson.

Kids and teens: Saturday morning classes, 9am to 11am for children and 11:15am to 12:45pm for teenagers, $290 per term. Children must be collected by an adult unless a parent has signed the walk-home permission form.

Online classes: all group courses are also offered live online via Zoom at the same price, with a maximum of 6 students. Online students receive digital materials at no extra charge. A stable internet connection, webcam and headset are required.

Discounts: 10% off for full-time students and for learners aged 65 and over (proof required); 15% off for the second family member enrolled in the same term; 5% off when you book two consecutive terms in advance. Discounts cannot be combined.`,
    `Levels, Placement Test and Exams

Our courses follow the six levels of the Common European Framework of Reference (CEFR): A1 and A2 (beginner), B1 and B2 (intermediate), C1 and C2 (advanced). It usually takes about 120 hours of study to move up one full level.

Placement test: new students who are not complete beginners take a free placement test. It consists of a 30-minute online written test followed by a 10-minute conversation with a teacher, by phone or in person. Complete beginners can enroll directly in A1.

Official exams: Casa Lingua is an authorized exam center for DELE (Spanish) and DELF/DALF (French). We also run preparation courses for TOEFL, IELTS and the Goethe-Zertifikat, although these exams are taken at external centers. DELE exams are held at the school in May and November; registration closes 6 weeks before the exam date. The exam fee is set by the awarding body and is paid separately. Our 6-week exam preparation course costs $360.

Certificates: every student who attends at least 80% of lessons receives a Casa Lingua certificate of attendance stating their level.`,
    `Enrollment and Policies

How to enroll: enroll online at casalingua.example/enroll, by phone, or in person at reception. A $50 non-refundable registration fee applies once per year. Full payment is due before the first lesson; a payment plan of two installments is available for intensive courses.

Payment methods: Visa, Mastercard, debit cards, cash at reception, and bank transfer. We do not accept checks.

Refunds and cancellations: if you withdraw from a group course at least 7 days before the start date, you receive a full refund of the course fee (minus the registration fee). After the course has started, no refunds are given, but you may transfer once to the following term. If a course is cancelled by the school because of low enrollment (fewer than 4 students), you receive a full refund.

Private lessons must be cancelled at least 24 hours in advance; otherwise the lesson is charged in full.

Missed classes: group lessons missed by a student cannot be made up individually, but recordings of online lessons are available for 7 days.

Trial lesson: adults may join one group lesson free of charge before enrolling, subject to availability.`,
  ],
  questions: [
    { text: 'how much is the evening spanish class', expect: ['$420 per term'] },
    { text: 'how many weeks is a term', expect: ['10 weeks'] },
    { text: 'private lesson price per hour', expect: ['$58'] },
    { text: 'how much is the dele exam fee', unanswerable: true },
    { text: 'is there a package deal for private lessons', expect: ['$520'] },
    {
      text: 'me and my wife want lessons together just us two, how much',
      expect: ['$38 per person'],
    },
    { text: 'my son is 10 when is his class', expect: ['Saturday', '9am to 11am'] },
    { text: 'r u open on memorial day', unanswerable: true },
    { text: 'how much r the kids classes', expect: ['$290 per term'] },
    { text: 'can i do the course from home on my laptop', expect: ['Zoom'] },
    { text: 'r books included in the price', expect: ['$35 per term'] },
    { text: 'do u run summer camps for kids', unanswerable: true },
    {
      text: 'i speak a little french, how do i know which level to join',
      expect: ['placement test'],
    },
    { text: 'how long does the level test take', expect: ['30-minute', '10-minute'] },
    { text: 'can i sit the dele at ur school', expect: ['authorized exam center'] },
    { text: 'do u do business english classes for companies', unanswerable: true },
    { text: 'when r the dele exams', expect: ['May and November'] },
    { text: 'whats the deadline to register for the dele', expect: ['6 weeks before'] },
    { text: 'can i take the ielts there', expect: ['external centers'] },
    { text: 'can u help me get a student visa', unanswerable: true },
    { text: 'is there an enrolment fee', expect: ['$50'] },
    { text: 'can i pay by cheque', expect: ['do not accept checks'] },
    {
      text: 'course starts in 2 weeks and i cant make it anymore, can i get my money back',
      expect: ['full refund'],
    },
    { text: 'do u arrange homestay with a local family', unanswerable: true },
    { text: 'course already started, can i still get a refund', expect: ['no refunds'] },
    {
      text: 'need to cancel my private lesson its in 3 hours, will i be charged',
      expect: ['charged in full'],
    },
    { text: 'i missed my online class can i watch it later', expect: ['7 days'] },
    { text: 'how much is parking in the lot during the day', unanswerable: true },
    { text: 'do seniors get money off', expect: ['10% off'] },
    { text: 'my daughter and i both want to sign up any discount', expect: ['15% off'] },
    { text: 'can i try a class before paying', expect: ['free of charge'] },
    { text: 'who teaches the french classes', unanswerable: true },
    { text: 'wheres the school', expect: ['52 Alder Street'] },
    { text: 'r u open friday evening', expect: ['5pm'] },
    { text: 'whats ur whatsapp', expect: ['(555) 472-9188'] },
    { text: 'is there a conversation club i can join', unanswerable: true },
    { text: 'when is the winter break', expect: ['December 22 to January 2'] },
    { text: 'what time is the intensive course', expect: ['9:30am to 12:30pm'] },
    { text: 'when does the next intensive start', unanswerable: true },
    {
      text: 'can my 12 yr old walk home by himself after class',
      expect: ['walk-home permission form'],
    },
  ],
};
