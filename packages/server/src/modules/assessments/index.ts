/** The assessments module's door: the library, results and break-downs (issue 17). */
export { assessmentsRoutes } from './assessments.routes';
