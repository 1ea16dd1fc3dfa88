/** The account-settings module's door: what the rest of the server may use of it. */
export { accountSettingsRoutes } from './account-settings.routes';
