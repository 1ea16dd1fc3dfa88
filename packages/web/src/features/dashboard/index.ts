/** The dashboard feature's door: what the app shell and other features may use of it. */
export { DashboardPage } from './components/dashboard-page';
