/** The sub-domains module's door: what the rest of the server may use of it. */
export { brandAssetRoutes, subDomainsRoutes } from './sub-domains.routes';
export { servedBrandingForHost } from './sub-domains.service';
