/** The system module's door: what the rest of the server may use of it. */
export { systemRoutes } from './system.routes';
export { accountsOnDemoPassword, DEMO_PASSWORD } from './demo-accounts.service';
export {
  claimEmptyDatabaseForDemo,
  readDemoSeed,
  recordDemoSeeded,
  userIdsByEmail,
} from './demo-accounts.repo';
