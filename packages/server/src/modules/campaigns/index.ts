/**
 * The campaigns module's door: the public campaign page, invitation requests and the owner's
 * campaign editor (issue 19).
 */
export { campaignsRoutes } from './campaigns.routes';
