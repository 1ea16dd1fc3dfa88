import { redirect, replace, type LoaderFunction } from 'react-router';
import { canOpenCoachRoute } from '@tandem/shared';
import { APP_ROUTES } from '../routes';
import type { GuardDeps } from './guard-deps';
import { userQueryOptions } from '../../features/users';
import { loadSignedInUser } from './load-signed-in-user';
import { openUpgradeNotice } from './upgrade-notice';

/** Where a user goes who lacks a coach route's feature and has no previous route to stay on. */
const NO_PREVIOUS_ROUTE_PATH = '/daily-exercise';

/**
 * A logged-in user cannot stay on a guest-only page (the login page they just used): its guard
 * would send them straight back here, so it does not count as a previous route.
 */
function canStayOn(pathname: string): boolean {
  return !APP_ROUTES.some((route) => route.guard === 'guestOnly' && route.path === pathname);
}

/**
 * Coach guard: a session and a coach license (else /new-user) are required, and the user's
 * features must grant the route's name. When they do not, the upgrade modal opens and the
 * navigation is cancelled by staying on the previous route; without one (a fresh page load, or
 * straight after login) the user goes to /daily-exercise.
 */
export function coachGuard({ queryClient, currentLocation }: GuardDeps, routeName: string): LoaderFunction {
  return async ({ request }) => {
    const user = await loadSignedInUser(queryClient, request);
    if (!user.has_coach_license) throw redirect('/new-user');
    if (canOpenCoachRoute(user.features, routeName)) return null;
    // The copy at hand may predate a change of plan (the one the device kept across a reload, or
    // one from before a package was bought): the server is asked before a refusal. Offline, the
    // copy at hand decides.
    const fresh = await queryClient
      .fetchQuery({ ...userQueryOptions(user.id), staleTime: 0 })
      .catch(() => user);
    if (fresh.has_coach_license && canOpenCoachRoute(fresh.features, routeName)) return null;

    openUpgradeNotice();
    const previous = currentLocation();
    const asked = new URL(request.url);
    if (previous && previous.pathname !== asked.pathname && canStayOn(previous.pathname)) {
      // `replace` keeps the history as it was: the user never left the previous route.
      throw replace(previous.pathname + previous.search + previous.hash);
    }
    throw redirect(NO_PREVIOUS_ROUTE_PATH);
  };
}
