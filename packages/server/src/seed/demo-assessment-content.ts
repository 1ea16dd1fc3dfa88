/*
 * The demo's assessment library, written by us for Tandem (no published instrument is copied):
 * two assessments here, and the free "Well-being Check" every installation has (migration 0011,
 * id 64) in the same shape: three or four attributes, four statements each answered 1 (strongly
 * disagree) to 7 (strongly agree), one worded the other way round (`reverse`), and a report text
 * per band. Scoring: shared/rules/assessment-scoring.ts.
 */

export interface DemoAttribute {
  name: string;
  description: string;
  /** [statement, reverse] */
  questions: [string, boolean][];
  report: { low: string; moderate: string; high: string };
}

export interface DemoAssessment {
  name: string;
  description: string;
  instructions: string;
  attributes: DemoAttribute[];
}

const INSTRUCTIONS =
  'Read each statement and choose how much you agree, from 1 (strongly disagree) to 7 (strongly agree). Think of the last two weeks. There are no right answers.';

export const DEMO_ASSESSMENTS: DemoAssessment[] = [
  {
    name: 'Work-Life Balance',
    description: 'How well work fits around the rest of your life: boundaries, recovery and workload.',
    instructions: INSTRUCTIONS,
    attributes: [
      {
        name: 'Boundaries',
        description: 'Keeping work to its time and place.',
        questions: [
          ['I stop working at a set time most days.', false],
          ['I check work messages in the evening.', true],
          ['I say no to requests I cannot take on.', false],
          ['My days off are really off.', false],
        ],
        report: {
          low: 'Work spills into the rest of your life. Choose one boundary, such as no e-mail after 7 pm, and keep it for two weeks.',
          moderate: 'Your boundaries hold on good weeks. Write them down so they hold on busy ones too.',
          high: 'You keep clear boundaries. That protects your energy and your relationships; keep it up.',
        },
      },
      {
        name: 'Recovery',
        description: 'Recharging between demands.',
        questions: [
          ['I have activities outside work that recharge me.', false],
          ['I take real breaks during the workday.', false],
          ['Weekends are over before I have rested.', true],
          ['I take the holidays I am entitled to.', false],
        ],
        report: {
          low: 'You are not getting enough recovery. Plan one restful thing for each weekend and one real break each workday.',
          moderate:
            'You recover, though not always enough. Notice what truly recharges you and do more of it.',
          high: 'You recover well. Good recovery keeps you effective over the long run.',
        },
      },
      {
        name: 'Workload',
        description: 'Having work you can manage in the time you have.',
        questions: [
          ['My workload is manageable.', false],
          ['I know which of my tasks matter most.', false],
          ['I regularly work late to keep up.', true],
          ['I can ask for help when I have too much.', false],
        ],
        report: {
          low: 'Your workload is too heavy. List what is on your plate and discuss priorities with your manager or coach.',
          moderate:
            'Your workload is mostly manageable. Watch for weeks that tip over, and plan ahead for them.',
          high: 'Your workload fits your time. Keep prioritising so it stays that way.',
        },
      },
    ],
  },
  {
    name: 'Habit Readiness',
    description: 'How ready you are to build a new habit: motivation, routine and self-belief.',
    instructions: INSTRUCTIONS,
    attributes: [
      {
        name: 'Motivation',
        description: 'Knowing why a change matters to you.',
        questions: [
          ['I know why I want to change this habit.', false],
          ['The change matters to me, not only to others.', false],
          ['I lose interest in new goals within a few days.', true],
          ['I can picture how my life will be better.', false],
        ],
        report: {
          low: 'Your reason for changing is not yet clear. Write down why this habit matters to you; a strong why carries you through hard days.',
          moderate: 'You have a reason to change. Make it vivid: write it where you will see it each day.',
          high: 'You are strongly motivated. Channel it into small, daily steps rather than big leaps.',
        },
      },
      {
        name: 'Routine',
        description: 'Having a place in the day for the new habit.',
        questions: [
          ['My days follow a fairly regular rhythm.', false],
          ['I can link a new habit to something I already do.', false],
          ['My schedule changes too much to plan anything.', true],
          ['I plan my week ahead.', false],
        ],
        report: {
          low: 'Your days have little routine to hang a habit on. Pick one anchor you do daily, such as morning coffee, and attach the new habit to it.',
          moderate:
            'You have some routine. Choose a fixed time and place for the habit to make it automatic.',
          high: 'Your routine is a good base. New habits will fit in when you link them to it.',
        },
      },
      {
        name: 'Self-belief',
        description: 'Trusting that you can make the change.',
        questions: [
          ['I have changed a habit successfully before.', false],
          ['When I slip, I get back on track quickly.', false],
          ['I doubt I can stick to changes.', true],
          ['I believe small steps add up.', false],
        ],
        report: {
          low: 'You doubt you can change. Start with a habit so small it cannot fail, and count each day you do it.',
          moderate:
            'You believe you can change, with some doubts. Track your progress so the evidence builds.',
          high: 'You trust yourself to change. Set a clear first step and begin.',
        },
      },
    ],
  },
];

/** Demo clients' results: whose, which assessment, how many days ago, and their leaning (1-7). */
export const DEMO_CLIENT_RESULTS: { email: string; assessment: string; daysAgo: number; leaning: number }[] =
  [
    { email: 'mei.lin@demo.test', assessment: 'Well-being Check', daysAgo: 12, leaning: 5 },
    { email: 'mei.lin@demo.test', assessment: 'Habit Readiness', daysAgo: 3, leaning: 6 },
    { email: 'omar.haddad@demo.test', assessment: 'Well-being Check', daysAgo: 8, leaning: 3 },
    { email: 'priya.patel@demo.test', assessment: 'Work-Life Balance', daysAgo: 5, leaning: 4 },
    { email: 'elena.rossi@demo.test', assessment: 'Well-being Check', daysAgo: 2, leaning: 6 },
  ];

/** Visitors who took the coach's public link (leads). */
export const DEMO_LEAD_RESULTS: {
  firstName: string;
  lastName: string;
  email: string;
  assessment: string;
  daysAgo: number;
  leaning: number;
}[] = [
  {
    firstName: 'Hana',
    lastName: 'Sato',
    email: 'hana.sato@example.com',
    assessment: 'Work-Life Balance',
    daysAgo: 6,
    leaning: 3,
  },
  {
    firstName: 'Lucas',
    lastName: 'Moreau',
    email: 'lucas.moreau@example.com',
    assessment: 'Well-being Check',
    daysAgo: 1,
    leaning: 5,
  },
];

/** Assessments the coach has sent and the client has still to take (the client's list shows them). */
export const DEMO_OPEN_ASSIGNMENTS: { email: string; assessment: string; daysAgo: number }[] = [
  { email: 'mei.lin@demo.test', assessment: 'Work-Life Balance', daysAgo: 1 },
  { email: 'omar.haddad@demo.test', assessment: 'Habit Readiness', daysAgo: 2 },
];

/** The call to action on the coach's Work-Life Balance link (a real-looking booking page). */
export const DEMO_CTA = {
  assessment: 'Work-Life Balance',
  title: 'Want a better balance?',
  subtitle: 'Book a free 20-minute call and leave with one change to try this week.',
  linkText: 'Book a call',
  link: 'https://example.org/book-a-call',
};
