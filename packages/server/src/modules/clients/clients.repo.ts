import { containsPattern } from '../../lib/search';
import { totalFromShortPage } from '../../lib/pagination';
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MOMENTUM_DAYS, type ClientListQuery } from '@tandem/shared';
import { preparedQuery, type DbOrTx } from '../../db/client';
import { localDate } from '../../lib/local-clock';
import {
  clientProfiles,
  coachClientCounts,
  habitPrograms,
  pulseSurveys,
  sessions,
  users,
} from '../../db/schema';

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
 * The coach's clients in the list's filter, cohort, assigned survey and search, with just the
 * columns that ordering reads. The search is matched on the users table's own trigram-indexed
 * expressions (migration 0018: the full name and the e-mail, ILIKE), so PostgreSQL may start from
 * the few users who match anywhere on the site, or walk this coach's clients in order and stop at
 * a page, whichever it estimates cheaper: 10,000 clients cost about 3 ms, not a scan of them all.
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
          WHERE cc.cohort_id = ${sql.placeholder('cohort')} AND cc.client_id = cp.user_id AND c.coach_id = ${coachId})`;
  // The pulse survey page's assigned clients: on top of the filter, like the cohort.
  const survey = query.client_profile__assigned_pulse_survey;
  const onSurvey =
    survey === undefined ? sql`` : sql` AND cp.assigned_pulse_survey = ${sql.placeholder('survey')}`;
  // Only a search or an order by name reads the users table; the default order reads
  // client_profiles' own copy of last_login, from the (coach, last_login, user) indexes.
  const byName = query.ordering !== undefined && !query.ordering.endsWith('last_login');
  const withUsers = searching || byName;
  return withUsers
    ? sql`WITH mine AS (
      SELECT cp.id AS profile_id, u.id, u.first_name, u.last_name, cp.last_login
      FROM client_profiles cp JOIN users u ON u.id = cp.user_id
      WHERE cp.coach_id = ${coachId}${deactivated}${inCohort}${onSurvey}${searchCondition(searching)})`
    : sql`WITH mine AS (
      SELECT cp.id AS profile_id, cp.user_id AS id, cp.last_login
      FROM client_profiles cp
      WHERE cp.coach_id = ${coachId}${deactivated}${inCohort}${onSurvey})`;
}

/** The search text with its spaces tidied; undefined when there is nothing to search for. */
const searchText = (search: string | undefined) => search?.trim().replace(/\s+/g, ' ') || undefined;

/**
 * The search as a condition on the users row. The full name "first last" contains every search
 * that matches the first or the last name alone, so one match on it (plus one on the e-mail)
 * covers first name, last name and full name ("Casey Mor"). Written exactly as the trigram
 * indexes' expressions, so they answer it; e-mails are stored lower-cased (a check constraint).
 */
function searchCondition(searching: boolean): SQL {
  if (!searching) return sql``;
  const pattern: SQLWrapper = sql.placeholder('pattern');
  return sql` AND ((u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR u.email ILIKE ${pattern})`;
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

/**
 * The name a shape's statement is prepared under in PostgreSQL, or none for a search: a named
 * statement may be given one generic plan, which cannot know how many users a pattern matches
 * (the trigram index or the coach's own clients in order); unnamed, it is planned per pattern.
 * Its SQL text is still built once.
 */
const statementName = (kind: string, shape: string, searching: boolean) =>
  searching ? '' : `client-${kind}-${shape}`;

/** The page of one shape of the list, every value a placeholder. */
const pageStatement = (name: string, ordering: ListQuery['ordering'], pageIds: SQL) =>
  preparedQuery((db) =>
    db
      .select(summaryColumns)
      .from(clientProfiles)
      .innerJoin(users, eq(users.id, clientProfiles.userId))
      .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
      .leftJoin(pulseSurveys, eq(pulseSurveys.id, clientProfiles.assignedPulseSurvey))
      .where(inArray(clientProfiles.userId, pageIds))
      .orderBy(
        ...orderTerms(ordering, {
          lastLogin: sql`${users.lastLogin}`,
          firstName: sql`${users.firstName}`,
          lastName: sql`${users.lastName}`,
          id: sql`${users.id}`,
        }),
      )
      .prepare(name),
  );

/** The count of one shape of the list. */
const countStatement = (name: string, matching: SQL) =>
  preparedQuery((db) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`(${matching}) AS matching`)
      .prepare(name),
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
    const pageIds = sql`(${mine} SELECT mine.id FROM mine
      ORDER BY ${sql.join(orderTerms(query.ordering, inMine), sql`, `)}
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')})`;
    statements = {
      page: pageStatement(statementName('page', shape, searching), query.ordering, pageIds),
      count: countStatement(statementName('count', shape, searching), sql`${mine} SELECT 1 FROM mine`),
    };
    listStatementsByShape.set(shape, statements);
  }
  return statements;
}

/** A coach's kept counts of clients and active clients (coach_client_counts, migration 0022). */
const keptCountsQuery = preparedQuery((db) =>
  db
    .select({ clients: coachClientCounts.clients, active: coachClientCounts.active })
    .from(coachClientCounts)
    .where(eq(coachClientCounts.coachId, sql.placeholder('coachId')))
    .prepare('coach-client-counts'),
);

/**
 * The total of a list narrowed by its filter alone (no cohort, survey or search): read from the
 * kept counts, one row, instead of counting the coach's profiles (2 ms at 10,000).
 */
async function keptCount(db: DbOrTx, coachId: number, filter: ListQuery['filter']): Promise<number> {
  const [row] = await keptCountsQuery(db).execute({ coachId });
  const clients = row?.clients ?? 0;
  const active = row?.active ?? 0;
  if (filter === 'deactivated') return clients - active;
  return filter === 'all' ? clients : active;
}

/**
 * One page of a coach's clients in one statement (the page's profile ids are chosen in a
 * subquery, then joined to the user, habit program and pulse survey — never a query per row).
 * The total is the page itself when it is short, the kept counts when the list is narrowed by its
 * filter alone (keptCount), else a second statement.
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
  const byFilterOnly = text === undefined && values.cohort === undefined && values.survey === undefined;
  const count =
    totalFromShortPage(window, rows.length) ??
    (byFilterOnly
      ? await keptCount(db, coachId, query.filter ?? 'active')
      : (await statements.count(db).execute(values))[0]!.count);
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
