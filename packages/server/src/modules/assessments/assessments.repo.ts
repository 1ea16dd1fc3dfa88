import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isoTimestamp, preparedQuery, queryPrepared, type DbOrTx } from '../../db/client';
import {
  assessmentAttributeLinks,
  assessmentAttributes,
  assessmentGrants,
  assessmentQuestions,
  assessments,
  takenAssessmentAnswers,
  takenAssessments,
  users,
} from '../../db/schema';
import type { PageWindow } from '../../lib/pagination';
import { containsPattern } from '../../lib/search';

export type AssessmentRow = typeof assessments.$inferSelect;
export type TakenRow = typeof takenAssessments.$inferSelect;

/**
 * The live assessments a coach sees: the library (no owner, public), their own, and those the
 * coaches of their company chose to share (public). One condition, also used to check an id.
 */
export const visibleToCoach = (coachId: number, companyId: number | null) =>
  and(
    eq(assessments.deleted, false),
    or(
      and(isNull(assessments.ownerId), eq(assessments.public, true)),
      eq(assessments.ownerId, coachId),
      companyId === null
        ? undefined
        : and(eq(assessments.public, true), eq(assessments.companyId, companyId)),
    ),
  );

/** The live assessments a coach sees, by name. */
export async function listVisibleAssessments(
  db: DbOrTx,
  coach: { userId: number; companyId: number | null },
  window: PageWindow,
) {
  const visible = visibleToCoach(coach.userId, coach.companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assessments)
      .where(visible)
      .orderBy(asc(assessments.name), asc(assessments.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(assessments)
      .where(visible),
  ]);
  return { rows, count: total!.count };
}

/** One assessment the coach sees, or undefined. */
export async function findVisibleAssessment(
  db: DbOrTx,
  coach: { userId: number; companyId: number | null },
  id: number,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), visibleToCoach(coach.userId, coach.companyId)));
  return row;
}

/** Of `ids`, the attributes a coach may build from (the library's and their own). */
export async function usableAttributeIds(db: DbOrTx, coachId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: assessmentAttributes.id })
    .from(assessmentAttributes)
    .where(
      and(
        inArray(assessmentAttributes.id, ids),
        or(isNull(assessmentAttributes.ownerId), eq(assessmentAttributes.ownerId, coachId)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** A custom assessment and its attributes, in the order given. */
export async function insertAssessment(
  tx: DbOrTx,
  values: typeof assessments.$inferInsert,
  attributeIds: number[],
): Promise<AssessmentRow> {
  const [row] = await tx.insert(assessments).values(values).returning();
  await tx
    .insert(assessmentAttributeLinks)
    .values(attributeIds.map((attributeId, ordering) => ({ assessmentId: row!.id, attributeId, ordering })));
  return row!;
}

export async function markAssessmentDeleted(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(assessments).set({ deleted: true }).where(eq(assessments.id, id));
}

export interface AttributeWithQuestions {
  id: number;
  name: string;
  description: string;
  report: { low: string; moderate: string; high: string };
  questions: { id: number; question: string; reverse: boolean }[];
}

/** The attributes of each assessment, in order, with their questions in order. */
export async function attributesOf(
  db: DbOrTx,
  assessmentIds: number[],
): Promise<Map<number, AttributeWithQuestions[]>> {
  const byAssessment = new Map<number, AttributeWithQuestions[]>();
  if (assessmentIds.length === 0) return byAssessment;
  const links = await db
    .select({ assessmentId: assessmentAttributeLinks.assessmentId, attribute: assessmentAttributes })
    .from(assessmentAttributeLinks)
    .innerJoin(assessmentAttributes, eq(assessmentAttributes.id, assessmentAttributeLinks.attributeId))
    .where(inArray(assessmentAttributeLinks.assessmentId, assessmentIds))
    .orderBy(asc(assessmentAttributeLinks.ordering), asc(assessmentAttributes.id));
  const attributeIds = [...new Set(links.map((link) => link.attribute.id))];
  const questions = attributeIds.length
    ? await db
        .select()
        .from(assessmentQuestions)
        .where(inArray(assessmentQuestions.attributeId, attributeIds))
        .orderBy(asc(assessmentQuestions.ordering), asc(assessmentQuestions.id))
    : [];
  for (const { assessmentId, attribute } of links) {
    const list = byAssessment.get(assessmentId) ?? [];
    list.push({
      id: attribute.id,
      name: attribute.name,
      description: attribute.description,
      report: { low: attribute.reportLow, moderate: attribute.reportModerate, high: attribute.reportHigh },
      questions: questions
        .filter((question) => question.attributeId === attribute.id)
        .map(({ id, question, reverse }) => ({ id, question, reverse })),
    });
    byAssessment.set(assessmentId, list);
  }
  return byAssessment;
}

/** The attributes a coach may build from (the library's and their own), with question counts. */
export async function listVisibleAttributes(db: DbOrTx, coachId: number, window: PageWindow) {
  const visible = or(isNull(assessmentAttributes.ownerId), eq(assessmentAttributes.ownerId, coachId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: assessmentAttributes.id,
        name: assessmentAttributes.name,
        description: assessmentAttributes.description,
        questions: sql<number>`(SELECT count(*)::int FROM assessment_questions q WHERE q.attribute_id = assessment_attributes.id)`,
      })
      .from(assessmentAttributes)
      .where(visible)
      .orderBy(asc(assessmentAttributes.name), asc(assessmentAttributes.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(assessmentAttributes)
      .where(visible),
  ]);
  return { rows, count: total!.count };
}

export async function findAssessment(db: DbOrTx, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

/** The ids of an assessment's questions, in the order they are asked. */
export async function questionIdsOf(db: DbOrTx, assessmentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .innerJoin(
      assessmentAttributeLinks,
      eq(assessmentAttributeLinks.attributeId, assessmentQuestions.attributeId),
    )
    .where(eq(assessmentAttributeLinks.assessmentId, assessmentId))
    .orderBy(
      asc(assessmentAttributeLinks.ordering),
      asc(assessmentQuestions.ordering),
      asc(assessmentQuestions.id),
    );
  return rows.map((row) => row.id);
}

/** A completed taking with its answers. */
export async function insertCompletedTaken(
  tx: DbOrTx,
  values: Omit<typeof takenAssessments.$inferInsert, 'completedAt'>,
  answers: { question: number; answer: number }[],
): Promise<TakenRow> {
  const [row] = await tx
    .insert(takenAssessments)
    .values({ ...values, completedAt: sql`now()` })
    .returning();
  await tx
    .insert(takenAssessmentAnswers)
    .values(
      answers.map(({ question, answer }) => ({ takenAssessmentId: row!.id, questionId: question, answer })),
    );
  return row!;
}

/** Results visible to the coach: their clients' and their links' visitors', and those shared with them. */
const resultVisibleToCoach = (coachId: number) => sql`t.completed_at IS NOT NULL
  AND (t.coach_id = ${coachId}
    OR EXISTS (SELECT 1 FROM assessment_grants g WHERE g.taken_assessment_id = t.id AND g.coach_id = ${coachId}))`;

/**
 * The completed results a coach sees: their clients' and their links' visitors' (coach_id), and
 * those visitors shared with them; newest first, searched in name, e-mail and assessment name.
 */
export async function listTakenForCoach(
  db: DbOrTx,
  coachId: number,
  search: string | undefined,
  window: PageWindow,
) {
  if (!search) return listAllTakenForCoach(db, coachId, window);
  const pattern = containsPattern(search);
  // The name and e-mail are the client's account's, or a visitor's own on the row. Each way of
  // matching reads its own index (trigram indexes on names and e-mails, migration 0018) and only
  // the matches are then checked for visibility, instead of testing every result of the coach.
  // An assessment's name matching brings that assessment's results of this coach only.
  const matched = sql`
    SELECT t.id FROM taken_assessments t
      WHERE t.user_id IS NULL AND (t.first_name || ' ' || t.last_name ILIKE ${pattern} OR t.email ILIKE ${pattern})
    UNION
    SELECT t.id FROM users u JOIN taken_assessments t ON t.user_id = u.id
      WHERE u.first_name || ' ' || u.last_name ILIKE ${pattern} OR u.email ILIKE ${pattern}
    UNION
    SELECT t.id FROM assessments a JOIN taken_assessments t ON t.assessment_id = a.id AND t.coach_id = ${coachId}
      WHERE a.name ILIKE ${pattern}
    UNION
    SELECT t.id FROM assessments a JOIN taken_assessments t ON t.assessment_id = a.id
      JOIN assessment_grants g ON g.taken_assessment_id = t.id AND g.coach_id = ${coachId}
      WHERE a.name ILIKE ${pattern}`;
  const from = sql`(${matched}) m JOIN taken_assessments t ON t.id = m.id`;
  // The filter has to read every visible match anyway, so the count rides along on the page's
  // rows (a second query would do the same work again); only a page past the end counts apart.
  const rows = await queryPrepared<TakenListRow & { total: number }>(
    db,
    'coach-results-search',
    sql`
    WITH page AS (
      SELECT ${visibleColumns}, count(*) OVER ()::int AS total FROM ${from}
      WHERE ${resultVisibleToCoach(coachId)}
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT ${window.limit} OFFSET ${window.offset})
    SELECT ${takenListColumns}, t.total FROM page t ${namesAndAssessment}
    ORDER BY t.created_at DESC, t.id DESC`,
  );
  if (rows.length || window.offset === 0) return { rows, count: rows[0]?.total ?? 0 };
  const total = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM ${from} WHERE ${resultVisibleToCoach(coachId)}`,
  );
  return { rows, count: total.rows[0]!.count };
}

type TakenListRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** ISO 8601, as the API writes it. */
  created_at: string;
  assessment: string;
  lead: boolean;
};

const takenListColumns = sql`t.id, coalesce(u.first_name, t.first_name) AS first_name,
  coalesce(u.last_name, t.last_name) AS last_name, coalesce(u.email, t.email) AS email,
  ${isoTimestamp(sql`t.created_at`)} AS created_at, a.name AS assessment, t.lead`;

// The page's rows are carried out of the index scans whole: joining back to the table by id
// made the planner scan all of it.
const visibleColumns = sql`t.id, t.assessment_id, t.user_id, t.first_name, t.last_name, t.email, t.created_at, t.lead`;

// A page's names by primary key, one row each: as a plain join the planner hashed every user
// (3 ms at a few thousand users, growing with the installation) to name 200 rows.
const namesAndAssessment = sql`JOIN assessments a ON a.id = t.assessment_id
  LEFT JOIN LATERAL (SELECT first_name, last_name, email FROM users WHERE users.id = t.user_id LIMIT 1) u ON true`;

/**
 * The unsearched list, the one a coach opens most: the coach's own results and those shared with
 * them are each read newest first from an index, only as far as the page needs (a coach with
 * 10,000 results reads 200 rows, not 10,000), then merged. The coach's own results are counted by
 * trigger (coach_result_counts, migration 0018); the shared ones, few, are counted here.
 */
async function listAllTakenForCoach(db: DbOrTx, coachId: number, window: PageWindow) {
  const reach = window.offset + window.limit;
  const [rows, total] = await Promise.all([
    queryPrepared<TakenListRow>(
      db,
      'coach-results-page',
      sql`
      WITH visible AS (
        (SELECT ${visibleColumns} FROM taken_assessments t
          WHERE t.coach_id = ${coachId} AND t.completed_at IS NOT NULL
          ORDER BY t.created_at DESC, t.id DESC LIMIT ${reach})
        UNION
        (SELECT ${visibleColumns} FROM assessment_grants g JOIN taken_assessments t ON t.id = g.taken_assessment_id
          WHERE g.coach_id = ${coachId} AND t.completed_at IS NOT NULL
          ORDER BY t.created_at DESC, t.id DESC LIMIT ${reach})
        ORDER BY created_at DESC, id DESC
        LIMIT ${window.limit} OFFSET ${window.offset}
      )
      SELECT ${takenListColumns}
      FROM visible t ${namesAndAssessment}
      ORDER BY t.created_at DESC, t.id DESC`,
    ),
    queryPrepared<{ count: number }>(
      db,
      'coach-results-count',
      sql`
      SELECT coalesce((SELECT results FROM coach_result_counts WHERE coach_id = ${coachId}), 0)
           + (SELECT count(*) FROM assessment_grants g JOIN taken_assessments t ON t.id = g.taken_assessment_id
               WHERE g.coach_id = ${coachId} AND t.completed_at IS NOT NULL
                 AND t.coach_id IS DISTINCT FROM ${coachId})::int AS count`,
    ),
  ]);
  return { rows, count: total[0]!.count };
}

/** The completed results a client took, newest first. */
export async function listTakenByClient(db: DbOrTx, userId: number, window: PageWindow) {
  const mine = and(eq(takenAssessments.userId, userId), sql`${takenAssessments.completedAt} IS NOT NULL`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ taken: takenAssessments, assessment: { id: assessments.id, name: assessments.name } })
      .from(takenAssessments)
      .innerJoin(assessments, eq(assessments.id, takenAssessments.assessmentId))
      .where(mine)
      .orderBy(sql`${takenAssessments.createdAt} DESC`, sql`${takenAssessments.id} DESC`)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(takenAssessments)
      .where(mine),
  ]);
  return { rows, count: total!.count };
}

/** A taking with its assessment and, for a client's, their account's name and address. */
const takenSelection = (db: DbOrTx) =>
  db
    .select({
      taken: takenAssessments,
      assessment: assessments,
      // A client's name and address are their account's; a visitor's are on the row.
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
    })
    .from(takenAssessments)
    .innerJoin(assessments, eq(assessments.id, takenAssessments.assessmentId))
    .leftJoin(users, eq(users.id, takenAssessments.userId));

// Every result and break-down opens with one of these: built and planned once (docs/performance.md).
const takenByIdQuery = preparedQuery((db) =>
  takenSelection(db)
    .where(eq(takenAssessments.id, sql.placeholder('id')))
    .prepare('find-taken-by-id'),
);
const takenByUuidQuery = preparedQuery((db) =>
  takenSelection(db)
    .where(eq(takenAssessments.uuid, sql.placeholder('uuid')))
    .prepare('find-taken-by-uuid'),
);

export async function findTaken(db: DbOrTx, by: { id: number } | { uuid: string }) {
  const [row] = await ('id' in by
    ? takenByIdQuery(db).execute({ id: by.id })
    : takenByUuidQuery(db).execute({ uuid: by.uuid }));
  return row;
}

export async function isSharedWith(db: DbOrTx, takenId: number, coachId: number): Promise<boolean> {
  const rows = await db
    .select({ id: assessmentGrants.id })
    .from(assessmentGrants)
    .where(and(eq(assessmentGrants.takenAssessmentId, takenId), eq(assessmentGrants.coachId, coachId)));
  return rows.length > 0;
}

/**
 * What a break-down is worked out from, in one round trip: the assessment's attributes in order
 * with their questions in order, and the taking's answers (question id to 1-7).
 */
export async function scoringInputsOf(
  db: DbOrTx,
  assessmentId: number,
  takenId: number,
): Promise<{ attributes: AttributeWithQuestions[]; answers: Map<number, number> }> {
  const rows = await queryPrepared<{
    attribute_id: number;
    name: string;
    description: string;
    report_low: string;
    report_moderate: string;
    report_high: string;
    question_id: number | null;
    question: string | null;
    reverse: boolean | null;
    answer: number | null;
  }>(
    db,
    'assessment-scoring-inputs',
    sql`
    SELECT a.id AS attribute_id, a.name, a.description, a.report_low, a.report_moderate, a.report_high,
      q.id AS question_id, q.question, q.reverse, ans.answer
    FROM assessment_attribute_links l
    JOIN assessment_attributes a ON a.id = l.attribute_id
    LEFT JOIN assessment_questions q ON q.attribute_id = a.id
    LEFT JOIN taken_assessment_answers ans ON ans.taken_assessment_id = ${takenId} AND ans.question_id = q.id
    WHERE l.assessment_id = ${assessmentId}
    ORDER BY l.ordering, a.id, q.ordering, q.id`,
  );
  const attributes: AttributeWithQuestions[] = [];
  const answers = new Map<number, number>();
  for (const row of rows) {
    let attribute = attributes.at(-1);
    if (attribute?.id !== row.attribute_id) {
      attribute = {
        id: row.attribute_id,
        name: row.name,
        description: row.description,
        report: { low: row.report_low, moderate: row.report_moderate, high: row.report_high },
        questions: [],
      };
      attributes.push(attribute);
    }
    if (row.question_id === null) continue;
    attribute.questions.push({ id: row.question_id, question: row.question!, reverse: row.reverse! });
    if (row.answer !== null) answers.set(row.question_id, row.answer);
  }
  return { attributes, answers };
}
