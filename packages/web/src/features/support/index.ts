/** The support feature's door: what the app shell and other features may use of it. */
export { HelpButton } from './components/help-button';
