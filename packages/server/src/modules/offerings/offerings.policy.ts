import type { Access } from '../../lib/access';
import type { Actor } from '../../lib/auth';

/*
 * Who manages subscription plans (coach side sections 1 and 6: the owner sees offerings), like
 * campaigns (decision 016): only the owner of a company, and only that company's plans. Anyone
 * who owns no company (a coach, a client, staff) is refused outright (403); another company's
 * plan is not in the owner's collection at all (404). Staff own no company, so they manage no
 * plans either: they may impersonate an owner to help with one.
 */

/** Owns a company: the one kind of account that manages plans. */
export const managesOfferings = (actor: Actor) => actor.ownedCompanyId !== null;

/** The actor's access to change a plan (undefined: there is none with that id). */
export function offeringAccess(actor: Actor, offering: { companyId: number } | undefined): Access {
  if (!managesOfferings(actor)) return 'forbidden';
  if (!offering || offering.companyId !== actor.ownedCompanyId) return 'not_found';
  return 'allowed';
}
