/** The clients module's door: what the rest of the server may use of it. */
export { clientsRoutes } from './clients.routes';
