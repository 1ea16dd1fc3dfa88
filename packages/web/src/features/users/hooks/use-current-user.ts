import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-user';

/** The logged-in user (undefined while loading or when logged out) and the session it belongs to. */
export function useCurrentUser() {
  const session = useSession();
  const query = useUser(session?.id ?? null);
  return { session, user: session ? query.data : undefined, query };
}

/**
 * The logged-in user for a page that edits it (settings): undefined until the copy at hand is one
 * to start forms from. Forms take their first values once, so a copy that may be out of date is
 * not shown while the server's answer is on its way: the copy the device kept across a reload
 * (lib/query-persistence.ts; a save just before the reload may not be in it yet) or one older
 * than its staleTime (changed on another device since). Offline (the request waits) or when the
 * server fails, the copy at hand shows. Once shown, the page stays: a later refetch keeps the
 * forms and what is typed in them.
 */
export function useCurrentUserToEdit() {
  const { session, user, query } = useCurrentUser();
  const [opened] = useState(() => ({ at: Date.now(), stale: query.isStale }));
  const [shown, setShown] = useState(false);
  const answered =
    !opened.stale ||
    query.dataUpdatedAt >= opened.at ||
    query.errorUpdatedAt >= opened.at ||
    query.fetchStatus === 'paused';
  if (answered && user && !shown) setShown(true);
  return { session, user: shown || answered ? user : undefined, query };
}
