/** The notices module's door: what the rest of the server may use of it. */
export { noticesRoutes } from './notices.routes';
export { raiseStrugglingNotices } from './struggling';
