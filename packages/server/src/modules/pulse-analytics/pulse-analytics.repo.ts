import { sql, type SQL } from 'drizzle-orm';
import { MIN_WORD_LENGTH, STOP_WORDS, WORD_CLOUD_MAX_WORDS } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import { localDate } from '../../lib/local-clock';

/*
 * The analytics' SQL (docs/decisions/007-pulse-surveys.md, "Analytics" and "Privacy"). Every
 * query reads reflections as `client_surveys cs JOIN users u ON u.id = cs.user_id`, so the
 * fragments below can speak of `cs` and `u`. A reflection's day is already the client's local
 * day; a user's "today" is computed from their time zone, and a window of `since` days is their
 * last `since` local days, today included. Only answered reflections feed charts, clouds and
 * lists; the completion figures alone count the unanswered ones too.
 */

/** The client's local today. Zones are checked when saved (as in clients.repo), so PostgreSQL knows them. */
const localToday = localDate(sql.raw('u.timezone'));

/** The days a well-being word averages over, and the dashboard bar chart shows. */
const WEEK_DAYS = 7;

/** The latest reflections a cohort's info page lists. */
export const COHORT_REFLECTIONS_LIMIT = 20;

/** Whose reflections: one user, or the user ids a subquery yields (a cohort's members). */
export type Users = SQL;
export const oneUser = (userId: number): Users => sql`(${userId})`;

/** The user's reflection days within their last `since` local days (answered or not). */
const inWindow = (users: Users, since: number) =>
  sql`cs.user_id IN ${users} AND cs.day BETWEEN ${localToday} - ${since - 1}::int AND ${localToday}`;

/** The answered reflections of the window. */
const answeredIn = (users: Users, since: number) =>
  sql`${inWindow(users, since)} AND cs.completed_at IS NOT NULL`;

/**
 * A score 1..7 (or a mean of them) on the graphs' 0..100 axis to one decimal, as
 * `scoreToGraphValue` does: (score − 1) / 6 × 100.
 */
const graphValue = (score: SQL) => sql`round(((${score} - 1) / 6 * 100)::numeric, 1)::float8`;

/**
 * The word counts of the reflections `filter` selects (a condition on `cs` and `u`), counted in
 * SQL exactly as `countWords` (packages/shared/src/rules/word-counts.ts) counts: lower-cased,
 * curly apostrophes read as straight ones, runs of letters joined by inner apostrophes, at least
 * MIN_WORD_LENGTH letters, no stop words; the most frequent first, ties by word in code point
 * order, at most WORD_CLOUD_MAX_WORDS. The ICU collation makes `lower()` and `[[:alpha:]]` follow
 * Unicode (JavaScript's toLowerCase and \p{L}) whatever locale the database was created with: in
 * a "C" database they would only know ASCII. The caller decides which reflections: a coach's
 * filter must leave private ones out.
 */
export function wordCountsSql(filter: SQL): SQL {
  return sql`
    SELECT w.word, count(*)::int AS count
    FROM client_surveys cs
    JOIN users u ON u.id = cs.user_id
    CROSS JOIN LATERAL regexp_matches(
      lower(replace(cs.reflection, '’', '''') COLLATE "und-x-icu"),
      '[[:alpha:]]+(?:''[[:alpha:]]+)*', 'g') AS m(parts)
    CROSS JOIN LATERAL (SELECT m.parts[1] COLLATE "C" AS word) w
    WHERE ${filter}
      AND char_length(replace(w.word, '''', '')) >= ${MIN_WORD_LENGTH}::int
      AND w.word <> ALL(${sql.param(STOP_WORDS)}::text[])
    GROUP BY w.word
    ORDER BY count(*) DESC, w.word
    LIMIT ${WORD_CLOUD_MAX_WORDS}::int`;
}

export type WordCountRow = { word: string; count: number };

async function wordCounts(db: DbOrTx, filter: SQL): Promise<WordCountRow[]> {
  return (await db.execute<WordCountRow>(wordCountsSql(filter))).rows;
}

/** The words of a client's own answered reflections in the window, private ones included (they are theirs). */
export const ownWordCounts = (db: DbOrTx, userId: number, since: number) =>
  wordCounts(db, answeredIn(oneUser(userId), since));

/**
 * The words of these users' answered, non-private reflections in the window, for their coach.
 * With `where`, only reflections whose mean answer is at most (`below`) or at least that score.
 */
export function coachWordCounts(
  db: DbOrTx,
  users: Users,
  since: number,
  score?: { where: number; below: boolean },
) {
  const mean = sql`(SELECT avg(a.answer) FROM client_survey_answers a WHERE a.client_survey_id = cs.id)`;
  const byScore =
    score === undefined
      ? sql``
      : score.below
        ? sql` AND ${mean} <= ${score.where}::int`
        : sql` AND ${mean} >= ${score.where}::int`;
  return wordCounts(db, sql`${answeredIn(users, since)} AND NOT cs.private${byScore}`);
}

/** What the client analytics need of a user's client profile; undefined without one. */
export async function findClientFlags(db: DbOrTx, userId: number) {
  const result = await db.execute<{ allowProgress: boolean; allowSelfReflect: boolean }>(sql`
    SELECT cp.allow_progress AS "allowProgress", cp.allow_self_reflect AS "allowSelfReflect"
    FROM client_profiles cp WHERE cp.user_id = ${userId}`);
  return result.rows[0];
}

export type DimensionGraphRow = {
  id: number;
  name: string;
  color: string;
  points: { date: string; value: number }[];
  /** The mean of the last seven days' scores (1..7), null without any. */
  average: number | null;
};

/**
 * A client's dimension graphs over the window: the `graph` dimensions of every survey their
 * answered reflections used (a client may have changed survey), by survey and dimension. A
 * day's score on a dimension is the mean of that reflection's answers on statements of it; the
 * points are the days with such answers.
 */
export async function dimensionGraphs(
  db: DbOrTx,
  userId: number,
  since: number,
): Promise<DimensionGraphRow[]> {
  const result = await db.execute<DimensionGraphRow>(sql`
    WITH answered AS (
      SELECT cs.id, cs.day, cs.survey_id, cs.day > ${localToday} - ${WEEK_DAYS}::int AS recent
      FROM client_surveys cs JOIN users u ON u.id = cs.user_id
      WHERE ${answeredIn(oneUser(userId), since)}
    ), scores AS (
      SELECT q.dimension_id, r.day, r.recent, avg(a.answer) AS score
      FROM answered r
      JOIN client_survey_answers a ON a.client_survey_id = r.id
      JOIN pulse_questions q ON q.id = a.question_id
      WHERE a.answer IS NOT NULL AND q.dimension_id IS NOT NULL
      GROUP BY q.dimension_id, r.day, r.recent
    )
    SELECT d.id, d.name, d.graph_color AS color,
      coalesce((SELECT json_agg(json_build_object('date', s.day::text, 'value', ${graphValue(sql`s.score`)})
                  ORDER BY s.day)
                FROM scores s WHERE s.dimension_id = d.id), '[]'::json) AS points,
      (SELECT avg(s.score)::float8 FROM scores s WHERE s.dimension_id = d.id AND s.recent) AS average
    FROM pulse_dimensions d
    WHERE d.graph AND d.survey_id IN (SELECT survey_id FROM answered)
    ORDER BY d.survey_id, d.id`);
  return result.rows;
}

/** `[completed, due]` counts over the window: tasks by due day, reflections by day. */
export async function completionCounts(db: DbOrTx, userId: number, since: number) {
  const window = (column: SQL) => sql`${column} BETWEEN ${localToday} - ${since - 1}::int AND ${localToday}`;
  const result = await db.execute<{ exercises: [number, number]; reflections: [number, number] }>(sql`
    SELECT
      (SELECT ARRAY[count(*) FILTER (WHERE t.completed_at IS NOT NULL), count(*)]::int[]
       FROM tasks t WHERE t.user_id = u.id AND ${window(sql`t.due_on`)}) AS exercises,
      (SELECT ARRAY[count(*) FILTER (WHERE cs.completed_at IS NOT NULL), count(*)]::int[]
       FROM client_surveys cs WHERE cs.user_id = u.id AND ${window(sql`cs.day`)}) AS reflections
    FROM users u WHERE u.id = ${userId}`);
  return result.rows[0]!;
}

/** One point per reflection day of the window: 1 answered, 0 left open. */
export async function completionPoints(db: DbOrTx, userId: number, since: number) {
  const result = await db.execute<{ date: string; value: number }>(sql`
    SELECT cs.day::text AS date, (cs.completed_at IS NOT NULL)::int AS value
    FROM client_surveys cs JOIN users u ON u.id = cs.user_id
    WHERE ${inWindow(oneUser(userId), since)}
    ORDER BY cs.day`);
  return result.rows;
}

/**
 * The client's last seven local days, oldest first, each with the mean of all answers of that
 * day's answered reflection (2 decimals), null when there is none.
 */
export async function sevenDayScores(db: DbOrTx, userId: number) {
  const result = await db.execute<{ date: string; score: number | null }>(sql`
    SELECT (${localToday} - g)::text AS date,
      (SELECT round(avg(a.answer), 2)::float8
       FROM client_surveys cs JOIN client_survey_answers a ON a.client_survey_id = cs.id
       WHERE cs.user_id = u.id AND cs.day = ${localToday} - g AND cs.completed_at IS NOT NULL) AS score
    FROM users u CROSS JOIN generate_series(${WEEK_DAYS - 1}::int, 0, -1) AS g
    WHERE u.id = ${userId}
    ORDER BY g DESC`);
  return result.rows;
}

export type KpiChartRow = {
  id: number;
  name: string;
  latest: number | null;
  points: { date: string; value: number }[];
};

/**
 * Every KPI of the client, oldest first: its results on answered reflections of the window by
 * the reflection's day, and the latest result on any answered reflection.
 */
export async function kpiCharts(db: DbOrTx, userId: number, since: number): Promise<KpiChartRow[]> {
  const result = await db.execute<KpiChartRow>(sql`
    SELECT k.id, k.name,
      (SELECT r.result FROM kpi_results r JOIN client_surveys cs ON cs.id = r.client_survey_id
       WHERE r.kpi_id = k.id AND cs.completed_at IS NOT NULL
       ORDER BY cs.day DESC, r.id DESC LIMIT 1) AS latest,
      coalesce((SELECT json_agg(json_build_object('date', cs.day::text, 'value', r.result) ORDER BY cs.day)
                FROM kpi_results r JOIN client_surveys cs ON cs.id = r.client_survey_id
                WHERE r.kpi_id = k.id AND ${answeredIn(sql`(u.id)`, since)}), '[]'::json) AS points
    FROM client_kpis k JOIN users u ON u.id = k.user_id
    WHERE k.user_id = ${userId}
    ORDER BY k.created_at, k.id`);
  return result.rows;
}

/** A reflection's text as a coach may read it: none at all when the client marked it private. */
const coachVisibleText = sql.raw('CASE WHEN cs.private THEN NULL ELSE cs.reflection END');

const fullName = sql.raw("trim(u.first_name || ' ' || u.last_name)");

/** Raw queries return timestamps as PostgreSQL writes them; the presenter reads them as drizzle does. */
type Timestamp = string;

export type CoachReflectionRow = {
  id: number;
  day: string;
  created: Timestamp;
  completedAt: Timestamp | null;
  fullName: string;
  openEndedQuestion: string;
  reflection: string | null;
  private: boolean;
  answers: { question_text: string; answer: number | null }[];
};

/**
 * One page of a client's answered reflections for their coach, newest first, with the answers in
 * the order asked, and the total. A search matches the text of non-private reflections only, so
 * it cannot be used to probe what a private one says.
 */
export async function listCoachReflections(
  db: DbOrTx,
  userId: number,
  searchPattern: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = sql`cs.user_id = ${userId} AND cs.completed_at IS NOT NULL${
    searchPattern === undefined
      ? sql``
      : sql` AND NOT cs.private AND lower(cs.reflection) LIKE lower(${searchPattern})`
  }`;
  const rows = await db.execute<CoachReflectionRow>(sql`
    SELECT cs.id, cs.day::text AS day, cs.created_at AS created, cs.completed_at AS "completedAt",
      ${fullName} AS "fullName", cs.open_ended_question AS "openEndedQuestion",
      ${coachVisibleText} AS reflection, cs.private,
      coalesce((SELECT json_agg(json_build_object('question_text', a.question_text, 'answer', a.answer)
                  ORDER BY a.id)
                FROM client_survey_answers a WHERE a.client_survey_id = cs.id), '[]'::json) AS answers
    FROM client_surveys cs JOIN users u ON u.id = cs.user_id
    WHERE ${where}
    ORDER BY cs.day DESC, cs.id DESC
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  const total = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM client_surveys cs WHERE ${where}`,
  );
  return { rows: rows.rows, count: total.rows[0]!.count };
}

export type CohortSeriesRow = { name: string; color: string; points: { date: string; value: number }[] };

/**
 * A cohort's well-being series: one per dimension name (members may be on different surveys),
 * coloured like the first such dimension; a day's value is the mean of the members' graph values
 * that day.
 */
export async function cohortSeries(db: DbOrTx, members: Users, since: number): Promise<CohortSeriesRow[]> {
  const result = await db.execute<CohortSeriesRow>(sql`
    WITH answered AS (
      SELECT cs.id, cs.day FROM client_surveys cs JOIN users u ON u.id = cs.user_id
      WHERE ${answeredIn(members, since)}
    ), scores AS (
      SELECT d.id AS dimension_id, d.name, d.graph_color, r.day, avg(a.answer) AS score
      FROM answered r
      JOIN client_survey_answers a ON a.client_survey_id = r.id
      JOIN pulse_questions q ON q.id = a.question_id
      JOIN pulse_dimensions d ON d.id = q.dimension_id
      WHERE a.answer IS NOT NULL AND d.graph
      GROUP BY d.id, r.id, r.day
    ), daily AS (
      SELECT name, day, avg((score - 1) / 6 * 100) AS value FROM scores GROUP BY name, day
    ), named AS (
      SELECT name, (array_agg(graph_color ORDER BY dimension_id))[1] AS color, min(dimension_id) AS first
      FROM scores GROUP BY name
    )
    SELECT n.name, n.color,
      json_agg(json_build_object('date', dl.day::text, 'value', round(dl.value, 1)::float8) ORDER BY dl.day)
        AS points
    FROM named n JOIN daily dl ON dl.name = n.name
    GROUP BY n.name, n.color, n.first
    ORDER BY n.first`);
  return result.rows;
}

export type CohortReflectionRow = { fullName: string; reflection: string; created: Timestamp };

/** The latest answered, non-private reflections of these users in the window. */
export async function latestSharedReflections(db: DbOrTx, members: Users, since: number) {
  const result = await db.execute<CohortReflectionRow>(sql`
    SELECT ${fullName} AS "fullName", cs.reflection, cs.created_at AS created
    FROM client_surveys cs JOIN users u ON u.id = cs.user_id
    WHERE ${answeredIn(members, since)} AND NOT cs.private
    ORDER BY cs.day DESC, cs.created_at DESC, cs.id DESC
    LIMIT ${COHORT_REFLECTIONS_LIMIT}`);
  return result.rows;
}
