/*
 * The rules that decide which exercises a client gets and when. The server runs them as one
 * set-based SQL statement for every client at once (packages/server/src/modules/tasks/
 * generation.sql.ts); this file states them in plain code, for the tests and for the screens
 * that explain them. Keep the two in step.
 *
 * 1. When: a client's day is generated once, on a day of their work week, as soon as their local
 *    time (in their own time zone) reaches `generate_exercises_at`. Days are local calendar days,
 *    so a DST change or the date line never skips or repeats one.
 * 2. Who: active clients (not deactivated) whose profile allows daily exercises and who have a
 *    habit program. Habits are given on their own `days_of_week`, work week or not.
 * 3. What: from the enabled exercises of the client's areas of focus (every area of the program
 *    when it assigns all), on a weekday in the exercise's `only_on` (empty: any day):
 *    - every `always` exercise, each time (the buffer does not apply to them);
 *    - plus `daily_exercises` drawn at random from the others, skipping any given within its
 *      `buffer` days (given on day G, it may come again on day D only when D - G > buffer) or
 *      still on the list (its last task's `available_for` window has not ended), so one
 *      exercise never shows twice.
 *    When fewer are eligible than asked for, the client gets all of them.
 * 4. Each task is due that day and stays on the list for `available_for` days (the due day is
 *    the first of them).
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

/** What the clock says in `timeZone` at `now`. */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
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

export interface GenerationSchedule {
  timezone: string;
  work_week: readonly number[];
  generate_exercises_at: string;
}

/**
 * The local day whose exercises are due to be generated at `now`, or null: a work-week day whose
 * generation time has come. (Whether it was generated already is the caller's business.)
 */
export function exerciseDayDue(now: Date, schedule: GenerationSchedule): string | null {
  const local = localMoment(now, schedule.timezone);
  if (!schedule.work_week.includes(local.weekday)) return null;
  if (local.minutes < minutesOfTime(schedule.generate_exercises_at)) return null;
  return local.date;
}

/** The last local day a task due on `dueDate` stays available. */
export function availableUntil(dueDate: string, availableFor: number): string {
  return addDays(dueDate, Math.max(availableFor, 1) - 1);
}

export interface SelectableExercise {
  id: number;
  active: boolean;
  always: boolean;
  buffer: number;
  only_on: readonly number[];
  /** Days a task of it stays listed (default 1: the due day only). */
  available_for?: number;
}

/** When the client was last given each exercise: template id to local due date. */
export type LastGiven = ReadonlyMap<number, string>;

/** Whether a non-`always` exercise may be drawn on `date` (rule 3). */
export function isDrawable(
  exercise: SelectableExercise,
  date: string,
  weekday: Weekday,
  lastGiven: LastGiven,
) {
  if (!exercise.active || exercise.always) return false;
  if (exercise.only_on.length > 0 && !exercise.only_on.includes(weekday)) return false;
  const last = lastGiven.get(exercise.id);
  const stillListed = (exercise.available_for ?? 1) - 1;
  return last === undefined || daysBetween(last, date) > Math.max(exercise.buffer, stillListed);
}

/** Whether an `always` exercise is given on `weekday`. */
export function isAlwaysGiven(exercise: SelectableExercise, weekday: Weekday) {
  return (
    exercise.active &&
    exercise.always &&
    (exercise.only_on.length === 0 || exercise.only_on.includes(weekday))
  );
}

/**
 * The exercises of one client's day: every `always` one, plus `count` drawn from the drawable
 * rest with `random` (a function giving numbers in [0, 1), seeded in tests).
 */
export function selectDailyExercises<E extends SelectableExercise>(options: {
  exercises: readonly E[];
  date: string;
  weekday: Weekday;
  count: number;
  lastGiven: LastGiven;
  random: () => number;
}): E[] {
  const { exercises, date, weekday, count, lastGiven, random } = options;
  const always = exercises.filter((exercise) => isAlwaysGiven(exercise, weekday));
  const pool = exercises.filter((exercise) => isDrawable(exercise, date, weekday, lastGiven));
  // Fisher–Yates, only as far as needed.
  const drawn = [...pool];
  const take = Math.min(Math.max(count, 0), drawn.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (drawn.length - i));
    [drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!];
  }
  return [...always, ...drawn.slice(0, take)];
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
