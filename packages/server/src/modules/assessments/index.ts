/** The assessments module's door: the library, running and custom assessments, results and the public lead funnel (issue 17). */
export { assessmentsRoutes } from './assessments.routes';
export { leadAssessmentsRoutes } from './lead-assessments.routes';
export { assessmentsResolvers } from './assessments.graphql';
