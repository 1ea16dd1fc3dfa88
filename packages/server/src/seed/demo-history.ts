/*
 * What the demo's past three weeks look like, planned in plain code (no database): which
 * exercises each demo client was given on which local day, and whether and when they did them.
 * demo-habits.ts writes the plan in a few set-based statements.
 *
 * The draw follows the generation rules (packages/shared/src/rules/exercise-selection.ts): only
 * on the client's work-week days, every `always` exercise plus the program's `daily_exercises`
 * drawn from the rest, respecting `only_on`, `buffer` and disabled exercises; each task stays
 * `available_for` days. The draw is seeded by the client's e-mail so a plan is reproducible.
 * Completion follows a per-client shape over the 21 days, so momentum charts have something to
 * show: improving, declining, steady high, low, lapsed, up and down.
 */
import {
  addDays,
  availableUntil,
  isDrawable,
  selectDailyExercises,
  seededRandom,
  type SelectableExercise,
  type Weekday,
} from '@tandem/shared';

/** Local days of history before today. */
export const HISTORY_DAYS = 21;

/** The demo client who is left without chosen areas of focus, so the missing-areas modal shows. */
export const NO_AREAS_CLIENT = 'grace.kim@demo.test';

/** The client whose daily-exercise screen is the demo's showcase (today's tasks, habits, notes). */
export const SHOWCASE_CLIENT = 'client@demo.test';

/** Chance of completing a task, by position in the history (0 oldest day .. 1 yesterday) and days ago. */
export type CompletionShape = (progress: number, daysAgo: number) => number;

const improving =
  (from: number, to: number): CompletionShape =>
  (progress) =>
    from + (to - from) * progress;
const steady =
  (chance: number): CompletionShape =>
  () =>
    chance;
/** Kept it up, then stopped `days` ago (and has not logged in since). */
const lapsed =
  (chance: number, days: number): CompletionShape =>
  (_progress, daysAgo) =>
    daysAgo <= days ? 0 : chance;
/** Good weeks and bad weeks. */
const wave =
  (middle: number, swing: number): CompletionShape =>
  (_progress, daysAgo) =>
    middle + swing * Math.sin(daysAgo / 2.5);

/** How one demo client engaged with their exercises. */
export interface ClientHistoryPlan {
  /** Areas of focus they chose, by name (when their program does not assign all). */
  areas: string[];
  completion: CompletionShape;
  /** Of the tasks they did not do, the share they skipped rather than left open. */
  skipShare: number;
  /** Local hours of the day they usually do their exercises. */
  hours: [from: number, to: number];
}

/** Every demo client's plan. Shapes roughly match when each last logged in (demo.ts). */
export const DEMO_CLIENT_PLANS: Record<string, ClientHistoryPlan> = {
  [SHOWCASE_CLIENT]: {
    areas: ['Sleep & Energy', 'Movement', 'Mindfulness'],
    completion: improving(0.35, 0.9),
    skipShare: 0.4,
    hours: [7, 21],
  },
  'priya.patel@demo.test': {
    areas: ['Focus & Purpose', 'Connection', 'Mindfulness'],
    completion: steady(0.92),
    skipShare: 0.5,
    hours: [7, 10],
  },
  'marcus.johnson@demo.test': {
    areas: [],
    completion: improving(0.95, 0.15),
    skipShare: 0.3,
    hours: [12, 14],
  },
  'elena.rossi@demo.test': {
    areas: ['Connection', 'Sleep & Energy', 'Movement'],
    completion: steady(0.22),
    skipShare: 0.2,
    hours: [18, 22],
  },
  'sofia.garcia@demo.test': { areas: [], completion: improving(0.2, 0.85), skipShare: 0.5, hours: [8, 12] },
  'liam.obrien@demo.test': {
    areas: ['Movement', 'Focus & Purpose', 'Sleep & Energy'],
    completion: lapsed(0.7, 4),
    skipShare: 0.1,
    hours: [17, 21],
  },
  'aisha.khan@demo.test': {
    areas: ['Mindfulness', 'Focus & Purpose', 'Connection'],
    completion: steady(0.7),
    skipShare: 0.6,
    hours: [6, 9],
  },
  'noah.williams@demo.test': {
    areas: ['Sleep & Energy', 'Focus & Purpose', 'Movement'],
    completion: lapsed(0.6, 8),
    skipShare: 0.2,
    hours: [19, 22],
  },
  'mei.lin@demo.test': {
    areas: ['Mindfulness', 'Connection', 'Sleep & Energy'],
    completion: steady(0.82),
    skipShare: 0.9,
    hours: [7, 20],
  },
  'david.cohen@demo.test': { areas: [], completion: lapsed(0.5, 16), skipShare: 0.1, hours: [9, 17] },
  [NO_AREAS_CLIENT]: { areas: [], completion: steady(0), skipShare: 0, hours: [9, 17] },
  'omar.haddad@demo.test': {
    areas: ['Movement', 'Connection', 'Focus & Purpose'],
    completion: wave(0.55, 0.35),
    skipShare: 0.4,
    hours: [6, 22],
  },
  'tom.nguyen@demo.test': {
    areas: ['Focus & Purpose', 'Movement', 'Mindfulness'],
    completion: steady(0),
    skipShare: 0,
    hours: [9, 17],
  },
};

/** An exercise a client may be given, with what the draw and the task need. */
export interface PoolExercise extends SelectableExercise {
  availableFor: number;
}

/** A task to insert: times are local minutes after midnight of its due day. */
export interface PlannedTask {
  templateId: number | null;
  habitId: number | null;
  dueOn: string;
  availableUntil: string;
  source: 'scheduled' | 'requested' | 'coach' | 'habit';
  /** When it was done, or null when it was not (yet). */
  completedAtMinutes: number | null;
  ignored: boolean;
  /** When it appeared on the list; null for today's, which are created now. */
  createdAtMinutes: number | null;
}

/** The weekday of a calendar date, 0 Monday .. 6 Sunday. */
export function weekdayOf(date: string): Weekday {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) as Weekday;
}

/** The most recent of the client's work days at least `atLeast` days before `today`, as days ago. */
export function latestWorkDay(
  today: string,
  workWeek: readonly number[],
  atLeast: number,
): number | undefined {
  for (let daysAgo = atLeast; daysAgo <= HISTORY_DAYS; daysAgo += 1) {
    if (workWeek.includes(weekdayOf(addDays(today, -daysAgo)))) return daysAgo;
  }
  return undefined;
}

/** A 32-bit FNV-1a hash, to seed a client's draw from their e-mail. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const clampChance = (chance: number) => Math.min(Math.max(chance, 0), 1);
const LAST_MINUTE = 23 * 60 + 59;

/**
 * A client's scheduled exercises over the past HISTORY_DAYS local days (and today's, open, when
 * `includeToday`), drawn by the generation rules, with completion following their plan.
 * `oneMoreDaysAgo` adds an exercise they asked for ("one more") on that day, when it is a work day.
 */
export function planExerciseHistory(options: {
  seedKey: string;
  today: string;
  workWeek: readonly number[];
  exercises: readonly PoolExercise[];
  dailyExercises: number;
  plan: ClientHistoryPlan;
  /** Local minutes after midnight the day's exercises appear. */
  generateAtMinutes: number;
  includeToday?: boolean;
  oneMoreDaysAgo?: number;
}): PlannedTask[] {
  const { today, workWeek, exercises, plan, generateAtMinutes } = options;
  const random = seededRandom(hashOf(options.seedKey));
  const lastGiven = new Map<number, string>();
  const planned: PlannedTask[] = [];
  const [fromHour, toHour] = plan.hours;
  // Done after the exercises appeared, within the client's usual hours, before midnight.
  const doneAt = () => {
    const earliest = Math.max(fromHour * 60, generateAtMinutes + 15);
    const latest = Math.max(earliest, Math.min(toHour * 60, LAST_MINUTE));
    return Math.round(earliest + random() * (latest - earliest));
  };
  const outcome = (daysAgo: number) => {
    if (daysAgo === 0) return { completedAtMinutes: null, ignored: false };
    const progress = (HISTORY_DAYS - daysAgo) / (HISTORY_DAYS - 1);
    if (random() < clampChance(plan.completion(progress, daysAgo))) {
      return { completedAtMinutes: doneAt(), ignored: false };
    }
    return { completedAtMinutes: null, ignored: random() < plan.skipShare };
  };

  for (let daysAgo = HISTORY_DAYS; daysAgo >= (options.includeToday ? 0 : 1); daysAgo -= 1) {
    const date = addDays(today, -daysAgo);
    const weekday = weekdayOf(date);
    if (!workWeek.includes(weekday)) continue;
    const given = selectDailyExercises({
      exercises,
      date,
      weekday,
      count: options.dailyExercises,
      lastGiven,
      random,
    });
    for (const exercise of given) {
      lastGiven.set(exercise.id, date);
      planned.push({
        templateId: exercise.id,
        habitId: null,
        dueOn: date,
        availableUntil: availableUntil(date, exercise.availableFor),
        source: 'scheduled',
        createdAtMinutes: daysAgo === 0 ? null : generateAtMinutes,
        ...outcome(daysAgo),
      });
    }
    if (daysAgo === options.oneMoreDaysAgo) {
      const onList = new Set(given.map((exercise) => exercise.id));
      const extra = exercises.find(
        (exercise) => !onList.has(exercise.id) && isDrawable(exercise, date, weekday, lastGiven),
      );
      if (extra) {
        lastGiven.set(extra.id, date);
        const asked = Math.max(generateAtMinutes + 60, 12 * 60);
        planned.push({
          templateId: extra.id,
          habitId: null,
          dueOn: date,
          availableUntil: availableUntil(date, extra.availableFor),
          source: 'requested',
          createdAtMinutes: asked,
          completedAtMinutes: asked + 25,
          ignored: false,
        });
      }
    }
  }
  return planned;
}

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
