/** The goals module's door: what the rest of the server may use of it. */
export { goalsRoutes } from './goals.routes';
