import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { habitProgramSchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, managedBy, ownedBy } from '../../test/factories/catalog';

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const elsewhere = await buildOwner(t.db);
  const loner = await buildCoach(t.db, null);
  const { user: client } = await buildClient(t.db, coach);
  for (const [role, user] of Object.entries({ owner, coach, colleague, loner, client }))
    auth[role] = await authHeader(t.app, user.email);

  const mine = ownedBy(coach);
  ids.ownProgram = (await buildHabitProgram(t.db, mine, { name: 'b own program', dailyExercises: 5 })).id;
  ids.managedProgram = (
    await buildHabitProgram(t.db, managedBy(company.id), { name: 'A managed program' })
  ).id;
  ids.deletedProgram = (await buildHabitProgram(t.db, mine, { name: 'deleted', deleted: true })).id;
  ids.colleagueProgram = (await buildHabitProgram(t.db, ownedBy(colleague), { name: 'colleague' })).id;
  ids.foreignProgram = (
    await buildHabitProgram(t.db, managedBy(elsewhere.company.id), { name: 'foreign' })
  ).id;
  ids.lonerProgram = (await buildHabitProgram(t.db, ownedBy(loner), { name: 'loner' })).id;
  ids.orphanProgram = (await buildHabitProgram(t.db, { ownerId: null, companyId: null })).id;
});
afterAll(() => t.close());

const list = (path: string, role: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/coaches/${path}/${query}`,
    headers: role ? { authorization: auth[role]! } : {},
  });

describe('GET coaches/habit-programs/', () => {
  it("lists the coach's own and company-managed programs by name, managed ones read-only", async () => {
    const response = await list('habit-programs', 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(habitProgramSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      expect.objectContaining({ id: ids.managedProgram, name: 'A managed program', editable: false }),
      expect.objectContaining({
        id: ids.ownProgram,
        name: 'b own program',
        daily_exercises: 5,
        editable: true,
      }),
    ]);
  });

  it("shows a colleague in the same company only the managed ones, never the coach's", async () => {
    const seen = (await list('habit-programs', 'colleague')).json().results.map((p: { id: number }) => p.id);
    expect(seen).toEqual([ids.managedProgram, ids.colleagueProgram]);
  });

  it('gives a coach without a company only their own programs, never orphaned ones', async () => {
    const page = (await list('habit-programs', 'loner')).json();
    expect(page.results.map((p: { id: number }) => p.id)).toEqual([ids.lonerProgram]);
  });

  it('pages with limit and offset', async () => {
    const page = (await list('habit-programs', 'coach', '?limit=1')).json();
    expect(page).toMatchObject({ count: 2, previous: null });
    expect(page.results).toHaveLength(1);
    expect(page.next).toMatch(/limit=1&offset=1$/);
  });
});

// coaches/pulse-surveys/ and coaches/courses/ live in their own modules now, with their own tests.
describe('GET coaches/habit-programs/ access', () => {
  const path = 'habit-programs';
  it('refuses a client (403) and a visitor (401)', async () => {
    const asClient = await list(path, 'client');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect((await list(path, null)).statusCode).toBe(401);
  });

  it("shows the company's owner only the managed rows, not a coach's nor another company's", async () => {
    const page = (await list(path, 'owner')).json();
    expect(page.count).toBe(1);
    expect(page.results.map((r: { id: number }) => r.id)).toEqual([ids.managedProgram]);
  });
});
