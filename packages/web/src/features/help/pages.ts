/** The help pages, a chunk of their own: the router loads it through `loadHelpPages` (index.ts). */
export { FaqPage } from './components/faq-page';
export { TermsPage } from './components/terms-page';
export { GettingStartedPage } from './components/getting-started-page';
