/** The courses module's door: what the rest of the server may use of it. */
export { courseAccess } from './courses.policy';
export { coursesRoutes } from './courses.routes';
