/** The branding feature's door: what the app shell and other features may use of it. */
export type { Branding } from './api/get-branding';
export { useBrandInHead, useBranding, useBrandSubDomain } from './hooks/use-branding';
export { useWearCompanyBrand } from './page-brand';
export { useSubDomain } from './hooks/use-sub-domain';
export { withServedBranding } from './served-branding';
