import { PULSE_LIMITS, PULSE_MESSAGES } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { invalidPk } from '../../lib/errors';

/** The feature flags of the caller's client profile that the reflection and KPI endpoints read. */
export interface ReflectionFlags {
  allowSelfReflect: boolean;
  allowGoals: boolean;
  allowProgress: boolean;
}

/**
 * The daily reflection (clients/surveys, clients/survey-answers) is for a client whose coach
 * allows self reflection; a user without a client profile (a coach) has no reflections (403).
 */
export const mayReflect = (profile: ReflectionFlags | null) => profile?.allowSelfReflect === true;

/**
 * KPIs are managed on /goals, asked on the daily reflection and charted on /progress, so any of
 * those three features opens them (403 otherwise, and without a client profile).
 */
export const mayUseKpis = (profile: ReflectionFlags | null) =>
  profile !== null && (profile.allowGoals || profile.allowSelfReflect || profile.allowProgress);

/** A reflection (and its answers and KPI results) is its client's alone; anyone else gets 404. */
export const ownsReflection = (actor: Actor, reflection: { userId: number }) =>
  reflection.userId === actor.userId;
/** A KPI is its client's alone (their coach reads the charts through the coach endpoints). */
export const ownsKpi = (actor: Actor, kpi: { userId: number }) => kpi.userId === actor.userId;

/** A client tracks at most PULSE_LIMITS.maxKpisPerClient KPIs. */
export const KPI_LIMIT_REACHED = `You can track at most ${PULSE_LIMITS.maxKpisPerClient} KPIs.`;
export const kpiLimitReached = (kpiCount: number) => kpiCount >= PULSE_LIMITS.maxKpisPerClient;

/** A save that rates one statement twice (the contract has no text for it). */
export const ANSWERED_TWICE = 'Each statement may be answered only once.';
/** A save that gives one KPI twice. */
export const KPI_GIVEN_TWICE = 'Each KPI may be given only once.';

/** What a reflection asks, for checking a save against it. */
export interface ReflectionAsks {
  /** The ids of the reflection's answer rows (its statements). */
  answerIds: readonly number[];
  /** Every KPI of the client; those with `survey` must be given. */
  kpis: readonly { id: number; survey: boolean }[];
}

/** What a save sends (already shaped by reflectionSaveSchema). */
export interface ReflectionSaveInput {
  answers: readonly { id: number }[];
  kpi_results: readonly { kpi: number }[];
}

const hasDuplicates = (ids: readonly number[]) => new Set(ids).size !== ids.length;

/**
 * Why a save may not be stored, DRF style, or null when it may. Ids that are not the
 * reflection's or the client's are field errors (checked first, like DRF's field validation);
 * then every statement and every asked KPI must be there, else the spec's 'Make sure everything
 * is filled out'.
 */
export function reflectionSaveErrors(
  asks: ReflectionAsks,
  input: ReflectionSaveInput,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const statements = new Set(asks.answerIds);
  const answered = input.answers.map((answer) => answer.id);
  if (answered.some((id) => !statements.has(id))) errors.answers = [PULSE_MESSAGES.unknownAnswer];
  else if (hasDuplicates(answered)) errors.answers = [ANSWERED_TWICE];

  const own = new Set(asks.kpis.map((kpi) => kpi.id));
  const given = input.kpi_results.map((result) => result.kpi);
  const strangers = [...new Set(given.filter((id) => !own.has(id)))];
  if (strangers.length > 0) errors.kpi_results = strangers.map(invalidPk);
  else if (hasDuplicates(given)) errors.kpi_results = [KPI_GIVEN_TWICE];
  if (Object.keys(errors).length > 0) return errors;

  const answeredSet = new Set(answered);
  const givenSet = new Set(given);
  const complete =
    asks.answerIds.every((id) => answeredSet.has(id)) &&
    asks.kpis.every((kpi) => !kpi.survey || givenSet.has(kpi.id));
  return complete ? null : { non_field_errors: [PULSE_MESSAGES.fillEverything] };
}
