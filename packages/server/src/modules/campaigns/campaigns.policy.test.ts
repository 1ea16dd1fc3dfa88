import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { campaignAccess, managesCampaigns } from './campaigns.policy';

const owner = buildActor({ isCoach: true, ownedCompanyId: 10 });
const own = { companyId: 10 };

describe('campaignAccess', () => {
  it("allows the owner on their company's campaign", () => {
    expect(managesCampaigns(owner)).toBe(true);
    expect(campaignAccess(owner, own)).toBe('allowed');
  });

  it.each([
    ["another company's campaign", { companyId: 11 }],
    ["Tandem's own campaign (no company)", { companyId: null }],
    ['a campaign that does not exist', undefined],
  ])('hides %s from the owner (404)', (_what, campaign) => {
    expect(campaignAccess(owner, campaign)).toBe('not_found');
  });

  it.each([
    ['a coach of the company', buildActor({ isCoach: true })],
    ['a client of the company', buildActor()],
    ['staff', buildActor({ isStaff: true })],
  ])('refuses %s outright (403), even on the company’s own campaign', (_who, actor) => {
    expect(managesCampaigns(actor)).toBe(false);
    expect(campaignAccess(actor, own)).toBe('forbidden');
    expect(campaignAccess(actor, undefined)).toBe('forbidden');
  });
});
