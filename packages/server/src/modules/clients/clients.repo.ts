import { containsPattern } from '../../lib/search';
import { totalFromShortPage } from '../../lib/pagination';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CLIENT_PICKER_LIMIT,
  DASHBOARD_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  MOMENTUM_DAYS,
  type ClientListQuery,
} from '@tandem/shared';
import { preparedQuery, type DbOrTx } from '../../db/client';
import { localDate } from '../../lib/local-clock';
import { clientProfiles, coachClientCounts, habitPrograms, pulseSurveys, users } from '../../db/schema';

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
 * columns that ordering reads, as one SELECT (`extra` narrows it further: a keyset page's start).
 * The search is matched on the users table's own trigram-indexed expressions (migration 0018: the
 * full name and the e-mail, ILIKE), so PostgreSQL may start from the few users who match anywhere
 * on the site, or walk this coach's clients in order and stop at a page, whichever it estimates
 * cheaper: 10,000 clients cost about 3 ms, not a scan of them all. Such a statement is planned for
 * its pattern, unnamed; a page with its total of a search with trigrams has searchedClients.
 */
function matchingClients(query: ListQuery, searching: boolean, extra: SQL = sql``): SQL {
  // Only a search or an order by name reads the users table; the default order reads
  // client_profiles' own copy of last_login, from the (coach, last_login, user) indexes.
  const byName = query.ordering !== undefined && !query.ordering.endsWith('last_login');
  const withUsers = searching || byName;
  return withUsers
    ? sql`SELECT cp.id AS profile_id, u.id, u.first_name, u.last_name, cp.last_login
      FROM client_profiles cp JOIN users u ON u.id = cp.user_id
      WHERE ${coachConditions(query)}${searchCondition(searching)}${extra}`
    : sql`SELECT cp.id AS profile_id, cp.user_id AS id, cp.last_login
      FROM client_profiles cp
      WHERE ${coachConditions(query)}${extra}`;
}

/** The coach's clients in the list's filter, cohort and assigned survey, as conditions on `cp`. */
function coachConditions(query: ListQuery): SQL {
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
  return sql`cp.coach_id = ${coachId}${deactivated}${inCohort}${onSurvey}`;
}

/**
 * matchingClients as the CTE `mine`; `materialized` when every match is read anyway (a page with
 * its total), so PostgreSQL plans the matching on its own, not for the page's LIMIT.
 */
const coachClients = (query: ListQuery, searching: boolean, materialized = false): SQL =>
  sql`WITH mine AS ${sql.raw(materialized ? 'MATERIALIZED ' : '')}(${matchingClients(query, searching)})`;

/**
 * Where a keyset page of the list starts: after the client with this last login (null: never
 * logged in) and user id, in the dashboard's order (`-last_login`, ties by id). Only that order
 * pages by keyset: it is the dashboard's, whose infinite scroll reaches deep pages; the others
 * page by offset.
 */
export interface ClientListCursor {
  lastLogin: string | null;
  id: number;
}

/** The one ordering whose pages follow a keyset cursor. */
export const KEYSET_ORDERING = '-last_login';

/**
 * The ids of a keyset page in `-last_login` order: the clients after the cursor, `limit` of them.
 * After a client who logged in at L come those with the same L and a larger id, then those who
 * logged in before L, then those who never did; each part is an index range of its own on the
 * (coach, last_login DESC NULLS LAST, user) indexes, read for at most `limit` rows, where one
 * condition with ORs would walk the index from the start as OFFSET does. After a client who never
 * logged in come only the others who never did, with a larger id.
 */
function keysetPageIds(query: ListQuery, searching: boolean, afterNever: boolean, limit: SQL): SQL {
  const afterLogin = sql`${sql.placeholder('afterLogin')}::timestamptz`;
  const afterId = sql.placeholder('afterId');
  const part = (order: number, condition: SQL, orderBy: SQL) =>
    sql`(SELECT ${sql.raw(String(order))} AS part, part.id, part.last_login
      FROM (${matchingClients(query, searching, condition)}) AS part
      ORDER BY ${orderBy} LIMIT ${limit})`;
  // Every part in the index's own order (within a part that fixes last_login it is the id
  // order), so each reads a range of the (coach, last_login, user) index and stops at `limit`,
  // rather than walking the user id index and filtering a coach's clients out of everyone's.
  const byLogin = sql`part.last_login DESC NULLS LAST, part.id ASC`;
  const parts = afterNever
    ? [part(0, sql` AND cp.last_login IS NULL AND cp.user_id > ${afterId}`, byLogin)]
    : [
        part(0, sql` AND cp.last_login = ${afterLogin} AND cp.user_id > ${afterId}`, byLogin),
        part(1, sql` AND cp.last_login < ${afterLogin}`, byLogin),
        part(2, sql` AND cp.last_login IS NULL`, byLogin),
      ];
  return sql`(SELECT after.id FROM (${sql.join(parts, sql` UNION ALL `)}) AS after
    ORDER BY after.part, after.last_login DESC NULLS LAST, after.id ASC LIMIT ${limit})`;
}

/** The search text with its spaces tidied; undefined when there is nothing to search for. */
const searchText = (search: string | undefined) => search?.trim().replace(/\s+/g, ' ') || undefined;

/**
 * The search's match on a users row named `row` (its alias, or a subquery's with its columns). The
 * full name "first last" contains every search that matches the first or the last name alone, so
 * one match on it (plus one on the e-mail) covers first name, last name and full name ("Casey
 * Mor"). On `u`, written exactly as the trigram indexes' expressions, so they answer it; e-mails
 * are stored lower-cased (a check constraint).
 */
function searchMatch(row: string): SQL {
  const pattern: SQLWrapper = sql.placeholder('pattern');
  const r = sql.raw(row);
  return sql`((${r}.first_name || ' ' || ${r}.last_name) ILIKE ${pattern} OR ${r}.email ILIKE ${pattern})`;
}

/** The search as a condition on the users row `u`, or none. */
const searchCondition = (searching: boolean): SQL => (searching ? sql` AND ${searchMatch('u')}` : sql``);

/**
 * Whether PostgreSQL can look a search up in the trigram indexes: a run of three letters or digits
 * gives it at least one trigram to find. From a shorter search it extracts none and would read
 * each index whole. ASCII only: whether another letter counts is up to the server's locale.
 */
const TRIGRAM_SEARCH = /[a-z0-9]{3}/i;

/** How many users matching a search anywhere on the site are looked up one by one (see below). */
const SEARCH_HITS_BOUND = 2_000;

/**
 * The coach's clients matching a search that has trigrams (TRIGRAM_SEARCH), as the CTEs `hits`
 * and `mine`, in a text that one generic plan serves well for every pattern, so the statement is
 * named and planned once per connection instead of per pattern (0.3–0.4 ms of PostgreSQL's time,
 * a third of a search at 10,000 clients: docs/performance.md). `hits` takes up to
 * SEARCH_HITS_BOUND + 1 users matching anywhere on the site, from the trigram indexes. If that is
 * all of them, the coach's clients among them are looked up by user id; if not, the pattern is
 * common, and the coach's own clients are read and tested instead (`every`: a subquery behind
 * OFFSET 0 keeps the test off the indexes, so the generic plan cannot turn it into a read of every
 * match on the site). Either way the work is bounded by the bound or by the coach's clients, where
 * a plan per pattern could tell them apart but cost its planning on every keystroke.
 */
function searchedClients(query: ListQuery): SQL {
  const bound = sql.raw(String(SEARCH_HITS_BOUND));
  return sql`WITH hits AS MATERIALIZED (
      SELECT u.id FROM users u WHERE ${searchMatch('u')} LIMIT ${sql.raw(String(SEARCH_HITS_BOUND + 1))}
    ), mine AS MATERIALIZED (
      SELECT cp.id AS profile_id, u.id, u.first_name, u.last_name, cp.last_login
      FROM client_profiles cp JOIN users u ON u.id = cp.user_id
      WHERE cp.user_id IN (SELECT hits.id FROM hits) AND (SELECT count(*) FROM hits) <= ${bound}
        AND ${coachConditions(query)}
      UNION ALL
      SELECT every.profile_id, every.id, every.first_name, every.last_name, every.last_login FROM (
        SELECT cp.id AS profile_id, u.id, u.first_name, u.last_name, u.email, cp.last_login
        FROM client_profiles cp JOIN users u ON u.id = cp.user_id
        WHERE (SELECT count(*) FROM hits) > ${bound} AND ${coachConditions(query)}
        OFFSET 0
      ) AS every
      WHERE ${searchMatch('every')}
    )`;
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
 * The name a shape's statement is prepared under in PostgreSQL, or none: for a search, since a
 * named statement may be given one generic plan, which cannot know how many users a pattern
 * matches (the trigram index or the coach's own clients in order), while unnamed it is planned per
 * pattern (searchedClients' statement, written for one plan, is the exception); and for a page
 * size the app never asks for (NAMED_PAGE_LIMITS). Its SQL text is still built once. PostgreSQL
 * cuts names at 63 bytes, which could make two statements one: a longer name is a mistake here.
 */
function statementName(kind: string, shape: string, named: boolean): string {
  if (!named) return '';
  const name = `client-${kind}-${shape}`;
  if (name.length > 63) throw new Error(`statement name over PostgreSQL's 63 bytes: ${name}`);
  return name;
}

/**
 * How a page's LIMIT and OFFSET are written. PostgreSQL plans a named statement for its values on
 * its first five runs, then keeps one generic plan only if that plan's estimated cost is below
 * theirs (plus a charge for planning). A LIMIT or OFFSET given as a parameter is estimated at a
 * tenth of the coach's clients, so at 10,000 clients the generic plan of the dashboard's page
 * looked dearer than the plan for LIMIT 4, and the page was planned again on every request: 0.5 to
 * 1 ms of PostgreSQL's time, more than running it (docs/performance.md). So the limit is written
 * into the statement's text and the first page has no OFFSET: the generic plan's estimate is then
 * the custom plans', and PostgreSQL keeps it. A later page by number keeps its OFFSET as a
 * parameter (a statement per offset would never be reused); PostgreSQL weighs its plans as before.
 * A statement is named only for the page sizes the app asks for; any other limit (the API takes 1
 * to 1,000) goes unnamed, planned for its values on each request, so no caller can fill a
 * connection with prepared statements.
 */
const NAMED_PAGE_LIMITS: ReadonlySet<number> = new Set([
  DASHBOARD_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  CLIENT_PICKER_LIMIT,
]);

/** A page's LIMIT as SQL text; `limit` comes validated (1 to 1,000), and is checked again here. */
function pageLimit(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`not a page limit: ${limit}`);
  return sql.raw(String(limit));
}

/**
 * The client's last login to the microsecond, as a keyset cursor must hold it: a JavaScript Date
 * keeps milliseconds, and a cursor cut to them would skip or repeat clients who logged in within
 * the same millisecond.
 */
const keysetLogin = sql<
  string | null
>`to_char(${clientProfiles.lastLogin} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Whether a list is narrowed by its filter alone (no cohort, survey or search). */
const byFilterOnly = (query: ListQuery, searching: boolean) =>
  !searching && query.cohort === undefined && query.client_profile__assigned_pulse_survey === undefined;

/**
 * The coach's kept counts (coach_client_counts, migration 0022) as two columns of every row of a
 * page: one uncorrelated subquery each, run once per statement. A list narrowed by its filter
 * alone takes its total from them, in the page's own statement and snapshot.
 */
const keptCountColumns = {
  keptClients: sql<
    number | null
  >`(SELECT k.clients FROM coach_client_counts k WHERE k.coach_id = ${sql.placeholder('coachId')})`,
  keptActive: sql<
    number | null
  >`(SELECT k.active FROM coach_client_counts k WHERE k.coach_id = ${sql.placeholder('coachId')})`,
};
/** A page statement without them answers null: its total is counted apart. */
const noKeptCountColumns = {
  keptClients: sql<number | null>`NULL::int`,
  keptActive: sql<number | null>`NULL::int`,
};

/**
 * The page of one shape of the list, every value a placeholder; `withKeptCounts` for the shapes
 * narrowed by their filter alone.
 */
const pageStatement = (
  name: string,
  ordering: ListQuery['ordering'],
  pageIds: SQL,
  withKeptCounts: boolean,
) =>
  preparedQuery((db) =>
    db
      .select({ ...summaryColumns, keysetLogin, ...(withKeptCounts ? keptCountColumns : noKeptCountColumns) })
      .from(clientProfiles)
      .innerJoin(users, eq(users.id, clientProfiles.userId))
      .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
      .leftJoin(pulseSurveys, eq(pulseSurveys.id, clientProfiles.assignedPulseSurvey))
      // The page's ids as one array, each looked up by the user_id index. As `IN (subquery)`, the
      // planner sized the join by what it could tell of the page: a generic plan, nothing, so it
      // hashed every profile on the site; a search's rows, the number of ids given, so each search
      // was planned again. An array built in the statement is estimated at 10 ids in every plan.
      .where(sql`${clientProfiles.userId} = ANY(ARRAY${pageIds})`)
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

/**
 * The page's ids of a shape that counts its matches (a search, a cohort, a survey), each with the
 * total of the matches (`count(*) OVER ()`, taken before LIMIT): one statement matches once for
 * both, where the page and the count statements matched twice (a search by e-mail at 10,000
 * clients: 7 ms of PostgreSQL, 2 of them planning the whole page's statement for each pattern).
 * Small, so its planning per pattern costs little. `page` selects `mine.id` and the total.
 */
const pageIdsWithTotalStatement = (name: string, page: SQL) =>
  preparedQuery((db) =>
    db
      .select({ id: sql<number>`page.id`, total: sql<number>`page.total` })
      .from(sql`${page} AS page`)
      .prepare(name),
  );

const pageByIdsStatements = new Map<string, ReturnType<typeof pageStatement>>();

/**
 * The rows of a page whose ids are chosen (pageIdsWithTotalStatement), in the ordering's order:
 * one named statement per ordering, planned once per connection whatever the search. Still the
 * coach's clients only.
 */
function pageByIdsStatement(ordering: NonNullable<ListQuery['ordering']>) {
  let statement = pageByIdsStatements.get(ordering);
  if (!statement) {
    const chosen = sql`(SELECT cp.user_id FROM client_profiles cp
      WHERE cp.user_id = ANY(${sql.placeholder('ids')}::int[]) AND cp.coach_id = ${sql.placeholder('coachId')})`;
    statement = pageStatement(`client-page-by-ids-${ordering}`, ordering, chosen, false);
    pageByIdsStatements.set(ordering, statement);
  }
  return statement;
}

/** The count of one shape of the list. */
const countStatement = (name: string, matching: SQL) =>
  preparedQuery((db) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`(${matching}) AS matching`)
      .prepare(name),
  );

/** The statements of one shape of the list that do not depend on the page asked for. */
interface ShapeStatements {
  count: ReturnType<typeof countStatement>;
}

/**
 * A page by offset: of a shape narrowed by its filter alone, one statement whose rows carry the
 * kept counts; of a shape that counts its matches, its ids with their total, then their rows.
 */
type OffsetPageStatements =
  | { withKeptCounts: ReturnType<typeof pageStatement> }
  | { ids: ReturnType<typeof pageIdsWithTotalStatement>; rows: ReturnType<typeof pageStatement> };

/** The statements of a shape for one page size (see NAMED_PAGE_LIMITS). */
interface PageStatements {
  /** The first page, with no OFFSET, and a later one. */
  offsetPage: { first: OffsetPageStatements; later: OffsetPageStatements };
  /** The keyset pages after a client who logged in, and after one who never did. */
  keyset?: { afterLogin: ReturnType<typeof pageStatement>; afterNever: ReturnType<typeof pageStatement> };
}

const shapeStatementsByShape = new Map<string, ShapeStatements>();
const pageStatementsByShape = new Map<string, PageStatements>();

/**
 * The shape of the list, as a statement's name carries it: filter, ordering, then c, s and q for
 * a cohort, a survey and a search (a dash for each not asked). At most 3 × 6 × 2 × 2 × 2 shapes.
 */
const shapeOf = (query: ListQuery, searching: boolean) =>
  [
    query.filter ?? 'active',
    query.ordering ?? KEYSET_ORDERING,
    (query.cohort !== undefined ? 'c' : '-') +
      (query.client_profile__assigned_pulse_survey !== undefined ? 's' : '-') +
      (searching ? 'q' : '-'),
  ].join(':');

/**
 * A shape's count, built and planned once (docs/performance.md: Drizzle's builder cost more than
 * the database for the dashboard).
 */
function shapeStatements(query: ListQuery, searching: boolean): ShapeStatements {
  const shape = shapeOf(query, searching);
  let statements = shapeStatementsByShape.get(shape);
  if (!statements) {
    const mine = coachClients(query, searching);
    statements = {
      count: countStatement(statementName('count', shape, !searching), sql`${mine} SELECT 1 FROM mine`),
    };
    shapeStatementsByShape.set(shape, statements);
  }
  return statements;
}

/**
 * A shape's page statements for pages of `limit` rows: for the app's page sizes, built once and
 * named (planned once per connection); for any other size, built for this request and unnamed
 * (see NAMED_PAGE_LIMITS). A search's are unnamed, planned per pattern (statementName), but for
 * the page's ids with their total of a search with trigrams (`byTrigrams`, searchedClients).
 */
function pageStatements(
  query: ListQuery,
  searching: boolean,
  byTrigrams: boolean,
  limit: number,
): PageStatements {
  const named = NAMED_PAGE_LIMITS.has(limit) && !searching;
  const namedIds = NAMED_PAGE_LIMITS.has(limit) && (!searching || byTrigrams);
  const shape = `${shapeOf(query, searching)}${byTrigrams ? 't' : ''}:${limit}`;
  const kept = pageStatementsByShape.get(shape);
  if (kept) return kept;

  const mine = coachClients(query, searching);
  const ordering = query.ordering ?? KEYSET_ORDERING;
  const withKeptCounts = byFilterOnly(query, searching);
  const offsetPage = (part: 'first' | 'later'): OffsetPageStatements => {
    const offset = part === 'first' ? sql`` : sql` OFFSET ${sql.placeholder('offset')}`;
    const pageOfMine = (matching: SQL, columns: SQL) => sql`(${matching} SELECT ${columns} FROM mine
      ORDER BY ${sql.join(orderTerms(query.ordering, inMine), sql`, `)}
      LIMIT ${pageLimit(limit)}${offset})`;
    const name = (kind: string, isNamed = named) => statementName(`${kind}-${part}`, shape, isNamed);
    return withKeptCounts
      ? { withKeptCounts: pageStatement(name('page'), ordering, pageOfMine(mine, sql`mine.id`), true) }
      : {
          // The total needs every match before the first row of the page, which PostgreSQL 15
          // does not see in a window's cost: given the LIMIT, it walked all of a coach's 10,000
          // clients in order, testing each against a search (35 ms), where matching first by the
          // trigram indexes and then ordering the matches takes 4 ms.
          ids: pageIdsWithTotalStatement(
            name('ids', namedIds),
            pageOfMine(
              byTrigrams ? searchedClients(query) : coachClients(query, searching, true),
              sql`mine.id, count(*) OVER ()::int AS total`,
            ),
          ),
          rows: pageByIdsStatement(ordering),
        };
  };
  // A keyset page reads one row more than it shows, to know whether another follows.
  const keysetPage = (afterNever: boolean) =>
    pageStatement(
      statementName(afterNever ? 'after-never' : 'after-login', shape, named),
      ordering,
      keysetPageIds(query, searching, afterNever, pageLimit(limit + 1)),
      withKeptCounts,
    );
  const statements: PageStatements = {
    offsetPage: { first: offsetPage('first'), later: offsetPage('later') },
    keyset:
      ordering === KEYSET_ORDERING
        ? { afterLogin: keysetPage(false), afterNever: keysetPage(true) }
        : undefined,
  };
  // A search's text is the same for every pattern: kept, like a named shape's, for its page sizes.
  if (NAMED_PAGE_LIMITS.has(limit)) pageStatementsByShape.set(shape, statements);
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

/** The total of a list narrowed by `filter` alone, from the kept counts (no row: no clients). */
function keptTotal(
  kept: { clients: number | null; active: number | null } | undefined,
  filter: ListQuery['filter'],
) {
  const clients = kept?.clients ?? 0;
  const active = kept?.active ?? 0;
  if (filter === 'deactivated') return clients - active;
  return filter === 'all' ? clients : active;
}

/**
 * The total of a list narrowed by its filter alone, when its page had no row to carry the kept
 * counts: read from them, one row, instead of counting the coach's profiles (2 ms at 10,000).
 */
async function keptCount(db: DbOrTx, coachId: number, filter: ListQuery['filter']): Promise<number> {
  const [row] = await keptCountsQuery(db).execute({ coachId });
  return keptTotal(row, filter);
}

/**
 * One page of a coach's clients in one statement (the page's profile ids are chosen in a
 * subquery, then joined to the user, habit program and pulse survey — never a query per row).
 * The total is the page itself when it is short; when the list is narrowed by its filter alone,
 * the kept counts the page's rows carry (keptCountColumns: no second statement), or read apart
 * for a page with no row (keptCount). A list that counts its matches (a search, a cohort, a
 * survey) reads its page's ids with their total in one statement, then those clients' rows
 * (pageIdsWithTotalStatement, pageByIdsStatement); a page of it past the end counts apart.
 *
 * In the `-last_login` order the page also says where the next one starts (`after`, null at the
 * end): given that as `cursor`, the next page is read by keyset from there, one more row than
 * asked to know whether another follows, so a coach scrolling 9,000 clients deep reads 5 index
 * entries, not 9,004. A keyset page counts its total (it cannot tell it from being short, its
 * offset being only what the client says).
 */
export async function listClientsOfCoach(
  db: DbOrTx,
  coachId: number,
  query: ListQuery,
  window: { limit: number; offset: number },
  cursor?: ClientListCursor,
) {
  const text = searchText(query.search);
  const searching = text !== undefined;
  const byTrigrams = searching && TRIGRAM_SEARCH.test(text);
  const { count: countMatches } = shapeStatements(query, searching);
  const values = {
    coachId,
    cohort: query.cohort,
    survey: query.client_profile__assigned_pulse_survey,
    pattern: text === undefined ? undefined : containsPattern(text),
  };
  const filter = query.filter ?? 'active';
  // A page narrowed by its filter alone carries the kept counts on each row; an empty one does not.
  const countAll = async (rows: { keptClients: number | null; keptActive: number | null }[]) => {
    if (!byFilterOnly(query, searching)) return (await countMatches(db).execute(values))[0]!.count;
    const first = rows[0];
    return first
      ? keptTotal({ clients: first.keptClients, active: first.keptActive }, filter)
      : keptCount(db, coachId, filter);
  };

  const statements = pageStatements(query, searching, byTrigrams, window.limit);
  const { keyset } = statements;
  const offsetPage = window.offset === 0 ? statements.offsetPage.first : statements.offsetPage.later;
  if (cursor && keyset) {
    const statement = cursor.lastLogin === null ? keyset.afterNever : keyset.afterLogin;
    const fetched = await statement(db).execute({
      ...values,
      afterLogin: cursor.lastLogin,
      afterId: cursor.id,
    });
    const rows = fetched.slice(0, window.limit);
    return {
      rows,
      count: await countAll(fetched),
      after: fetched.length > window.limit ? cursorAfter(rows) : null,
    };
  }

  let rows;
  let count;
  if ('ids' in offsetPage) {
    const found = await offsetPage.ids(db).execute({ ...values, offset: window.offset });
    // A client gone between the two statements is left out of the page, not the total.
    rows = found.length
      ? await offsetPage.rows(db).execute({ ids: found.map((row) => row.id), coachId })
      : [];
    // A page past the end has no row to carry the total: counted apart.
    count =
      found[0]?.total ?? totalFromShortPage(window, 0) ?? (await countMatches(db).execute(values))[0]!.count;
  } else {
    rows = await offsetPage.withKeptCounts(db).execute({ ...values, offset: window.offset });
    count = totalFromShortPage(window, rows.length) ?? (await countAll(rows));
  }
  const more = window.offset + rows.length < count && rows.length > 0;
  // undefined: this ordering pages by offset alone.
  return { rows, count, after: keyset ? (more ? cursorAfter(rows) : null) : undefined };
}

/** The keyset position after a page's last client. */
function cursorAfter(rows: { user: { id: number }; keysetLogin: string | null }[]): ClientListCursor | null {
  const last = rows.at(-1);
  return last ? { lastLogin: last.keysetLogin, id: last.user.id } : null;
}

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

export type ClientSummaryRow = Awaited<ReturnType<ReturnType<typeof clientSummaryQuery>['execute']>>[number];

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
