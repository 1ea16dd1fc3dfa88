/** The system module's door: what the rest of the server may use of it. */
export { systemRoutes } from './system.routes';
