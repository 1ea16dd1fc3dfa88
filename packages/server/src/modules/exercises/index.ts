/** The exercises module's door: what the rest of the server may use of it. */
export { exercisesRoutes } from './exercises.routes';
