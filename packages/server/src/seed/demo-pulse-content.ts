/*
 * What the demo's pulse surveys ask and what its clients wrote, written by us for Tandem. The
 * statements are plain first-person sentences a client can rate 1 (Strongly Disagree) to 7
 * (Strongly Agree) at the end of a day; the reflections are the kind of short notes people write,
 * grouped by how the day went so the charts and the words agree; and each client's mood, which
 * decides their answers.
 */

/** The coach's own survey. */
export const DAILY_CHECK_IN_NAME = 'Daily Check-in';
/** The company-managed (read-only) survey. */
export const BRIGHTPATH_PULSE_NAME = 'Brightpath Well-being Pulse';

export interface DemoDimension {
  name: string;
  color: string;
  construct: string;
  statements: { text: string; always?: boolean }[];
}

/** The coach's own "Daily Check-in": five dimensions, 22 statements. */
export const DAILY_CHECK_IN: DemoDimension[] = [
  {
    name: 'Energy',
    color: '#fab005',
    construct: 'Vitality',
    statements: [
      { text: 'I had the energy to do what I planned today.', always: true },
      { text: 'I slept well last night.' },
      { text: 'I got some movement or fresh air today.' },
      { text: 'I ate regular meals that kept me going.' },
    ],
  },
  {
    name: 'Mood',
    color: '#228be6',
    construct: 'Positive emotion',
    statements: [
      { text: 'I felt good about how today went.', always: true },
      { text: 'I enjoyed at least one moment of my day.' },
      { text: 'I was patient with myself today.' },
      { text: 'I noticed something I am thankful for.' },
      { text: 'I felt hopeful about tomorrow.' },
    ],
  },
  {
    name: 'Stress',
    color: '#fd7e14',
    construct: 'Calm',
    statements: [
      { text: 'I felt calm most of the day.' },
      { text: 'I had enough time for what mattered.' },
      { text: 'When something went wrong, I recovered quickly.' },
      { text: 'I could switch off from work in the evening.' },
    ],
  },
  {
    name: 'Connection',
    color: '#40c057',
    construct: 'Relationships',
    statements: [
      { text: 'I spent quality time with someone I care about.' },
      { text: 'I felt listened to today.' },
      { text: 'I reached out to someone, even briefly.' },
      { text: 'I felt part of a team or a community.' },
    ],
  },
  {
    name: 'Purpose',
    color: '#7950f2',
    construct: 'Meaning',
    statements: [
      { text: 'What I did today mattered to me.' },
      { text: 'I made progress on one of my goals.' },
      { text: 'I used one of my strengths today.' },
      { text: 'I kept a promise I made to myself.' },
      { text: 'I learned something new today.' },
    ],
  },
];

/** The company-managed "Brightpath Well-being Pulse": three dimensions, 10 statements. */
export const BRIGHTPATH_PULSE: DemoDimension[] = [
  {
    name: 'Resilience',
    color: '#e64980',
    construct: 'Coping',
    statements: [
      { text: 'I handled the pressure of this week well.', always: true },
      { text: 'I asked for help when I needed it.' },
      { text: 'I bounced back after a setback.' },
    ],
  },
  {
    name: 'Engagement',
    color: '#15aabf',
    construct: 'Work',
    statements: [
      { text: 'I was absorbed in my work at times today.' },
      { text: 'I knew what was expected of me.' },
      { text: 'My work felt worthwhile.' },
      { text: 'I had the tools I needed to do a good job.' },
    ],
  },
  {
    name: 'Balance',
    color: '#82c91e',
    construct: 'Recovery',
    statements: [
      { text: 'I took proper breaks during the day.' },
      { text: 'I had time for myself outside work.' },
      { text: 'I went to bed at a reasonable hour.' },
    ],
  },
];

/** Numbers every demo client tracks on their reflection. */
export const DEMO_KPIS = ['Hours of sleep', 'Minutes of movement'] as const;

/** What clients wrote, by how the day went. */
export const REFLECTIONS = {
  low: [
    'Rough day. Back-to-back meetings and I skipped lunch again, so by four I was running on fumes.',
    'Slept badly and it showed. I snapped at my partner over nothing and felt guilty all evening.',
    'Deadline stress took over. I could not switch off and kept checking email until midnight.',
    'Felt lonely today. Worked from home and realised I had not spoken to anyone properly in days.',
    'Overwhelmed by the to-do list. I kept starting things and finishing none of them.',
    'Headache most of the afternoon. I think it is the screen time and too much coffee.',
    'Anxious about the review on Friday. Tried the breathing exercise but my mind kept racing.',
    'Not much to say. Tired, flat, and I skipped my walk because of the rain.',
  ],
  middle: [
    'An ordinary day. Got the important report done, but the afternoon dragged.',
    'Busy but manageable. I remembered to take a proper lunch break, which helped.',
    'Mixed day: a good conversation with my manager, then a frustrating hour fixing the same bug.',
    'Did my stretching in the morning. Energy dipped after lunch, a short walk brought it back.',
    'Quiet evening with a book instead of my phone. Sleep should be better tonight.',
    'Some worry about money this week, but I wrote down a plan and it feels less heavy.',
    'Cooked a proper dinner for the first time this week. Small win.',
    'Work was fine, nothing special. Called my sister on the way home and that lifted my mood.',
  ],
  high: [
    'Great day! Finished the presentation early and took the kids to the park after school.',
    'Morning run, focused work until lunch, and a long dinner with friends. This is the balance I want.',
    'Felt calm and clear all day. The gratitude list this morning really set the tone.',
    'Had a breakthrough on the project that has been stuck for weeks. Proud of how I stayed with it.',
    'Slept eight hours and it shows. Patient with everyone, even in the long meeting.',
    'Helped a colleague with their first client call. Felt useful and connected.',
    'Walked to work in the sunshine and noticed how much lighter I feel than a month ago.',
    'Kept every promise to myself today: water, walk, no screens after nine. Feeling strong.',
  ],
} as const;

/** The client whose recent answers on one dimension raise a struggling notice. */
export const STRUGGLING_CLIENT = 'elena.rossi@demo.test';

/** A client's mood (1..7) by position in the history (0 oldest .. 1 yesterday). */
type Mood = (progress: number) => number;
const rising =
  (from: number, to: number): Mood =>
  (progress) =>
    from + (to - from) * progress;
const wave =
  (middle: number, swing: number): Mood =>
  (progress) =>
    middle + swing * Math.sin(progress * 12);

export interface PulsePlan {
  mood: Mood;
  /** Chance of answering a reflection given on a day they were around. */
  answerShare: number;
  /** Chance of keeping an answered reflection private. */
  privateShare: number;
}

export const DEFAULT_PLAN: PulsePlan = { mood: rising(4.2, 4.8), answerShare: 0.8, privateShare: 0.15 };
export const PLANS: Record<string, PulsePlan> = {
  'client@demo.test': { mood: rising(3.2, 5.7), answerShare: 0.9, privateShare: 0.15 },
  'priya.patel@demo.test': { mood: rising(5.6, 6.1), answerShare: 0.95, privateShare: 0.1 },
  'marcus.johnson@demo.test': { mood: wave(4.4, 1.2), answerShare: 0.85, privateShare: 0.2 },
  [STRUGGLING_CLIENT]: { mood: rising(5.6, 3.1), answerShare: 0.9, privateShare: 0.1 },
  'sofia.garcia@demo.test': { mood: rising(4.8, 5.2), answerShare: 0.8, privateShare: 0.1 },
  'liam.obrien@demo.test': { mood: rising(3.6, 3.9), answerShare: 0.55, privateShare: 0.3 },
  'aisha.khan@demo.test': { mood: rising(4, 6), answerShare: 0.85, privateShare: 0.1 },
  'mei.lin@demo.test': { mood: rising(6, 6.3), answerShare: 0.95, privateShare: 0.05 },
  'omar.haddad@demo.test': { mood: wave(4.8, 0.8), answerShare: 0.75, privateShare: 0.15 },
};

/** Some dimensions run a little higher or lower than the client's mood. */
export const DIMENSION_OFFSETS = [0.3, 0, -0.5, 0.2, -0.1];
