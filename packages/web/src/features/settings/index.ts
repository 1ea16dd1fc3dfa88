/** The settings feature's door: what the app shell and other features may use of it. */
export { SettingsPage } from './components/settings-page';
