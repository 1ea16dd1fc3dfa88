/** The commitments module's door: what the rest of the server may use of it. */
export { commitmentsRoutes } from './commitments.routes';
