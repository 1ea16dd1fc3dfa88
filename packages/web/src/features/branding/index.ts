/** The branding feature's door: what the app shell and other features may use of it. */
export type { Branding } from './api/get-branding';
export { useBranding, useBrandInHead } from './hooks/use-branding';
export { useSubDomain } from './hooks/use-sub-domain';
export { withServedBranding } from './served-branding';
