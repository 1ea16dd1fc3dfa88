import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clientSummarySchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCohort } from '../../test/factories/cohorts';
import { encodeCursor } from '../../lib/pagination';

// The dashboard pages by keyset in its `-last_login` order (listClientsOfCoach): each page's next
// link carries a cursor, and following the links must give exactly the list read in one go.
let t: TestApp;
let header: string;
const ids: Record<string, number> = {};
let cohortId: number;

/** [first name, last login as PostgreSQL text (microseconds kept) or null, deactivated] */
const PEOPLE: [string, string | null, boolean][] = [
  ['Ada', '2025-03-01 12:00:00.000001+00', false],
  ['Ben', '2025-03-01 12:00:00.000002+00', false], // the same millisecond as Ada: later by 1 µs
  ['Cleo', '2025-03-01 12:00:00.000002+00', false], // a tie with Ben: by id
  ['Dan', '2025-03-02 08:00:00+00', false],
  ['Eve', '2025-02-11 08:00:00+00', true],
  ['Finn', null, false],
  ['Gia', null, false],
  ['Hal', null, true],
  ['Ivy', '2025-01-05 08:00:00+00', false],
  ['Jon', '2025-03-01 12:00:00.000002+00', false],
];

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  header = await authHeader(t.app, coach.email);
  for (const [firstName, , deactivated] of PEOPLE) {
    const { user } = await buildClient(
      t.db,
      coach,
      { deactivated: deactivated ? new Date() : null },
      { firstName, lastName: 'Keyset', email: `${firstName.toLowerCase()}.keyset@example.test` },
    );
    ids[firstName] = user.id;
  }
  // Times to the microsecond, as logins write them (a JavaScript Date would cut them to ms).
  for (const [firstName, lastLogin] of PEOPLE)
    await t.db.execute(
      sql`UPDATE users SET last_login = ${lastLogin}::timestamptz WHERE id = ${ids[firstName]}`,
    );
  cohortId = (await buildCohort(t.db, coach.id, 'Some', [ids.Ben!, ids.Cleo!, ids.Finn!, ids.Ivy!, ids.Hal!]))
    .id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: header } });

async function page(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return paginatedSchema(clientSummarySchema.strict()).parse(response.json());
}

/** Every page from the first, following next links; the names and what each page said. */
async function followNext(query: string, limit: number) {
  const names: string[] = [];
  const counts: number[] = [];
  let url: string | null = `/api/coaches/clients/?${query}&limit=${limit}`;
  let pages = 0;
  while (url) {
    const current = await page(url.replace(/^https?:\/\/[^/]+/, ''));
    names.push(...current.results.map((client) => client.first_name));
    counts.push(current.count);
    url = current.next;
    expect(++pages).toBeLessThan(20);
  }
  return { names, counts };
}

const inOneGo = async (query: string) =>
  (await page(`/api/coaches/clients/?${query}&limit=100`)).results.map((client) => client.first_name);

describe('GET coaches/clients/ paged by keyset', () => {
  it('reads the order to the microsecond: ties by id, never-logged-in last', async () => {
    expect(await inOneGo('filter=all')).toEqual([
      'Dan',
      'Ben',
      'Cleo',
      'Jon',
      'Ada',
      'Eve',
      'Ivy',
      'Finn',
      'Gia',
      'Hal',
    ]);
  });

  for (const query of [
    'filter=all',
    'filter=active',
    'filter=deactivated',
    'filter=all&search=keyset',
    'filter=active&search=n',
    `filter=all&cohort=${'COHORT'}`,
  ]) {
    for (const limit of [1, 2, 3, 4]) {
      it(`gives the whole list once, in order, following next (${query}, ${limit} a page)`, async () => {
        const resolved = query.replace('COHORT', String(cohortId));
        const expected = await inOneGo(resolved);
        const { names, counts } = await followNext(resolved, limit);
        expect(names).toEqual(expected);
        expect(new Set(counts)).toEqual(new Set([expected.length]));
      });
    }
  }

  it('puts the cursor in next beside the offset, and previous by offset', async () => {
    const first = await page('/api/coaches/clients/?filter=all&limit=3');
    expect(first.next).toMatch(/[?&]limit=3&offset=3&cursor=[\w-]+$/);
    const second = await page(first.next!.replace(/^https?:\/\/[^/]+/, ''));
    expect(second.results.map((client) => client.first_name)).toEqual(['Jon', 'Ada', 'Eve']);
    expect(second.previous).toMatch(/[?&]limit=3&offset=0$/);
  });

  it('neither repeats nor skips a client when another logs in between two pages', async () => {
    const first = await page('/api/coaches/clients/?filter=active&limit=2');
    expect(first.results.map((client) => client.first_name)).toEqual(['Dan', 'Ben']);
    // Gia logs in: she moves to the top, ahead of the page already shown.
    await t.db.execute(sql`UPDATE users SET last_login = now() WHERE id = ${ids.Gia}`);
    try {
      const second = await page(first.next!.replace(/^https?:\/\/[^/]+/, ''));
      // By offset this page would have repeated Ben; the cursor goes on after him.
      expect(second.results.map((client) => client.first_name)).toEqual(['Cleo', 'Jon']);
    } finally {
      await t.db.execute(sql`UPDATE users SET last_login = NULL WHERE id = ${ids.Gia}`);
    }
  });

  it('keeps page numbers for a list paged by page, and offsets for the other orders', async () => {
    const byPage = await page('/api/coaches/clients/?filter=all&page=1');
    expect(byPage.next).toMatch(/[?&]page=2$/);
    const byName = await page('/api/coaches/clients/?filter=all&ordering=first_name&limit=3');
    expect(byName.next).toMatch(/[?&]limit=3&offset=3$/);
  });

  it('refuses a cursor it did not write, or one of another order, on the cursor field', async () => {
    const bad = [
      'not-a-cursor',
      encodeCursor(['-last_login', '2025-03-01', 1]),
      encodeCursor(['-last_login', '2025-02-31T12:00:00.000000Z', 1]),
      encodeCursor(['-last_login', null, 1.5]),
      encodeCursor(['first_name', null, 1]),
      encodeCursor(['-last_login', null]),
    ];
    for (const cursor of bad) {
      const response = await get(`/api/coaches/clients/?limit=2&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({ cursor: [MESSAGES.invalidCursor] });
    }
    const otherOrder = await get(
      `/api/coaches/clients/?limit=2&ordering=first_name&cursor=${encodeCursor(['-last_login', null, 1])}`,
    );
    expect(otherOrder.statusCode).toBe(400);
  });
});
