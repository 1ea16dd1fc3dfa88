import type { LoaderFunction } from 'react-router';
import type { GuardDeps } from './guard-deps';
import { loadSignedInUser } from './load-signed-in-user';

/** Session guard: a stored session is required, else the login page with `next`. */
export function sessionGuard({ queryClient }: GuardDeps): LoaderFunction {
  return async ({ request }) => {
    await loadSignedInUser(queryClient, request);
    return null;
  };
}
