/** The reflections module's door: what the rest of the server may use of it. */
export { generateReflections } from './reflection-generation';
export { reflectionsRoutes } from './reflections.routes';
export { GENERATE_REFLECTIONS, reflectionJobs } from './reflections.jobs';
