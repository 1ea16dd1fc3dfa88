import { redirect, type LoaderFunction } from 'react-router';
import { canOpenClientRoute, clientHomePath, type AllowFlag } from '@tandem/shared';
import type { GuardDeps } from './guard-deps';
import { loadSignedInUser } from './load-signed-in-user';

/**
 * Client guard: a client whose profile flag is off, or whose features do not grant the route,
 * is sent to their profile's home page unless already there. Users without a client profile pass.
 */
export function clientGuard({ queryClient }: GuardDeps, routeName: string, flag: AllowFlag): LoaderFunction {
  return async ({ request }) => {
    const user = await loadSignedInUser(queryClient, request);
    const profile = user.profile;
    if (!profile) return null;
    if (profile[flag] && canOpenClientRoute(user.features, routeName)) return null;
    const home = clientHomePath(profile.home);
    if (new URL(request.url).pathname !== home) throw redirect(home);
    return null;
  };
}
