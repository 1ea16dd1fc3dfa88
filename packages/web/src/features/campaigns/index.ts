/**
 * The campaigns feature's door: the public campaign page, the owner's invitation requests and the
 * owner's campaign editor.
 */
export { invitationRequestsQueryKey } from './api/campaigns';
export { InvitationRequests } from './components/invitation-requests';
export { OWNER_CAMPAIGNS_PATH } from './paths';
/**
 * The public campaign page and the owner's campaign editor, loaded when their route first opens
 * (issue 21): the app shell imports this door at start-up, so pages exported from it here would
 * weigh on every first load.
 */
export const loadCampaignPages = () => import('./pages');
