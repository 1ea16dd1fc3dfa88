/** The help feature's door: the coach FAQ and the terms of service. */
export { FaqPage } from './components/faq-page';
export { TermsPage } from './components/terms-page';
