/*
 * The showcase client's extras, planned in plain code: their own habits and each habit's days,
 * the exercise the coach gave them, notes on a few tasks and two commitments from the coach.
 * demo-showcase.ts writes them.
 */
import { addDays, seededRandom } from '@tandem/shared';
import { HISTORY_DAYS, LAST_MINUTE, hashOf, type PlannedTask } from './demo-history';
import { weekdayOf } from './demo-local-time';

/** One of the showcase client's own habits. */
export interface DemoHabit {
  name: string;
  description: string;
  why: string;
  visualization: string;
  color: string;
  daysOfWeek: number[];
  /** HH:MM:SS local. */
  time: string;
  /** Days before today it was created; its history starts that day. */
  createdDaysAgo: number;
  /** Chance of doing it on a given day. */
  chance: number;
}

export const SHOWCASE_HABITS: DemoHabit[] = [
  {
    name: 'Morning stretch',
    description: 'Ten minutes of gentle stretching on the mat before breakfast.',
    why: 'My back is stiff after the long runs, and I feel better all day when I loosen up first thing.',
    visualization:
      'The mat is already rolled out by the window. I stretch while the kettle boils and feel my shoulders drop before anyone else is up.',
    color: '#12b886',
    daysOfWeek: [0, 1, 2, 3, 4],
    time: '07:00:00',
    createdDaysAgo: HISTORY_DAYS,
    chance: 0.75,
  },
  {
    name: 'Read before bed',
    description: 'Twenty pages of a paper book, with the phone charging in the kitchen.',
    why: 'Reading is how I switch off, and it keeps the phone out of bed.',
    visualization:
      'Lamp on, tea on the nightstand, the book open where I left it. I fall asleep thinking about the story, not my inbox.',
    color: '#e8590c',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    time: '21:30:00',
    createdDaysAgo: HISTORY_DAYS,
    chance: 0.85,
  },
  {
    name: 'Lunchtime walk',
    description: 'A twenty-minute walk around the park after lunch, whatever the weather.',
    why: 'My afternoons drag when I eat at my desk; a walk clears my head for the second half of the day.',
    visualization: 'Coat on at 12:30, the loop past the pond, back at my desk feeling awake.',
    color: '#1971c2',
    daysOfWeek: [0, 2, 4],
    time: '12:30:00',
    createdDaysAgo: 9,
    chance: 0.6,
  },
];

/** A habit's days from its creation to today (today's open), done around its time. */
export function planHabitHistory(options: {
  seedKey: string;
  today: string;
  habit: DemoHabit;
  habitId: number;
}): PlannedTask[] {
  const { today, habit, habitId } = options;
  const random = seededRandom(hashOf(options.seedKey));
  const [hours, minutes] = habit.time.split(':').map(Number);
  const at = hours! * 60 + minutes!;
  const planned: PlannedTask[] = [];
  for (let daysAgo = habit.createdDaysAgo; daysAgo >= 0; daysAgo -= 1) {
    const date = addDays(today, -daysAgo);
    if (!habit.daysOfWeek.includes(weekdayOf(date))) continue;
    const done = daysAgo > 0 && random() < habit.chance;
    planned.push({
      templateId: null,
      habitId,
      dueOn: date,
      availableUntil: date,
      source: 'habit',
      createdAtMinutes: daysAgo === 0 ? null : 0,
      completedAtMinutes: done ? Math.min(at - 10 + Math.round(random() * 50), LAST_MINUTE) : null,
      ignored: !done && daysAgo > 0 && random() < 0.3,
    });
  }
  return planned;
}

/** The exercise the coach gave the showcase client, by title, and when (local). */
export const COACH_GIVEN_EXERCISE = {
  title: 'Say no to one thing',
  /** At least this many days ago, on a work day. */
  daysAgo: 4,
  givenAtMinutes: 10 * 60 + 15,
  doneAtMinutes: 19 * 60 + 40,
};

/** Which of the showcase client's past tasks a note is on. */
export type NoteTarget = { habit: string } | 'coach' | 'scheduled';

export const SHOWCASE_TASK_NOTES: { on: NoteTarget; title: string; text: string; private: boolean }[] = [
  {
    on: { habit: 'Morning stretch' },
    title: 'Back feels looser',
    text: 'Did the full ten minutes before the kids were up. The day after the long run my lower back was much less stiff than last week.',
    private: false,
  },
  {
    on: { habit: 'Read before bed' },
    title: 'Two pages and out',
    text: 'Only managed two pages before falling asleep. Still better than scrolling until midnight, which is what I would have done a month ago.',
    private: true,
  },
  {
    on: 'coach',
    title: 'Said no to the Thursday call',
    text: 'Asked to move the Thursday evening planning call to Friday morning. Nobody minded! That is my evening back, as we discussed.',
    private: false,
  },
  {
    on: 'scheduled',
    title: 'Harder to remember than to do',
    text: 'The exercise itself took no time; remembering it was the hard part. A reminder on my phone did the trick.',
    private: false,
  },
];

/** What the coach asked the showcase client to do: one due today, one a week from today. */
export const SHOWCASE_COMMITMENTS: {
  title: string;
  description: string;
  dueInDays: number;
  createdDaysAgo: number;
}[] = [
  {
    title: 'Share your long-run plan',
    description:
      'Send me your plan for next week’s long run: distance, route and the day you will do it, so we can check it fits around work.',
    dueInDays: 0,
    createdDaysAgo: 3,
  },
  {
    title: 'Keep Thursday evening free',
    description:
      'Protect Thursday evening for yourself again this week, and write a note on how you spent it and how you felt on Friday morning.',
    dueInDays: 7,
    createdDaysAgo: 1,
  },
];
