import type { Access } from '../../lib/access';
import type { Actor } from '../../lib/auth';

/*
 * Who may do what on the owner's screens (coach side section 6; issue 18):
 * - company, coaches, sub-domains and the payment link: the owner of a company, for that company
 *   only; anyone who owns none (a coach, a client, staff) is refused (403) before any lookup;
 * - a sub-domain outside the owner's company answers 404; one of theirs that names another user
 *   as its owner is visible but not theirs to change (403); with no owner named, any owner of
 *   the company may change it (spec: "editable only by the sub-domain's owner, or when no owner
 *   is set");
 * - the impersonation picker lists whom the caller may impersonate (accounts.policy's rule):
 *   staff every non-staff user, an owner the non-staff users of their company, never oneself,
 *   nobody from a session that is itself impersonating; everyone else an empty list;
 * - the impersonation audit: staff read every event, an owner their company's (the company of
 *   the user impersonated), anyone else none.
 */

/** Owns a company: the one kind of account the owner's screens are for. */
export const ownsCompany = (actor: Actor) => actor.ownedCompanyId !== null;

/** The facts of a sub-domain that decide who may change it. */
export interface SubDomainFacts {
  companyId: number;
  ownerId: number | null;
}

/** Whether the actor may change this sub-domain of their company (the `abilities.update` shown). */
export const mayUpdateSubDomain = (actor: Actor, subDomain: SubDomainFacts) =>
  ownsCompany(actor) &&
  subDomain.companyId === actor.ownedCompanyId &&
  (subDomain.ownerId === null || subDomain.ownerId === actor.userId);

/** The actor's access to change a sub-domain (undefined: there is none with that id). */
export function subDomainAccess(actor: Actor, subDomain: SubDomainFacts | undefined): Access {
  if (!ownsCompany(actor)) return 'forbidden';
  if (!subDomain || subDomain.companyId !== actor.ownedCompanyId) return 'not_found';
  return mayUpdateSubDomain(actor, subDomain) ? 'allowed' : 'forbidden';
}

/** Which users or events an actor may list: all of them, one company's, or none. */
export type Scope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'none' };

/** Whom the impersonation picker lists (non-staff users other than the caller, in this scope). */
export function impersonationScope(actor: Actor): Scope {
  if (actor.impersonatorId !== null) return { kind: 'none' };
  if (actor.isStaff) return { kind: 'all' };
  if (actor.ownedCompanyId !== null) return { kind: 'company', companyId: actor.ownedCompanyId };
  return { kind: 'none' };
}

/** Which impersonation events the actor may read. */
export function auditScope(actor: Actor): Scope {
  if (actor.isStaff) return { kind: 'all' };
  if (actor.ownedCompanyId !== null) return { kind: 'company', companyId: actor.ownedCompanyId };
  return { kind: 'none' };
}
