/**
 * The site-settings feature's door (issue 18): the owner's site settings, company and coaches,
 * the payment-account link's completion page, and the impersonation picker with its history.
 */
export { CompanyPage } from './components/company-page';
export { CompleteLinkPage } from './components/complete-link-page';
export { ImpersonatePage } from './components/impersonate-page';
export { SiteSettingsPage } from './components/site-settings-page';
