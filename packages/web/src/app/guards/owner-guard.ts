import { redirect, type LoaderFunction } from 'react-router';
import type { GuardDeps } from './guard-deps';
import { loadSignedInUser } from './load-signed-in-user';

/**
 * Owner guard (ours; the spec's site management is the owner's): a session and a company of
 * one's own are required. Anyone else goes to the dashboard, whose coach guard sends on whoever
 * holds no coach licence. Ownership, not a plan's feature list, opens these screens, so no
 * upgrade notice.
 */
export function ownerGuard({ queryClient }: GuardDeps): LoaderFunction {
  return async ({ request }) => {
    const user = await loadSignedInUser(queryClient, request);
    if (!user.is_owner) throw redirect('/dashboard');
    return null;
  };
}
