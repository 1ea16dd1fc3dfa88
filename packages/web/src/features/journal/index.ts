/** The journal feature's door: what the app shell and other features may use of it. */
export { JournalPage } from './components/journal-page';
