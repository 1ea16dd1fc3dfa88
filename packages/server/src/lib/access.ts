import { eq, sql } from 'drizzle-orm';
import { preparedQuery, type DbOrTx } from '../db/client';
import { clientProfiles } from '../db/schema';
import type { Actor } from './auth';
import { forbidden, notFound, type AppError } from './errors';

/**
 * The one access vocabulary every service uses (decision 010). A policy answers an `Access`; the
 * service turns it into the answer the spec expects with `answerAccess`: a resource the actor
 * may not see is 404 (never a hint that it exists), one they may see but not change is 403 with
 * the domain's read-only message.
 */
export type Access = 'allowed' | 'not_found' | 'forbidden';

/** Throws the 404 (`notFoundError`) or the 403 with `readOnlyMessage` that `access` calls for. */
export function answerAccess(
  access: Access,
  readOnlyMessage: string,
  notFoundError: () => AppError = () => notFound(),
): void {
  if (access === 'not_found') throw notFoundError();
  if (access === 'forbidden') throw forbidden(readOnlyMessage);
}

/**
 * The actor coaches this client. Through the coach endpoints a coach sees and changes only their
 * own clients: a colleague's client in the same company answers 404 like a stranger's.
 */
export const coachesClient = (actor: Actor, client: { coachId: number | null }) =>
  actor.isCoach && client.coachId === actor.userId;

// Read before nearly every coach-of-a-client answer: built and planned once (docs/performance.md).
const profileByIdQuery = preparedQuery((db) =>
  db
    .select()
    .from(clientProfiles)
    .where(eq(clientProfiles.id, sql.placeholder('id')))
    .prepare('client-profile-by-id'),
);
const profileByUserQuery = preparedQuery((db) =>
  db
    .select()
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, sql.placeholder('id')))
    .prepare('client-profile-by-user'),
);

/** A client profile, by its id or its user's id. */
export async function findClientProfile(db: DbOrTx, by: { profileId: number } | { userId: number }) {
  const [row] =
    'profileId' in by
      ? await profileByIdQuery(db).execute({ id: by.profileId })
      : await profileByUserQuery(db).execute({ id: by.userId });
  return row;
}

/**
 * The profile of a client the actor coaches, loaded once for the service to use; 404 (the
 * spec's "Not found.") when there is no such client or it is someone else's.
 */
export async function loadCoachedClient(
  db: DbOrTx,
  actor: Actor,
  by: { profileId: number } | { userId: number },
) {
  const profile = await findClientProfile(db, by);
  if (!profile || !coachesClient(actor, profile)) throw notFound();
  return profile;
}
