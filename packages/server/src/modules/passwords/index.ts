/** The passwords module's door: what the rest of the server may use of it. */
export { passwordsRoutes } from './passwords.routes';
