import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  clientCohorts,
  clientInvitations,
  goals,
  milestones,
  notes,
  clientProfiles,
  coachProfiles,
  cohorts,
  companies,
  habitPrograms,
  subDomains,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  companies: (await t.db.select({ n: count() }).from(companies))[0]!.n,
  subDomains: (await t.db.select({ n: count() }).from(subDomains))[0]!.n,
  coaches: (await t.db.select({ n: count() }).from(coachProfiles))[0]!.n,
  clients: (await t.db.select({ n: count() }).from(clientProfiles))[0]!.n,
  programs: (await t.db.select({ n: count() }).from(habitPrograms))[0]!.n,
  invitations: (await t.db.select({ n: count() }).from(clientInvitations))[0]!.n,
  cohorts: (await t.db.select({ n: count() }).from(cohorts))[0]!.n,
  members: (await t.db.select({ n: count() }).from(clientCohorts))[0]!.n,
  goals: (await t.db.select({ n: count() }).from(goals))[0]!.n,
  milestones: (await t.db.select({ n: count() }).from(milestones))[0]!.n,
  notes: (await t.db.select({ n: count() }).from(notes))[0]!.n,
});

describe('demo seed', () => {
  it('creates the demo company once, however often it runs', async () => {
    expect((await seedDemo(t.db)).created).toBe(true);
    const first = await counts();
    expect(first).toMatchObject({
      companies: 1,
      subDomains: 1,
      coaches: 2,
      programs: 2,
      invitations: 3,
      cohorts: 2,
      members: 7,
    });
    expect(first.clients).toBeGreaterThanOrEqual(12);
    expect((await seedDemo(t.db)).created).toBe(false);
    expect(await counts()).toEqual(first);
    expect(first.goals).toBeGreaterThanOrEqual(4);
    expect(first.notes).toBeGreaterThanOrEqual(3);
  });

  it('lets the three demo accounts log in and land where the spec says', async () => {
    const homes: Record<string, string> = {};
    for (const email of ['owner@demo.test', 'coach@demo.test', 'client@demo.test']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { token, id } = login.json();
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/user/${id}/`,
        headers: { authorization: `Token ${token}` },
      });
      homes[email] = me.json().features.home;
    }
    expect(homes).toEqual({
      'owner@demo.test': 'dashboard',
      'coach@demo.test': 'dashboard',
      'client@demo.test': 'daily_exercises',
    });
  });

  it('brands the demo sub-domain', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/sub-domains/demo/' })).json();
    expect(body.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.allow_onboarding).toBe(true);
  });
});
