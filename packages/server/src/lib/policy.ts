import { forbidden } from './errors';
import type { Actor } from './auth';

/** Facts about a user that decide who may see or act on them. */
export interface UserFacts {
  id: number;
  companyId: number | null;
  /** The coach of this user's client profile, if they are a client. */
  coachId: number | null;
  isStaff: boolean;
}

export const isSelf = (actor: Actor, target: UserFacts) => actor.userId === target.id;
export const isStaff = (actor: Actor) => actor.isStaff;
/** The actor coaches this client. */
export const isCoachOf = (actor: Actor, target: UserFacts) =>
  actor.isCoach && target.coachId === actor.userId;
/** The actor owns the company this user belongs to. */
export const isOwnerOf = (actor: Actor, target: UserFacts) =>
  actor.ownedCompanyId !== null && target.companyId === actor.ownedCompanyId;

/** Holds a coach licence: every coach tool (clients, invitations, cohorts, catalog) needs one. */
export const isCoach = (actor: Actor) => actor.isCoach;

/** Refuses (403) anyone without a coach licence. */
export function requireCoach(actor: Actor): void {
  if (!isCoach(actor)) throw forbidden();
}
