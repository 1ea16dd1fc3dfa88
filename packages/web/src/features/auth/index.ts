/** The auth feature's door: what the app shell and other features may use of it. */
export { logOut } from './api/log-out';
export { stopImpersonating } from './api/stop-impersonating';
export { LoginPage } from './components/login-page';
