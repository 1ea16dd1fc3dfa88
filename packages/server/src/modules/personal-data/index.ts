/** The personal-data module: a client's own data, downloaded whole or deleted (decision 014). */
export { personalDataRoutes } from './personal-data.routes';
export { DELETE_DUE_ACCOUNTS, personalDataJobs } from './personal-data.jobs';
