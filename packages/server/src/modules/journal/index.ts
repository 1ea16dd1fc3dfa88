/** The journal module's door: what the rest of the server may use of it. */
export { presentNote } from './journal.presenter';
export { journalRoutes } from './journal.routes';
