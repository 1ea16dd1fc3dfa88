/*
 * What the demo's past three weeks look like, planned in plain code (no database): which
 * exercises each demo client was given on which local day, and whether and when they did them.
 * demo-exercise-history.ts writes the plan in a few set-based statements.
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
import { weekdayOf } from './demo-local-time';

/** Local days of history before today. */
export const HISTORY_DAYS = 21;

/** The demo client who is left without chosen areas of focus, so the missing-areas modal shows. */
export const NO_AREAS_CLIENT = 'grace.kim@demo.test';

/** The client whose daily-exercise screen is the demo's showcase (today's tasks, habits, notes). */
export const SHOWCASE_CLIENT = 'client@demo.test';

/** Chance of completing a task, by position in the history (0 oldest day .. 1 yesterday) and days ago. */
export type CompletionShape = (progress: number, daysAgo: number) => number;

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
/** The last minute of a local day. */
export const LAST_MINUTE = 23 * 60 + 59;

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
  const { today, workWeek, exercises, generateAtMinutes } = options;
  const random = seededRandom(hashOf(options.seedKey));
  const outcome = outcomeDrawer(options.plan, generateAtMinutes, random);
  const lastGiven = new Map<number, string>();
  const planned: PlannedTask[] = [];
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
      const extra = oneMore(exercises, given, date, weekday, lastGiven, generateAtMinutes);
      if (extra) planned.push(extra);
    }
  }
  return planned;
}

/**
 * Whether and when a task due `daysAgo` was done, following the plan: done after the exercises
 * appeared, within the client's usual hours, before midnight; else skipped or left open.
 */
function outcomeDrawer(plan: ClientHistoryPlan, generateAtMinutes: number, random: () => number) {
  const [fromHour, toHour] = plan.hours;
  const doneAt = () => {
    const earliest = Math.max(fromHour * 60, generateAtMinutes + 15);
    const latest = Math.max(earliest, Math.min(toHour * 60, LAST_MINUTE));
    return Math.round(earliest + random() * (latest - earliest));
  };
  return (daysAgo: number) => {
    if (daysAgo === 0) return { completedAtMinutes: null, ignored: false };
    const progress = (HISTORY_DAYS - daysAgo) / (HISTORY_DAYS - 1);
    if (random() < clampChance(plan.completion(progress, daysAgo))) {
      return { completedAtMinutes: doneAt(), ignored: false };
    }
    return { completedAtMinutes: null, ignored: random() < plan.skipShare };
  };
}

/** The exercise the client asked for on top of the day's list ("one more"), done soon after. */
function oneMore(
  exercises: readonly PoolExercise[],
  given: readonly PoolExercise[],
  date: string,
  weekday: Weekday,
  lastGiven: Map<number, string>,
  generateAtMinutes: number,
): PlannedTask | undefined {
  const onList = new Set(given.map((exercise) => exercise.id));
  const extra = exercises.find(
    (exercise) => !onList.has(exercise.id) && isDrawable(exercise, date, weekday, lastGiven),
  );
  if (!extra) return undefined;
  lastGiven.set(extra.id, date);
  const asked = Math.max(generateAtMinutes + 60, 12 * 60);
  return {
    templateId: extra.id,
    habitId: null,
    dueOn: date,
    availableUntil: availableUntil(date, extra.availableFor),
    source: 'requested',
    createdAtMinutes: asked,
    completedAtMinutes: asked + 25,
    ignored: false,
  };
}
