import type { Access } from '../../lib/access';
import type { Actor } from '../../lib/auth';

/*
 * Who edits a campaign (decision 016): only the owner of a company, and only that company's
 * campaigns. Anyone who owns no company (a coach, a client, staff) is refused outright (403); a
 * campaign outside the owner's company, another company's or Tandem's own (no company), is not
 * in their collection at all (404), whether or not its public page exists.
 */

/** The facts of a campaign that decide who may edit it. */
export interface CampaignFacts {
  companyId: number | null;
}

/** Owns a company: the one kind of account that manages campaigns. */
export const managesCampaigns = (actor: Actor) => actor.ownedCompanyId !== null;

/** The actor's access to edit a campaign (undefined: there is none with that id). */
export function campaignAccess(actor: Actor, campaign: CampaignFacts | undefined): Access {
  if (!managesCampaigns(actor)) return 'forbidden';
  if (!campaign || campaign.companyId === null || campaign.companyId !== actor.ownedCompanyId)
    return 'not_found';
  return 'allowed';
}
