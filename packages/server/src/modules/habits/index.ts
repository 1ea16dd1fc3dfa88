/** The habits module's door: what the rest of the server may use of it. */
export { habitsRoutes } from './habits.routes';
