/** The outbox module's door: what the rest of the server may use of it. */
export { outboxRoutes } from './outbox.routes';
