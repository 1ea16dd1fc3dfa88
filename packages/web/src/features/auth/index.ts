/** The auth feature's door: what the app shell and other features may use of it. */
export { logOut } from './api/log-out';
export { stopImpersonating } from './api/stop-impersonating';

/**
 * The login page, a chunk of its own (issue 21): the app shell imports this door at start-up
 * (log-out, the impersonation banner), so a page exported from it here would weigh on every
 * first load, the form's inputs with it.
 */
export const loadAuthPages = () => import('./pages');
