/** The support module's door: what the rest of the server may use of it. */
export { supportRoutes } from './support.routes';
