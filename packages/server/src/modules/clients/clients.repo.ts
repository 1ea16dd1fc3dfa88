import { containsPattern } from '../../lib/search';
import { totalFromShortPage } from '../../lib/pagination';
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MOMENTUM_DAYS, type ClientListQuery } from '@tandem/shared';
import { preparedQuery, type DbOrTx } from '../../db/client';
import { localDate } from '../../lib/local-clock';
import { clientProfiles, habitPrograms, pulseSurveys, sessions, users } from '../../db/schema';

export type ClientProfileRow = typeof clientProfiles.$inferSelect;

/**
 * The client's local today in SQL. Zones are checked when a user saves one (isKnownTimeZone), so
 * PostgreSQL knows it; guarding against unknown ones here would cost a pg_timezone_names scan.
 */
const localToday = localDate(users.timezone);

/**
 * `[completed, due]` tasks (exercises and habit days) of the client over their last MOMENTUM_DAYS
 * local days, today included, by due day: a skipped task is due and not completed. A correlated
 * subquery of the page's own rows (one statement for the whole page, on the (user, due_on) index).
 */
const momentumCounts = sql<[number, number]>`(
  SELECT ARRAY[count(*) FILTER (WHERE t.completed_at IS NOT NULL), count(*)]::int[]
  FROM tasks t
  WHERE t.user_id = ${users.id}
    AND t.due_on BETWEEN ${localToday} - ${MOMENTUM_DAYS - 1}::int AND ${localToday})`;

/**
 * `[answered, given]` reflections of the client over their last MOMENTUM_DAYS local days (today
 * included), by the reflection's day: `seven_day_totals.pulse`. Correlated like momentumCounts,
 * on the (user, day) unique index.
 */
const pulseCounts = sql<[number, number]>`(
  SELECT ARRAY[count(*) FILTER (WHERE cs.completed_at IS NOT NULL), count(*)]::int[]
  FROM client_surveys cs
  WHERE cs.user_id = ${users.id}
    AND cs.day BETWEEN ${localToday} - ${MOMENTUM_DAYS - 1}::int AND ${localToday})`;

/** Everything the client summary shows: the user, the profile and the names of its assignments. */
const summaryColumns = {
  momentum: momentumCounts,
  pulse: pulseCounts,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    image: users.image,
    lastLogin: users.lastLogin,
  },
  profile: clientProfiles,
  habitProgram: { id: habitPrograms.id, name: habitPrograms.name },
  pulseSurvey: { id: pulseSurveys.id, name: pulseSurveys.name },
};

type ListQuery = Pick<
  ClientListQuery,
  'filter' | 'search' | 'cohort' | 'ordering' | 'client_profile__assigned_pulse_survey'
>;

/**
 * The coach's clients in the list's filter, cohort and assigned survey, with just the columns
 * that search and ordering read. With a search it is materialized on purpose: the planner cannot estimate a
 * `%text%` match and would otherwise apply it to every user of the platform before joining to
 * this coach's clients, so a search would grow slower with the whole site. This way a page
 * costs at most one pass over the coach's own clients, whatever the size of the site.
 */
function coachClients(query: ListQuery, searching: boolean): SQL {
  const coachId = sql.placeholder('coachId');
  const filter = query.filter ?? 'active';
  const deactivated =
    filter === 'active'
      ? sql` AND cp.deactivated IS NULL`
      : filter === 'deactivated'
        ? sql` AND cp.deactivated IS NOT NULL`
        : sql``;
  const inCohort =
    query.cohort === undefined
      ? sql``
      : sql` AND EXISTS (SELECT 1 FROM client_cohorts cc JOIN cohorts c ON c.id = cc.cohort_id
          WHERE cc.cohort_id = ${sql.placeholder('cohort')} AND cc.client_id = u.id AND c.coach_id = ${coachId})`;
  // The pulse survey page's assigned clients: on top of the filter, like the cohort.
  const survey = query.client_profile__assigned_pulse_survey;
  const onSurvey =
    survey === undefined ? sql`` : sql` AND cp.assigned_pulse_survey = ${sql.placeholder('survey')}`;
  return sql`WITH mine AS ${searching ? sql`MATERIALIZED ` : sql``}(
      SELECT cp.id AS profile_id, u.id, u.first_name, u.last_name, u.email, u.last_login
      FROM client_profiles cp JOIN users u ON u.id = cp.user_id
      WHERE cp.coach_id = ${coachId}${deactivated}${inCohort}${onSurvey})`;
}

/** The search text with its spaces tidied; undefined when there is nothing to search for. */
const searchText = (search: string | undefined) => search?.trim().replace(/\s+/g, ' ') || undefined;

/**
 * The search as a condition on `mine`. The full name "first last" contains every search that
 * matches the first or the last name alone, so one match on it (plus one on the e-mail) covers
 * first name, last name and full name ("Casey Mor"). `lower() LIKE` rather than ILIKE: half
 * the cost; e-mails are stored lower-cased (a check constraint), so they need no lower().
 */
function searchCondition(searching: boolean): SQL {
  if (!searching) return sql`true`;
  const pattern: SQLWrapper = sql.placeholder('pattern');
  return sql`(lower(mine.first_name || ' ' || mine.last_name) LIKE lower(${pattern}) OR mine.email LIKE lower(${pattern}))`;
}

/** The columns an ordering reads, in `mine` or in the tables of the final select. */
interface OrderColumns {
  lastLogin: SQL;
  firstName: SQL;
  lastName: SQL;
  id: SQL;
}

/** The ORDER BY terms of an ordering; ties are broken by id so pages never overlap or skip. */
function orderTerms(ordering: ListQuery['ordering'], c: OrderColumns): SQL[] {
  const terms: Record<NonNullable<ListQuery['ordering']>, SQL> = {
    // Clients who never logged in come last in both directions.
    '-last_login': sql`${c.lastLogin} DESC NULLS LAST`,
    last_login: sql`${c.lastLogin} ASC NULLS LAST`,
    first_name: sql`lower(${c.firstName}) ASC`,
    '-first_name': sql`lower(${c.firstName}) DESC`,
    last_name: sql`lower(${c.lastName}) ASC`,
    '-last_name': sql`lower(${c.lastName}) DESC`,
  };
  return [terms[ordering ?? '-last_login'], sql`${c.id} ASC`];
}

const inMine: OrderColumns = {
  lastLogin: sql.raw('mine.last_login'),
  firstName: sql.raw('mine.first_name'),
  lastName: sql.raw('mine.last_name'),
  id: sql.raw('mine.id'),
};

/** The page of one shape of the list, every value a placeholder. */
const pageStatement = (shape: string, ordering: ListQuery['ordering'], pageIds: SQL) =>
  preparedQuery((db) =>
    db
      .select(summaryColumns)
      .from(clientProfiles)
      .innerJoin(users, eq(users.id, clientProfiles.userId))
      .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
      .leftJoin(pulseSurveys, eq(pulseSurveys.id, clientProfiles.assignedPulseSurvey))
      .where(inArray(clientProfiles.id, pageIds))
      .orderBy(
        ...orderTerms(ordering, {
          lastLogin: sql`${users.lastLogin}`,
          firstName: sql`${users.firstName}`,
          lastName: sql`${users.lastName}`,
          id: sql`${users.id}`,
        }),
      )
      .prepare(`client-page-${shape}`),
  );

/** The count of one shape of the list. */
const countStatement = (shape: string, matching: SQL) =>
  preparedQuery((db) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`(${matching}) AS matching`)
      .prepare(`client-count-${shape}`),
  );

const listStatementsByShape = new Map<
  string,
  { page: ReturnType<typeof pageStatement>; count: ReturnType<typeof countStatement> }
>();

/**
 * The statements of one shape of the list (filter, ordering, cohort or not, survey or not, search
 * or not), built and planned once each (docs/performance.md: Drizzle's builder cost more than the
 * database for the dashboard): at most 3 × 6 × 2 × 2 × 2 shapes.
 */
function listStatements(query: ListQuery, searching: boolean) {
  const shape = [
    query.filter ?? 'active',
    query.ordering ?? '-last_login',
    query.cohort !== undefined,
    query.client_profile__assigned_pulse_survey !== undefined,
    searching,
  ].join(':');
  let statements = listStatementsByShape.get(shape);
  if (!statements) {
    const mine = coachClients(query, searching);
    const search = searchCondition(searching);
    const pageIds = sql`(${mine} SELECT mine.profile_id FROM mine WHERE ${search}
      ORDER BY ${sql.join(orderTerms(query.ordering, inMine), sql`, `)}
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')})`;
    statements = {
      page: pageStatement(shape, query.ordering, pageIds),
      count: countStatement(shape, sql`${mine} SELECT 1 FROM mine WHERE ${search}`),
    };
    listStatementsByShape.set(shape, statements);
  }
  return statements;
}

/**
 * One page of a coach's clients in one statement (the page's profile ids are chosen in a
 * subquery, then joined to the user, habit program and pulse survey — never a query per row),
 * and the total in a second one.
 */
export async function listClientsOfCoach(
  db: DbOrTx,
  coachId: number,
  query: ListQuery,
  window: { limit: number; offset: number },
) {
  const text = searchText(query.search);
  const statements = listStatements(query, text !== undefined);
  const values = {
    coachId,
    cohort: query.cohort,
    survey: query.client_profile__assigned_pulse_survey,
    pattern: text === undefined ? undefined : containsPattern(text),
  };
  const rows = await statements.page(db).execute({ ...values, limit: window.limit, offset: window.offset });
  const count =
    totalFromShortPage(window, rows.length) ?? (await statements.count(db).execute(values))[0]!.count;
  return { rows, count };
}

export type ClientSummaryRow = Awaited<ReturnType<typeof listClientsOfCoach>>['rows'][number];

const clientSummaryQuery = preparedQuery((db) =>
  db
    .select(summaryColumns)
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
    .leftJoin(pulseSurveys, eq(pulseSurveys.id, clientProfiles.assignedPulseSurvey))
    .where(eq(clientProfiles.userId, sql.placeholder('userId')))
    .prepare('client-summary'),
);

/** One client's summary by their user id, whoever coaches them (the caller authorizes). */
export async function findClientSummary(db: DbOrTx, userId: number): Promise<ClientSummaryRow | undefined> {
  const [row] = await clientSummaryQuery(db).execute({ userId });
  return row;
}

export async function updateClientProfile(
  db: DbOrTx,
  profileId: number,
  values: Partial<typeof clientProfiles.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await db.update(clientProfiles).set(values).where(eq(clientProfiles.id, profileId));
}

/** Marks the profile deactivated (keeping the first date if it already was). */
export async function deactivateClientProfile(db: DbOrTx, profileId: number) {
  await db
    .update(clientProfiles)
    .set({ deactivated: sql`coalesce(${clientProfiles.deactivated}, now())` })
    .where(eq(clientProfiles.id, profileId));
}

/** Ends every open session of a user, impersonation sessions included. */
export async function revokeSessionsOf(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Completed and due exercises of one area of focus. */
export type CategoryCountRow = {
  id: number;
  name: string;
  color: string;
  completed: number;
  due: number;
};

/**
 * A client's exercises grouped by the area of focus of their template, in one grouped query: over
 * their last `lastDays` local days (today included), or all time without it. Habit days belong to
 * no area and are left out; areas deleted since still count, as their tasks were given.
 */
export async function categoryCounts(
  db: DbOrTx,
  userId: number,
  lastDays?: number,
): Promise<CategoryCountRow[]> {
  const today = localDate(sql.raw('u.timezone'));
  const window =
    lastDays === undefined ? sql`` : sql`AND t.due_on BETWEEN ${today} - ${lastDays - 1}::int AND ${today}`;
  const result = await db.execute<CategoryCountRow>(sql`
    SELECT a.id, a.name, a.color,
           count(*) FILTER (WHERE t.completed_at IS NOT NULL)::int AS completed,
           count(*)::int AS due
    FROM tasks t
    JOIN users u ON u.id = t.user_id
    JOIN template_exercises e ON e.id = t.template_id
    JOIN areas_of_focus a ON a.id = e.area_id
    WHERE t.user_id = ${userId} ${window}
    GROUP BY a.id
    ORDER BY a.ordering, a.name, a.id`);
  return result.rows;
}
