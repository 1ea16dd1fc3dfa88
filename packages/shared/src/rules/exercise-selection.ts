/*
 * Local days and dates, completion ratios and momentum constants around the daily exercises.
 *
 * Which exercises a client gets and when (docs/decisions/006-exercise-generation.md) is decided
 * by one rule, stated once: the set-based SQL statement in
 * packages/server/src/modules/tasks/generation.ts, tested on PostgreSQL with the rule's cases
 * (modules/tasks/exercise-selection.test.ts). The demo seed runs that statement too.
 */

/** A day number: 0 Monday to 6 Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The client's wall clock at an instant: local calendar date, weekday and minutes since midnight. */
export interface LocalMoment {
  date: string;
  weekday: Weekday;
  minutes: number;
}

const WEEKDAY_NUMBERS: Record<string, Weekday> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

// Making an Intl.DateTimeFormat costs far more than using one (it loads the zone's rules), and a
// server asks for the same few zones on every request: one formatter per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * What the clock says in `timeZone` at `now`; throws for a zone the runtime does not know. The
 * server reads a client's day through lib/local-clock.ts (`localToday`, UTC for unknown zones).
 */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAY_NUMBERS[part('weekday')]!,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS'. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last local day a task due on `dueDate` stays available. */
export function availableUntil(dueDate: string, availableFor: number): string {
  return addDays(dueDate, Math.max(availableFor, 1) - 1);
}

/** A small seeded generator (mulberry32) for reproducible draws. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Completed ÷ due, 0 when nothing was due (a fraction 0..1, as `seven_day_totals` carries it). */
export function completionRatio(completed: number, due: number): number {
  return due > 0 ? Math.min(completed / due, 1) : 0;
}

/**
 * The same as a whole percent, truncated; 0 when nothing was due. In whole numbers, so 29 of 100
 * is 29 (the float route, 29 / 100 * 100, gives 28.999… and truncates to 28).
 */
export function completionPercent(completed: number, due: number): number {
  if (due <= 0) return 0;
  return Math.floor((Math.min(completed, due) * 100) / due);
}

/** Days counted by momentum: the client's today and the six before it. */
export const MOMENTUM_DAYS = 7;

/** Local hour exercise reminder e-mails go out (spec FAQ: 8 am), or after generation if later. */
export const EXERCISE_REMINDER_HOUR = 8;

/** Reminders stop for users inactive this many days (spec FAQ: two weeks). */
export const REMINDER_INACTIVITY_DAYS = 14;
