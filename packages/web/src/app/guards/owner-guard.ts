import { redirect, type LoaderFunction } from 'react-router';
import { canOpenCoachRoute } from '@tandem/shared';
import type { GuardDeps } from './guard-deps';
import { loadSignedInUser } from './load-signed-in-user';
import { openUpgradeNotice } from './upgrade-notice';

/**
 * Owner guard (ours; the spec's site management is the owner's): a session and a company of
 * one's own are required. Anyone else goes to the dashboard, whose coach guard sends on whoever
 * holds no coach licence. The plan's features then grant the screen as the coach guard does (the
 * free plan grants the site settings and the company; selling plans and campaigns are paid): a
 * screen they do not grant opens the upgrade notice over the dashboard.
 */
export function ownerGuard({ queryClient }: GuardDeps, routeName: string): LoaderFunction {
  return async ({ request }) => {
    const user = await loadSignedInUser(queryClient, request);
    if (!user.is_owner) throw redirect('/dashboard');
    if (!canOpenCoachRoute(user.features, routeName)) {
      openUpgradeNotice();
      throw redirect('/dashboard');
    }
    return null;
  };
}
