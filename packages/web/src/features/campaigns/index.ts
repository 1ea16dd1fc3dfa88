/** The campaigns feature's door: the public campaign page and the owner's invitation requests. */
export { invitationRequestsQueryKey } from './api/campaigns';
export { CampaignPage } from './components/campaign-page';
export { InvitationRequests } from './components/invitation-requests';
