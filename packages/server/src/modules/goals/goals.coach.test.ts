import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  goalSchema,
  MESSAGES,
  milestoneSchema,
  paginatedSchema,
  type Goal,
} from '@tandem/shared';
import { goals, milestones } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildGoal } from '../../test/factories/goals';

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const outsider = (await buildOwner(t.db)).owner;
  const casey = (await buildClient(t.db, coach)).user;
  const theirs = (await buildClient(t.db, colleague)).user;
  const unlicensed = await buildUser(t.db, { companyId: company.id });
  const staff = await buildUser(t.db, { isStaff: true });
  const people = { owner, coach, colleague, outsider, casey, theirs, unlicensed, staff };
  for (const [role, user] of Object.entries(people)) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

const page = paginatedSchema(goalSchema.strict());
const titles = async (query: string, role = 'coach') => {
  const response = await call('GET', `coaches/goals/?${query}`, role);
  expect(response.statusCode).toBe(200);
  return page.parse(response.json()).results.map((g) => g.goal);
};
const coachView = async (goalId: number): Promise<Goal | undefined> =>
  page
    .parse((await call('GET', `coaches/goals/?user=${ids.casey}&limit=500`, 'coach')).json())
    .results.find((g) => g.id === goalId);

describe('coaches/goals/ list', () => {
  it('lists a client’s goals with their milestones, filtered as the client detail page asks', async () => {
    const client = (await buildClient(t.db, { id: ids.coach!, companyId: null })).user;
    const day = (d: number) => new Date(Date.UTC(2024, 0, d));
    await buildGoal(t.db, client.id, { goal: 'open', createdAt: day(1) }, ['step']);
    await buildGoal(t.db, client.id, { goal: 'done', completed: true, createdAt: day(2) });
    await buildGoal(t.db, client.id, { goal: 'dropped', abandoned: true, createdAt: day(3) });
    await buildGoal(t.db, client.id, { goal: 'half', createdAt: day(4) }, [{ text: 'x', completed: true }]);

    expect(await titles(`user=${client.id}`)).toEqual(['half', 'dropped', 'open', 'done']);
    expect(await titles(`user=${client.id}&abandoned=false`)).toEqual(['half', 'open', 'done']);
    expect(await titles(`user=${client.id}&abandoned=true`)).toEqual(['dropped']);
    expect(await titles(`user=${client.id}&progress__lt=100`)).toEqual(['half', 'dropped', 'open']);
    expect(await titles(`user=${client.id}&progress__lt=50`)).toEqual(['dropped', 'open']);
    expect(await titles(`user=${client.id}&abandoned=false&progress__lt=100`)).toEqual(['half', 'open']);

    const first = page.parse(
      (
        await call(
          'GET',
          `coaches/goals/?user=${client.id}&abandoned=false&progress__lt=100&limit=1`,
          'coach',
        )
      ).json(),
    );
    expect(first.count).toBe(2);
    expect(first.results.map((g) => [g.goal, g.progress, g.milestones.map((m) => m.text)])).toEqual([
      ['half', 50, ['x']],
    ]);
    expect(first.next).toContain('offset=1');
  });

  it('needs the client (400 without one) and answers 404 for anyone who is not the coach’s client', async () => {
    const missing = await call('GET', 'coaches/goals/', 'coach');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ user: ['This field is required.'] });
    for (const user of [ids.theirs, ids.coach, ids.unlicensed, 999999]) {
      const response = await call('GET', `coaches/goals/?user=${user}`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
  });
});

describe('coach changes', () => {
  it('edits a client’s goal and works its milestones with the client’s rules', async () => {
    const { goal } = await buildGoal(t.db, ids.casey!, { goal: 'Sleep more' });
    const edited = await call('PATCH', `coaches/goals/${goal.id}/`, 'coach', {
      goal: 'Sleep 8 hours',
      color: 'green',
    });
    expect(edited.statusCode).toBe(200);
    expect(goalSchema.strict().parse(edited.json())).toMatchObject({ goal: 'Sleep 8 hours', color: 'green' });
    expect((await call('PATCH', `coaches/goals/${goal.id}/`, 'coach', { color: '' })).json()).toEqual({
      color: [ACCOUNT_MESSAGES.selectColor],
    });

    const add = async (text: string) => {
      const response = await call('POST', 'coaches/milestones/', 'coach', { goal: goal.id, text });
      expect(response.statusCode).toBe(201);
      return milestoneSchema.strict().parse(response.json());
    };
    const a = await add('No screens after 10');
    const b = await add('Bed by 11');
    const c = await add('Same wake-up time');
    expect([a.order, b.order, c.order]).toEqual([0, 1, 2]);

    const moved = await call('PATCH', `coaches/milestones/${c.id}/`, 'coach', { order: 0 });
    expect(moved.json()).toMatchObject({ id: c.id, order: 0 });
    expect((await coachView(goal.id))!.milestones.map((m) => [m.text, m.order])).toEqual([
      ['Same wake-up time', 0],
      ['No screens after 10', 1],
      ['Bed by 11', 2],
    ]);

    expect(
      (await call('PATCH', `coaches/milestones/${a.id}/`, 'coach', { completed: true })).statusCode,
    ).toBe(200);
    expect((await coachView(goal.id))!.progress).toBe(25);
    const early = await call('PATCH', `coaches/goals/${goal.id}/`, 'coach', { completed: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.completeMilestonesFirst] });

    expect((await call('DELETE', `coaches/milestones/${b.id}/`, 'coach')).statusCode).toBe(204);
    const afterRemoval = (await coachView(goal.id))!;
    expect(afterRemoval.progress).toBe(33);
    expect(afterRemoval.milestones.map((m) => [m.text, m.order])).toEqual([
      ['Same wake-up time', 0],
      ['No screens after 10', 1],
    ]);

    await call('PATCH', `coaches/milestones/${c.id}/`, 'coach', { completed: true });
    const complete = await call('PATCH', `coaches/goals/${goal.id}/`, 'coach', { completed: true });
    expect(complete.json()).toMatchObject({ completed: true, progress: 100 });
  });

  it('deletes a client’s goal with its milestones', async () => {
    const { goal } = await buildGoal(t.db, ids.casey!, {}, ['one', 'two']);
    expect((await call('DELETE', `coaches/goals/${goal.id}/`, 'coach')).statusCode).toBe(204);
    expect(await t.db.select().from(goals).where(eq(goals.id, goal.id))).toEqual([]);
    expect(await t.db.select().from(milestones).where(eq(milestones.goalId, goal.id))).toEqual([]);
    expect((await call('DELETE', `coaches/goals/${goal.id}/`, 'coach')).statusCode).toBe(404);
  });
});

describe('who may use the coach endpoints', () => {
  const everyEndpoint = (goalId: number, milestoneId: number, user: number) =>
    [
      ['GET', `coaches/goals/?user=${user}`],
      ['PATCH', `coaches/goals/${goalId}/`, { goal: 'Taken over' }],
      ['DELETE', `coaches/goals/${goalId}/`],
      ['POST', 'coaches/milestones/', { goal: goalId, text: 'sneaked in' }],
      ['PATCH', `coaches/milestones/${milestoneId}/`, { completed: true }],
      ['DELETE', `coaches/milestones/${milestoneId}/`],
    ] as const;

  it('hides a client’s goals from other coaches, a colleague in the same company and the owner included', async () => {
    const {
      goal,
      milestones: [m],
    } = await buildGoal(t.db, ids.casey!, { goal: 'Private' }, ['step']);
    for (const role of ['colleague', 'owner', 'outsider']) {
      const statuses = [];
      for (const [method, url, body] of everyEndpoint(goal.id, m!.id, ids.casey!))
        statuses.push((await call(method, url, role, body)).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
    }
    expect(await coachView(goal.id)).toMatchObject({
      goal: 'Private',
      milestones: [{ id: m!.id, text: 'step', completed: false }],
    });
  });

  it('does not let a coach reach another coach’s client through the milestones', async () => {
    const {
      goal,
      milestones: [m],
    } = await buildGoal(t.db, ids.theirs!, {}, ['theirs']);
    expect(
      (await call('POST', 'coaches/milestones/', 'coach', { goal: goal.id, text: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `coaches/milestones/${m!.id}/`, 'coach', { order: 0 })).statusCode).toBe(404);
    expect((await call('DELETE', `coaches/milestones/${m!.id}/`, 'coach')).statusCode).toBe(404);
    expect(
      (await call('PATCH', `coaches/goals/${goal.id}/`, 'colleague', { color: 'teal' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['the client themself', 'casey', 403],
    ['a user without a coach licence', 'unlicensed', 403],
    ['staff without a coach licence', 'staff', 403],
    ['a visitor', null, 401],
  ])('refuses %s (%s)', async (_who, role, status) => {
    const {
      goal,
      milestones: [m],
    } = await buildGoal(t.db, ids.casey!, {}, ['step']);
    const statuses = [];
    for (const [method, url, body] of everyEndpoint(goal.id, m!.id, ids.casey!))
      statuses.push((await call(method, url, role, body)).statusCode);
    expect(statuses).toEqual([status, status, status, status, status, status]);
    expect(await coachView(goal.id)).toMatchObject({ milestones: [{ id: m!.id, completed: false }] });
  });
});
