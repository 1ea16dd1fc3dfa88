/** The offerings feature's door: the owner's subscription plans (/automated-registration). */
export { OfferingsPage } from './components/offerings-page';
