import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TWO_STEP_SETUP_PATH, type User } from '@tandem/shared';
import { ApiError } from '../../lib/api-client';
import { readSession } from '../../lib/session';
import { userQueryOptions } from '../../features/users';

/** The login page with `next` set to the address that was asked for. */
function loginRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(`/?next=${encodeURIComponent(pathname + search)}`);
}

/**
 * Session guard core: the stored session's user, loaded once and then served from the cache.
 * No session, or a token the server refuses (the API client then drops it), goes to the login
 * page with `next`; other failures reach the route's error element.
 */
export async function loadSignedInUser(queryClient: QueryClient, request: Request): Promise<User> {
  const session = readSession();
  if (!session) throw loginRedirect(request);
  let user: User;
  try {
    user = await queryClient.ensureQueryData(userQueryOptions(session.id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
  // A session that may only set up two-step sign-in goes to that set-up first (decision 027).
  if (user.two_step_setup_required && new URL(request.url).pathname !== TWO_STEP_SETUP_PATH)
    throw redirect(TWO_STEP_SETUP_PATH);
  return user;
}
