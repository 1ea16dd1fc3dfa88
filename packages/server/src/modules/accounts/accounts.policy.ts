import type { Actor } from '../../lib/auth';
import { isCoachOf, isOwnerOf, isSelf, isStaff, type UserFacts } from '../../lib/policy';

export type UserAction = 'read' | 'update' | 'impersonate';

/**
 * Who may do what to a user account:
 * - read: the user, staff, the client's coach, and the owner of the user's company;
 * - update: the user and staff (a coach edits a client through the client endpoints);
 * - impersonate: staff (any non-staff user) and owners (non-staff users of their company),
 *   never oneself and never from a session that is already impersonating.
 */
export function canOnUser(actor: Actor, action: UserAction, target: UserFacts): boolean {
  switch (action) {
    case 'read':
      return isSelf(actor, target) || isStaff(actor) || isCoachOf(actor, target) || isOwnerOf(actor, target);
    case 'update':
      return isSelf(actor, target) || isStaff(actor);
    case 'impersonate':
      if (actor.impersonatorId !== null || isSelf(actor, target) || target.isStaff) return false;
      return isStaff(actor) || isOwnerOf(actor, target);
  }
}

/** Whether this actor may impersonate anyone at all (owners and staff). */
export const mayImpersonateAnyone = (actor: Actor) =>
  actor.impersonatorId === null && (actor.isStaff || actor.ownedCompanyId !== null);
