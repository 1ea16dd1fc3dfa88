/*
 * How the demo clients engaged with their past three weeks of exercises, planned in plain code.
 * Which exercises they were given is not planned here: demo-exercise-history.ts runs generation
 * itself (modules/tasks generation.ts, the one exercise-selection rule) day by day over the past,
 * so the demo's history follows the rule by construction. This file decides only whether and
 * when each given exercise was done, seeded by the client's e-mail so the demo is reproducible:
 * completion follows a per-client shape over the 21 days, so momentum charts have something to
 * show (improving, declining, steady high, low, lapsed, up and down).
 */
import { addDays, daysBetween, seededRandom } from '@tandem/shared';
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

/** A task generation gave, as the outcome planner needs it. */
export interface GivenTask {
  id: number;
  dueOn: string;
  source: string;
}

/** What became of a given task: local minutes after midnight of its due day, or null. */
export interface TaskOutcome {
  id: number;
  completedAtMinutes: number | null;
  ignored: boolean;
  /** When it appeared on the list; null to leave it as generation wrote it. */
  createdAtMinutes: number | null;
}

/**
 * Whether and when each of a client's given exercises was done, following their plan: a
 * scheduled one after it appeared, within their usual hours (today's stay open); one they asked
 * for ("one more") a little after noon, and done soon after.
 */
export function planOutcomes(options: {
  seedKey: string;
  today: string;
  plan: ClientHistoryPlan;
  /** Local minutes after midnight the day's exercises appear. */
  generateAtMinutes: number;
  /** In due order. */
  tasks: readonly GivenTask[];
}): TaskOutcome[] {
  const { generateAtMinutes } = options;
  const random = seededRandom(hashOf(options.seedKey));
  const outcome = outcomeDrawer(options.plan, generateAtMinutes, random);
  return options.tasks.map((task) => {
    if (task.source === 'requested') {
      const asked = Math.max(generateAtMinutes + 60, 12 * 60);
      return { id: task.id, createdAtMinutes: asked, completedAtMinutes: asked + 25, ignored: false };
    }
    const daysAgo = daysBetween(task.dueOn, options.today);
    return {
      id: task.id,
      createdAtMinutes: daysAgo === 0 ? null : generateAtMinutes,
      ...outcome(daysAgo),
    };
  });
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
