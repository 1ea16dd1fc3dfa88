/*
 * Pulse survey rules shared by the server, the web and their tests (spec coach side sections 4
 * and 9): which statements a day asks, and how 1-7 answers become graph values and fractions.
 */

/** The answer scale of every statement: 1 Strongly Disagree to 7 Strongly Agree. */
export const PULSE_MIN_ANSWER = 1;
export const PULSE_MAX_ANSWER = 7;
/** The labels of the scale's ends, as the daily reflection shows them. */
export const PULSE_SCALE_LABELS = { 1: 'Strongly Disagree', 7: 'Strongly Agree' } as const;

/** Graph axes (well-being graphs, cohort charts): 0 to 100 in steps of 20. */
export const GRAPH_MAX = 100;
export const GRAPH_STEP = 20;
export const GRAPH_TICKS = [0, 20, 40, 60, 80, 100] as const;
/** The dashboard's reflection bar chart: the average answer of a day, so at most 7. */
export const REFLECTION_CHART_MAX = 7;

/** The look-back windows the analytics offer (days); spec: 10/30/90/180/365. */
export const SINCE_DAYS_OPTIONS = [10, 30, 90, 180, 365] as const;
export type SinceDays = (typeof SINCE_DAYS_OPTIONS)[number];
export const DEFAULT_SINCE_DAYS: SinceDays = 30;

/** A word cloud needs more than 5 words (spec). */
export const WORD_CLOUD_MIN_WORDS = 6;

/**
 * A client stops getting daily reflections once the oldest one left unanswered since their last
 * answer is this many days old (FAQ: "pulse surveys stop after two weeks of being ignored").
 * Answering one, on any day, starts them again.
 */
export const PULSE_IGNORED_STOP_DAYS = 14;
/** A score at or below this, on one dimension, two reflections in a row, is a struggle (tutorial). */
export const STRUGGLING_MAX_SCORE = 3;

/** The reminder goes at 17:00 local, or at the reflection's time when that is later (FAQ). */
export const PULSE_REMINDER_AT = '17:00';
/** ... but never this late in the evening. */
export const PULSE_REMINDER_UNTIL = '22:00';

/** What selection needs of a statement. */
export interface SelectableQuestion {
  id: number;
  always: boolean;
}

/**
 * The preview's statements (spec): every always-asked one, plus the first `dailyNumQuestions`
 * of the rest in their order (all of them when there are not more than that).
 */
export function previewQuestions<Q extends SelectableQuestion>(
  questions: Q[],
  dailyNumQuestions: number,
): Q[] {
  const always = questions.filter((q) => q.always);
  const rest = questions.filter((q) => !q.always).slice(0, Math.max(0, dailyNumQuestions));
  const chosen = new Set([...always, ...rest]);
  return questions.filter((q) => chosen.has(q));
}

/**
 * A day's statements: every always-asked one plus `dailyNumQuestions` drawn at random from the
 * rest, kept in the survey's order. `random` returns [0, 1) (Math.random; tests pass a seeded one).
 */
export function dailyQuestions<Q extends SelectableQuestion>(
  questions: Q[],
  dailyNumQuestions: number,
  random: () => number = Math.random,
): Q[] {
  const rest = questions.filter((q) => !q.always);
  // Partial Fisher-Yates: the first n of a uniformly shuffled copy.
  const pool = [...rest];
  const n = Math.min(Math.max(0, dailyNumQuestions), pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const chosen = new Set([...questions.filter((q) => q.always), ...pool.slice(0, n)]);
  return questions.filter((q) => chosen.has(q));
}

/** How many statements a day asks: the random count plus the always-asked ones (spec). */
export function dailyQuestionCount(questions: SelectableQuestion[], dailyNumQuestions: number): number {
  const always = questions.filter((q) => q.always).length;
  return always + Math.min(Math.max(0, dailyNumQuestions), questions.length - always);
}

/** An answer (or an average of answers) 1..7 as a fraction 0..1: 1 is 0, 7 is 1. */
export function scoreFraction(score: number): number {
  const clamped = Math.min(Math.max(score, PULSE_MIN_ANSWER), PULSE_MAX_ANSWER);
  return (clamped - PULSE_MIN_ANSWER) / (PULSE_MAX_ANSWER - PULSE_MIN_ANSWER);
}

/** An answer (or average) 1..7 on the graphs' 0..100 axis, to one decimal. */
export function scoreToGraphValue(score: number): number {
  return Math.round(scoreFraction(score) * GRAPH_MAX * 10) / 10;
}

/** Whether a day's score on a dimension counts toward a struggle. */
export const isStrugglingScore = (score: number) => score <= STRUGGLING_MAX_SCORE;

/** One reflection's score on one dimension: the mean of that day's answers on it. */
export interface DimensionScore {
  /** The reflection's local day, YYYY-MM-DD. */
  day: string;
  score: number;
}

/**
 * Whether the newest reflection starts (or continues) a struggle on a dimension, and the day the
 * struggle began. A struggle is two or more reflections in a row (the client's consecutive
 * answered reflections, whatever the weekdays between them) scoring 3 or below; the notice fires
 * once per struggle, so callers key it by `episodeStart`. `scores` may come in any order.
 */
export function strugglingEpisode(scores: DimensionScore[]): {
  struggling: boolean;
  episodeStart: string | null;
} {
  const newestFirst = [...scores].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  let run = 0;
  for (const entry of newestFirst) {
    if (!isStrugglingScore(entry.score)) break;
    run += 1;
  }
  if (run < 2) return { struggling: false, episodeStart: null };
  return { struggling: true, episodeStart: newestFirst[run - 1]!.day };
}
