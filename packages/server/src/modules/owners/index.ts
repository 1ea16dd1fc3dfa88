/**
 * The owners module's door (issue 18): the owner's company, coaches and sub-domain settings, the
 * payment-account link, the impersonation picker and the impersonation audit.
 */
export { ownersRoutes } from './owners.routes';
export { decodeDataUrl, storeBrandingImage } from './branding-images';
