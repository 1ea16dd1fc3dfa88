/** The reflections module's door: what the rest of the server may use of it. */
export { generateReflections } from './reflection-generation';
export { sendReflectionReminders } from './reflection-reminders';
export { reflectionsRoutes } from './reflections.routes';
export { GENERATE_REFLECTIONS, reflectionJobs, SEND_REFLECTION_REMINDERS } from './reflections.jobs';
