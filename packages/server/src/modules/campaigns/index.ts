/** The campaigns module's door: the public campaign page and invitation requests (issue 19). */
export { campaignsRoutes } from './campaigns.routes';
