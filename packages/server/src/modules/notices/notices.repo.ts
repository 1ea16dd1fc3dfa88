import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientProfiles, coachNotices, pulseDimensions, users } from '../../db/schema';

/** How many of the client's latest answered reflections on a dimension a struggle is looked for in. */
const SCORE_HISTORY = 30;

/** One reflection's score on one dimension: the mean of its answers on that dimension's statements. */
export interface DimensionDayScore {
  dimensionId: number;
  day: string;
  score: number;
}

/**
 * For every dimension a reflection answered, the client's scores on it over their latest answered
 * reflections up to that reflection's day (those that asked something of the dimension). A
 * statement counts toward the dimension it belongs to now; a statement without one counts nowhere.
 */
export async function dimensionScores(
  db: DbOrTx,
  reflection: { id: number; userId: number; day: string },
): Promise<DimensionDayScore[]> {
  const result = await db.execute<{ dimension_id: number; day: string; score: number }>(sql`
    WITH dims AS (
      SELECT DISTINCT q.dimension_id
      FROM client_survey_answers a
      JOIN pulse_questions q ON q.id = a.question_id
      WHERE a.client_survey_id = ${reflection.id} AND a.answer IS NOT NULL AND q.dimension_id IS NOT NULL
    )
    SELECT d.dimension_id, r.day::text AS day, avg(a.answer)::float8 AS score
    FROM dims d
    CROSS JOIN LATERAL (
      SELECT cs.id, cs.day
      FROM client_surveys cs
      WHERE cs.user_id = ${reflection.userId} AND cs.completed_at IS NOT NULL AND cs.day <= ${reflection.day}
        AND EXISTS (
          SELECT 1 FROM client_survey_answers a2
          JOIN pulse_questions q2 ON q2.id = a2.question_id
          WHERE a2.client_survey_id = cs.id AND a2.answer IS NOT NULL AND q2.dimension_id = d.dimension_id)
      ORDER BY cs.day DESC
      LIMIT ${SCORE_HISTORY}
    ) r
    JOIN client_survey_answers a ON a.client_survey_id = r.id AND a.answer IS NOT NULL
    JOIN pulse_questions q ON q.id = a.question_id AND q.dimension_id = d.dimension_id
    GROUP BY d.dimension_id, r.day`);
  return result.rows.map((row) => ({ dimensionId: row.dimension_id, day: row.day, score: row.score }));
}

/** The client, their coach and whether the coach wants notice e-mails. */
export async function findNoticeParties(db: DbOrTx, clientId: number) {
  const result = await db.execute<{
    client_first_name: string;
    client_last_name: string;
    client_email: string;
    coach_id: number | null;
    coach_email: string | null;
    coach_first_name: string | null;
    coach_company_id: number | null;
    coach_allows_emails: boolean | null;
  }>(sql`
    SELECT u.first_name AS client_first_name, u.last_name AS client_last_name, u.email AS client_email,
      cp.coach_id, c.email AS coach_email, c.first_name AS coach_first_name,
      c.company_id AS coach_company_id, c.allow_notice_emails AS coach_allows_emails
    FROM client_profiles cp
    JOIN users u ON u.id = cp.user_id
    LEFT JOIN users c ON c.id = cp.coach_id
    WHERE cp.user_id = ${clientId}`);
  return result.rows[0];
}

/**
 * Records a notice unless this struggle (client, dimension, first day) has one already; answers
 * the new notice's id, or null.
 */
export async function insertNotice(
  tx: DbOrTx,
  values: { coachId: number; clientId: number; dimensionId: number; episodeStart: string; day: string },
): Promise<number | null> {
  const [row] = await tx
    .insert(coachNotices)
    .values({ ...values, kind: 'struggling' })
    .onConflictDoNothing()
    .returning({ id: coachNotices.id });
  return row?.id ?? null;
}

export async function dimensionNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pulseDimensions.id, name: pulseDimensions.name })
    .from(pulseDimensions)
    .where(inArray(pulseDimensions.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const noticeColumns = {
  notice: coachNotices,
  client: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  clientCoachId: clientProfiles.coachId,
  dimension: { id: pulseDimensions.id, name: pulseDimensions.name },
};

const withDetails = (db: DbOrTx) =>
  db
    .select(noticeColumns)
    .from(coachNotices)
    .innerJoin(users, eq(users.id, coachNotices.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, coachNotices.clientId))
    .leftJoin(pulseDimensions, eq(pulseDimensions.id, coachNotices.dimensionId));

export type NoticeRow = Awaited<ReturnType<ReturnType<typeof withDetails>['where']>>[number];

/**
 * A coach's notices about their current clients, newest first (a client who moved to another
 * coach takes their notices along: the old coach can no longer open them).
 */
export async function listNotices(
  db: DbOrTx,
  coachId: number,
  unread: boolean | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(coachNotices.coachId, coachId),
    eq(clientProfiles.coachId, coachId),
    unread === undefined
      ? undefined
      : unread
        ? isNull(coachNotices.readAt)
        : sql`${coachNotices.readAt} IS NOT NULL`,
  );
  const rows = await withDetails(db)
    .where(where)
    .orderBy(desc(coachNotices.createdAt), desc(coachNotices.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(coachNotices)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, coachNotices.clientId))
    .where(where);
  return { rows, count: total!.count };
}

export async function findNotice(db: DbOrTx, id: number): Promise<NoticeRow | undefined> {
  const [row] = await withDetails(db).where(eq(coachNotices.id, id));
  return row;
}

/** Marks a notice read (keeping the first time it was read), or unread again. */
export async function setRead(db: DbOrTx, id: number, read: boolean): Promise<void> {
  await db
    .update(coachNotices)
    .set({ readAt: read ? sql`coalesce(${coachNotices.readAt}, now())` : null })
    .where(eq(coachNotices.id, id));
}
