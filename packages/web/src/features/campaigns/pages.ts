/** The campaigns pages, a chunk of their own: the router loads it through `loadCampaignPages` (index.ts). */
export { CampaignPage } from './components/campaign-page';
export { CampaignsPage } from './components/campaigns-page';
