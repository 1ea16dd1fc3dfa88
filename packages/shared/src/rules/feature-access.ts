import { ALL_FEATURES } from '../constants';
import type { UserFeatures } from '../schemas/accounts';

/**
 * Whether a feature list grants a route: the exclude list always wins, then 'all' or the
 * route's own name grants it (spec section 6, "Permission is feature based").
 */
export function grantsFeature(granted: readonly string[], exclude: readonly string[], name: string): boolean {
  if (exclude.includes(name)) return false;
  return granted.includes(ALL_FEATURES) || granted.includes(name);
}

/** Whether a coach may open the coach route with this name. */
export function canOpenCoachRoute(features: UserFeatures, routeName: string): boolean {
  return grantsFeature(features.coach_features, features.exclude, routeName);
}

/** Whether a client may open the client route (or use the permission) with this name. */
export function canOpenClientRoute(features: UserFeatures, routeName: string): boolean {
  return grantsFeature(features.client_features, features.exclude, routeName);
}
