import { coachEntitlements, entitlesTo, type CoachEntitlements, type CoachFeature } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import * as repo from './entitlements.repo';

/**
 * What the user's coach licence grants now (shared rule coachEntitlements, decision 025); null
 * for a user without one.
 */
export async function coachEntitlementsOf(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<CoachEntitlements | null> {
  const facts = await repo.findLicenceFacts(db, userId);
  return facts ? coachEntitlements(facts, now) : null;
}

/** Whether the coach's plan grants `feature` now: the check of every route that names one. */
export async function coachIsEntitled(db: DbOrTx, actor: Actor, feature: CoachFeature): Promise<boolean> {
  const entitlements = await coachEntitlementsOf(db, actor.userId);
  return entitlements !== null && entitlesTo(entitlements, feature);
}
