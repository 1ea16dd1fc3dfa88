/**
 * The campaigns feature's door: the public campaign page, the owner's invitation requests and the
 * owner's campaign editor.
 */
export { invitationRequestsQueryKey } from './api/campaigns';
export { CampaignPage } from './components/campaign-page';
export { CampaignsPage } from './components/campaigns-page';
export { InvitationRequests } from './components/invitation-requests';
export { OWNER_CAMPAIGNS_PATH } from './paths';
