import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-user';

/** The logged-in user (undefined while loading or when logged out) and the session it belongs to. */
export function useCurrentUser() {
  const session = useSession();
  const query = useUser(session?.id ?? null);
  return { session, user: session ? query.data : undefined, query };
}
