/** The personal-data module: a client's own data, downloaded whole (decision 014). */
export { personalDataRoutes } from './personal-data.routes';
