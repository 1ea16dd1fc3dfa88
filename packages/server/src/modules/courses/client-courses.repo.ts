import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientCourses, clientProfiles, users } from '../../db/schema';

/** A grant of a course to a client, with what the list shows of the client. */
export type ClientCourseRow = typeof clientCourses.$inferSelect & {
  client: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'image'>;
};

const columns = {
  id: clientCourses.id,
  clientId: clientCourses.clientId,
  courseId: clientCourses.courseId,
  createdAt: clientCourses.createdAt,
  client: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    image: users.image,
  },
};

/**
 * Who of a coach's clients were given a course by name, by name. Only the coach's own clients:
 * a managed course's grants to a colleague's clients are not theirs to see.
 */
export async function listGrants(
  db: DbOrTx,
  courseId: number,
  coachId: number,
  window: { limit: number; offset: number },
) {
  const where = and(eq(clientCourses.courseId, courseId), eq(clientProfiles.coachId, coachId));
  const rows: ClientCourseRow[] = await db
    .select(columns)
    .from(clientCourses)
    .innerJoin(users, eq(users.id, clientCourses.clientId))
    .innerJoin(clientProfiles, eq(clientProfiles.userId, clientCourses.clientId))
    .where(where)
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(clientCourses.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(clientCourses)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, clientCourses.clientId))
    .where(where);
  return { rows, count: total!.count };
}

/** Whether this user is a client of this coach. */
export async function coachesClient(db: DbOrTx, coachId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(and(eq(clientProfiles.userId, userId), eq(clientProfiles.coachId, coachId)));
  return row !== undefined;
}

/** Gives a client a course; answers whether the grant is new (a second one is a no-op). */
export async function insertGrant(db: DbOrTx, clientId: number, courseId: number): Promise<boolean> {
  const inserted = await db
    .insert(clientCourses)
    .values({ clientId, courseId })
    .onConflictDoNothing({ target: [clientCourses.clientId, clientCourses.courseId] })
    .returning({ id: clientCourses.id });
  return inserted.length > 0;
}

/** The grant of a course to a client, with the client's name. */
export async function findGrant(
  db: DbOrTx,
  clientId: number,
  courseId: number,
): Promise<ClientCourseRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(clientCourses)
    .innerJoin(users, eq(users.id, clientCourses.clientId))
    .where(and(eq(clientCourses.clientId, clientId), eq(clientCourses.courseId, courseId)));
  return row;
}

/** Takes a course away from a client; their progress stays, so giving it back restores it. */
export async function deleteGrant(db: DbOrTx, clientId: number, courseId: number) {
  await db
    .delete(clientCourses)
    .where(and(eq(clientCourses.clientId, clientId), eq(clientCourses.courseId, courseId)));
}
