import { redirect, type LoaderFunction } from 'react-router';
import { homePathFor } from '@tandem/shared';
import { readSession } from '../../lib/session';
import { userQueryOptions } from '../../features/users';
import type { GuardDeps } from './guard-deps';

/** Guest-only guard: a logged-in user is sent to their home; a session whose user cannot load stays. */
export function guestOnlyGuard({ queryClient }: GuardDeps): LoaderFunction {
  return async () => {
    const session = readSession();
    if (!session) return null;
    const user = await queryClient.ensureQueryData(userQueryOptions(session.id)).catch(() => null);
    if (!user) return null;
    throw redirect(homePathFor(user));
  };
}
