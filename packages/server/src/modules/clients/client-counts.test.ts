import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSummarySchema, paginatedSchema } from '@tandem/shared';
import { clientProfiles, users } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildCompany, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The dashboard counts a coach's clients from coach_client_counts, kept by triggers (migration
// 0022), when the list is narrowed by its filter alone. These tests change client profiles every
// way the app and the database can and check the kept counts against a count of the rows
// themselves, and the dashboard's count with them.

let t: TestApp;
let company: { id: number };
const clientPage = paginatedSchema(clientSummarySchema);

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.db);
}, 120_000);
afterAll(() => t.close());

async function kept(coachId: number): Promise<{ clients: number; active: number }> {
  const { rows } = await t.db.execute<{ clients: number; active: number }>(
    sql`SELECT clients, active FROM coach_client_counts WHERE coach_id = ${coachId}`,
  );
  return rows[0] ?? { clients: 0, active: 0 };
}

async function live(coachId: number): Promise<{ clients: number; active: number }> {
  const { rows } = await t.db.execute<{ clients: number; active: number }>(
    sql`SELECT count(*)::int AS clients, (count(*) FILTER (WHERE deactivated IS NULL))::int AS active
        FROM client_profiles WHERE coach_id = ${coachId}`,
  );
  return rows[0]!;
}

/** The dashboard's count for a filter, on a full page of one (a short page counts itself). */
async function listed(coach: { email: string }, filter: 'active' | 'deactivated' | 'all'): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/coaches/clients/?filter=${filter}&limit=1`,
    headers: { authorization: await authHeader(t.app, coach.email) },
  });
  expect(response.statusCode).toBe(200);
  return clientPage.parse(response.json()).count;
}

async function expectCounts(coach: { id: number; email: string }, clients: number, active: number) {
  expect(await kept(coach.id)).toEqual({ clients, active });
  expect(await live(coach.id)).toEqual({ clients, active });
  expect(await listed(coach, 'active')).toBe(active);
  expect(await listed(coach, 'deactivated')).toBe(clients - active);
  expect(await listed(coach, 'all')).toBe(clients);
}

describe("the kept counts of a coach's clients", () => {
  it('follow inserts (one and many), deactivation, moves between coaches and deletes', async () => {
    const coach = await buildCoach(t.db, company.id);
    const other = await buildCoach(t.db, company.id);
    await buildClient(t.db, coach);
    expect(await kept(coach.id)).toEqual({ clients: 1, active: 1 });

    // A bulk insert of active and deactivated profiles, for two coaches at once.
    const people = await Promise.all(
      Array.from({ length: 12 }, () => buildUser(t.db, { companyId: company.id })),
    );
    await t.db.insert(clientProfiles).values(
      people.map((person, n) => ({
        userId: person.id,
        coachId: n < 9 ? coach.id : other.id,
        deactivated: n % 3 === 0 ? new Date() : null,
      })),
    );
    await expectCounts(coach, 10, 7);
    await expectCounts(other, 3, 2);

    // Deactivating and reactivating move a client between the filters, not out of the list.
    const someone = people[1]!.id;
    await t.db
      .update(clientProfiles)
      .set({ deactivated: new Date() })
      .where(eq(clientProfiles.userId, someone));
    await expectCounts(coach, 10, 6);
    await t.db
      .update(clientProfiles)
      .set({ deactivated: null })
      .where(inArray(clientProfiles.userId, [someone, people[0]!.id]));
    await expectCounts(coach, 10, 8);

    // An update that moves no one (a login's copy of last_login) changes nothing.
    await t.db
      .update(clientProfiles)
      .set({ lastLogin: new Date() })
      .where(eq(clientProfiles.coachId, coach.id));
    await expectCounts(coach, 10, 8);

    // Moving clients to another coach moves their counts; a client left without a coach counts nowhere.
    await t.db
      .update(clientProfiles)
      .set({ coachId: other.id })
      .where(inArray(clientProfiles.userId, [people[2]!.id, people[3]!.id]));
    await t.db.update(clientProfiles).set({ coachId: null }).where(eq(clientProfiles.userId, people[4]!.id));
    await expectCounts(coach, 7, 6);
    await expectCounts(other, 5, 3);

    // Deleting an active client's profile, and a deactivated client's whole account (cascading).
    await t.db.delete(clientProfiles).where(eq(clientProfiles.userId, people[5]!.id));
    await t.db.delete(users).where(eq(users.id, people[6]!.id));
    await expectCounts(coach, 5, 5);
  });

  it("drops a gone coach's counts with their account, without failing the delete", async () => {
    const coach = await buildCoach(t.db, company.id);
    await buildClient(t.db, coach);
    await buildClient(t.db, coach, { deactivated: new Date() });
    await expectCounts(coach, 2, 1);
    // The clients lose their coach (SET NULL) after the coach's row, and their count, are gone.
    await t.db.delete(users).where(eq(users.id, coach.id));
    const { rows } = await t.db.execute(sql`SELECT 1 FROM coach_client_counts WHERE coach_id = ${coach.id}`);
    expect(rows).toHaveLength(0);
  });

  it('are not what a list narrowed further counts: a search counts its matches', async () => {
    const coach = await buildCoach(t.db, company.id);
    await buildClient(t.db, coach, {}, { firstName: 'Xavier', lastName: 'Quill' });
    await buildClient(t.db, coach, {}, { firstName: 'Xenia', lastName: 'Quill' });
    await buildClient(t.db, coach, {}, { firstName: 'Bo', lastName: 'Other' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/clients/?search=quill&limit=1',
      headers: { authorization: await authHeader(t.app, coach.email) },
    });
    expect(clientPage.parse(response.json()).count).toBe(2);
    expect(await listed(coach, 'active')).toBe(3);
  });
});
