/** The campaigns feature's door: the public campaign page with its invitation request. */
export { CampaignPage } from './components/campaign-page';
