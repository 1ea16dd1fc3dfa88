/** The client-detail feature's door: what the app shell and other features may use of it. */
export { ClientDetailPage } from './components/client-detail-page';
