import type { Actor } from '../../lib/auth';

/*
 * Whose events are recorded, and who reads which usage (the rules are written out at the top of
 * analytics.service.ts).
 */

/** Request headers, as Fastify gives them: the privacy signals are read from them. */
export type PrivacyHeaders = Record<string, string | string[] | undefined>;

const says1 = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : [value]).some((one) => one?.trim() === '1');

/** The browser asks not to be tracked: `DNT: 1` (Do Not Track) or `Sec-GPC: 1` (Global Privacy Control). */
export const browserRefusesTracking = (headers: PrivacyHeaders) =>
  says1(headers.dnt) || says1(headers['sec-gpc']);

/** What deciding whether a signed-in user's events are kept needs of their account. */
export interface RecordingFacts {
  allowAnalytics: boolean;
}

/**
 * Whether a report is stored: never when the browser refuses tracking; a visitor's when it does
 * not; a signed-in user's only when they allow usage statistics and nobody is acting as them
 * (an admin or owner looking through their eyes is not their usage). `account` is undefined for
 * a visitor or a user that no longer exists.
 */
export function mayRecord(
  actor: Actor | null,
  account: RecordingFacts | undefined,
  refusesTracking: boolean,
): boolean {
  if (refusesTracking) return false;
  if (!actor) return true;
  if (actor.impersonatorId !== null) return false;
  return account?.allowAnalytics === true;
}

/** Whose events a usage report counts: a coach's own clients, or the clients of a company. */
export type UsageScope = { kind: 'coach'; coachId: number } | { kind: 'company'; companyId: number };

/** A coach reads their own clients' usage; anyone without a coach licence none (null: 403). */
export const coachUsageScope = (actor: Actor): UsageScope | null =>
  actor.isCoach ? { kind: 'coach', coachId: actor.userId } : null;

/** An owner reads the usage of their company's clients; anyone who owns no company none (null: 403). */
export const companyUsageScope = (actor: Actor): UsageScope | null =>
  actor.ownedCompanyId !== null ? { kind: 'company', companyId: actor.ownedCompanyId } : null;
