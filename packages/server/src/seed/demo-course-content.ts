/*
 * What the demo's two courses hold (see demo-courses.ts): modules and lessons of every kind, the
 * files they carry, and how far which demo client got.
 */
import { chimeWav, habitTrackerCsv, worksheetPdf } from './demo-course-files';

/** The coach's public course. */
export const MINDFUL_MORNINGS_TITLE = 'Mindful Mornings';
/** The coach's restricted course, given by name. */
export const RESILIENCE_101_TITLE = 'Resilience 101';

type DemoFile = {
  name: string;
  contentType: string;
  extension: string;
  make: () => Buffer | Promise<Buffer>;
};

export interface DemoLesson {
  title: string;
  description: string;
  type: 'video' | 'audio' | 'pdf' | 'file' | 'youtube' | 'iframe';
  url?: string;
  file?: DemoFile;
  published?: boolean;
  resources?: { instruction: string; url: string }[];
}

export interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

const chime = (name: string): DemoFile => ({
  name,
  contentType: 'audio/wav',
  extension: 'wav',
  make: () => chimeWav(),
});
const worksheet = (name: string, title: string, introduction: string, prompts: string[]): DemoFile => ({
  name,
  contentType: 'application/pdf',
  extension: 'pdf',
  make: () => worksheetPdf(title, introduction, prompts),
});

export const MINDFUL_MORNINGS: DemoModule[] = [
  {
    title: 'Why mornings matter',
    description: 'How the first half hour of the day sets its tone, and how to claim it.',
    lessons: [
      {
        title: 'A five-minute breathing practice',
        description:
          'Follow along once today. Sit upright, feet on the floor, and let the video set the pace of your breath.',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=inpok4MKVLM',
      },
      {
        title: 'The chime: your cue to begin',
        description:
          'A cue makes a habit easier to start. Play this chime when you sit down each morning, then take three slow breaths before anything else.',
        type: 'audio',
        file: chime('morning-chime.wav'),
      },
      {
        title: 'Set one intention',
        description:
          'Print or fill in the worksheet: one intention for the day, one thing you are grateful for, one small kindness you will do.',
        type: 'pdf',
        file: worksheet(
          'morning-intention-worksheet.pdf',
          'Morning intention',
          'Two minutes, before your phone.',
          ['Today I intend to…', 'I am grateful for…', 'One small kindness I will do today…'],
        ),
        resources: [
          {
            instruction: 'Why writing down intentions works: implementation intentions, explained',
            url: 'https://en.wikipedia.org/wiki/Implementation_intention',
          },
        ],
      },
    ],
  },
  {
    title: 'Building the routine',
    description: 'Make the morning practice stick with cues, tracking and a plan for bad days.',
    lessons: [
      {
        title: 'Box breathing',
        description:
          'Read about box breathing, then try four rounds: in for four, hold for four, out for four, hold for four.',
        type: 'iframe',
        url: 'https://en.m.wikipedia.org/wiki/Box_breathing',
      },
      {
        title: 'Your four-week tracker',
        description:
          'Download the tracker, print it and put it where you make your coffee. Tick each morning you practise.',
        type: 'file',
        file: {
          name: 'habit-tracker.csv',
          contentType: 'application/octet-stream',
          extension: 'csv',
          make: () => habitTrackerCsv(['Breathing practice', 'Intention written', 'No phone for 30 minutes']),
        },
      },
      {
        title: 'Evening wind-down (coming soon)',
        description: 'A lesson on preparing the night before.',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=inpok4MKVLM',
        published: false,
      },
    ],
  },
];

export const RESILIENCE_101: DemoModule[] = [
  {
    title: 'Understanding stress',
    description: 'Stress is a signal, not a verdict. Learn to read it.',
    lessons: [
      {
        title: 'How to make stress your friend',
        description: 'A talk on how the way we think about stress changes what it does to us.',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=RcGyVTAoXEU',
      },
      {
        title: 'Your stress inventory',
        description: 'List what drains you and what restores you this week. Bring it to your next session.',
        type: 'pdf',
        file: worksheet(
          'stress-inventory.pdf',
          'Stress inventory',
          'Be specific: people, places, times of day.',
          ['What drained my energy this week…', 'What restored it…', 'One drain I can reduce next week…'],
        ),
      },
    ],
  },
  {
    title: 'Bouncing back',
    description: 'Small, repeatable ways to recover after a hard day.',
    lessons: [
      {
        title: 'A pause between tasks',
        description: 'Play the chime between meetings and take one slow breath per second of sound.',
        type: 'audio',
        file: chime('pause-chime.wav'),
      },
      {
        title: 'What resilience is',
        description: 'A short read on psychological resilience and the habits behind it.',
        type: 'iframe',
        url: 'https://en.m.wikipedia.org/wiki/Psychological_resilience',
        resources: [
          { instruction: 'The 4-7-8 breathing technique', url: 'https://en.wikipedia.org/wiki/Breathing' },
        ],
      },
    ],
  },
];

/** Who has done how much of which course: lessons completed in order, the first `n`. */
export const PROGRESS: {
  email: string;
  course: string;
  lessons: number;
  notes?: { lesson: number; title: string; text: string; private?: boolean }[];
}[] = [
  {
    email: 'client@demo.test',
    course: MINDFUL_MORNINGS_TITLE,
    lessons: 3,
    notes: [
      {
        lesson: 0,
        title: 'First try',
        text: 'Felt restless for the first minute, then it settled. Doing it before coffee works best.',
      },
      { lesson: 2, title: 'My intention', text: 'Listen more than I talk in the team meeting.' },
      {
        lesson: 1,
        title: 'Just for me',
        text: 'The chime reminds me of my grandmother’s clock.',
        private: true,
      },
    ],
  },
  { email: 'client@demo.test', course: RESILIENCE_101_TITLE, lessons: 1 },
  { email: 'priya.patel@demo.test', course: MINDFUL_MORNINGS_TITLE, lessons: 99 },
  { email: 'aisha.khan@demo.test', course: MINDFUL_MORNINGS_TITLE, lessons: 2 },
  { email: 'aisha.khan@demo.test', course: RESILIENCE_101_TITLE, lessons: 3 },
  { email: 'mei.lin@demo.test', course: MINDFUL_MORNINGS_TITLE, lessons: 4 },
];
