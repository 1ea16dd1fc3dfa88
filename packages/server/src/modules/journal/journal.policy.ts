import type { Actor } from '../../lib/auth';

/** A journal is private to its writer: nobody else, their coach or staff included, may see an entry. */
export const ownsEntry = (actor: Actor, entry: { userId: number }) => entry.userId === actor.userId;
