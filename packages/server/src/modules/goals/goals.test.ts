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
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildGoal } from '../../test/factories/goals';

let t: TestApp;
const auth: Record<string, string> = {};
let casey: { id: number; email: string };
let alex: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  casey = (await buildClient(t.db, coach)).user;
  alex = (await buildClient(t.db, coach, { allowGoals: false })).user;
  auth.casey = await authHeader(t.app, casey.email);
  auth.alex = await authHeader(t.app, alex.email);
  auth.coach = await authHeader(t.app, coach.email);
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

const strictGoal = goalSchema
  .extend({ milestones: goalSchema.shape.milestones.element.strict().array() })
  .strict();

/** A goal as the client's list shows it, or undefined when the list leaves it out. */
async function listed(role: string, id: number): Promise<Goal | undefined> {
  const response = await call('GET', 'clients/goals/?limit=500', role);
  expect(response.statusCode).toBe(200);
  return paginatedSchema(strictGoal)
    .parse(response.json())
    .results.find((g) => g.id === id);
}

const storedProgress = async (id: number) =>
  (await t.db.select({ progress: goals.progress }).from(goals).where(eq(goals.id, id)))[0]!.progress;

const orders = async (goalId: number) =>
  (await t.db.select().from(milestones).where(eq(milestones.goalId, goalId)))
    .sort((a, b) => a.order - b.order)
    .map((m) => [m.text, m.order]);

async function addMilestone(goal: number, text: string, order?: number) {
  const response = await call('POST', 'clients/milestones/', 'casey', { goal, text, order });
  expect(response.statusCode).toBe(201);
  return milestoneSchema.strict().parse(response.json());
}

describe('clients/goals/', () => {
  it('creates a goal with no progress and no milestones', async () => {
    const response = await call('POST', 'clients/goals/', 'casey', {
      goal: ' Run a marathon ',
      sacrifice: 'To prove I can',
      color: '#ff0000',
      end_date: '2030-05-01',
    });
    expect(response.statusCode).toBe(201);
    const goal = strictGoal.parse(response.json());
    expect(goal).toMatchObject({
      user: casey.id,
      goal: 'Run a marathon',
      sacrifice: 'To prove I can',
      color: '#ff0000',
      end_date: '2030-05-01',
      completed: false,
      abandoned: false,
      progress: 0,
      milestones: [],
    });
    expect(await listed('casey', goal.id)).toEqual(goal);
  });

  it('creates a goal for a client whose goals are switched off (the web hides them)', async () => {
    const response = await call('POST', 'clients/goals/', 'alex', {
      goal: 'G',
      sacrifice: 'S',
      color: 'red',
    });
    expect(response.statusCode).toBe(201);
  });

  it('says which field is missing, asking for a color in the spec’s words', async () => {
    const missing = await call('POST', 'clients/goals/', 'casey', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      goal: [MESSAGES.required],
      sacrifice: [MESSAGES.required],
      color: ['Please select a color'],
    });
    const blank = await call('POST', 'clients/goals/', 'casey', { goal: ' ', sacrifice: '', color: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      goal: ['This field may not be blank.'],
      sacrifice: ['This field may not be blank.'],
      color: [ACCOUNT_MESSAGES.selectColor],
    });
    const badDate = await call('POST', 'clients/goals/', 'casey', {
      goal: 'G',
      sacrifice: 'S',
      color: 'red',
      end_date: 'next week',
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json())).toEqual(['end_date']);
  });

  it('lists unfinished goals first, then the newest', async () => {
    const { user } = await buildClient(t.db, { id: (await buildCoach(t.db, null)).id, companyId: null });
    auth.lister = await authHeader(t.app, user.email);
    const day = (d: number) => new Date(Date.UTC(2024, 0, d));
    const old = await buildGoal(t.db, user.id, { goal: 'old', createdAt: day(1) });
    const done = await buildGoal(t.db, user.id, { goal: 'done', completed: true, createdAt: day(5) });
    const recent = await buildGoal(t.db, user.id, { goal: 'recent', createdAt: day(3) });
    await buildGoal(t.db, user.id, { goal: 'dropped', abandoned: true, createdAt: day(4) });
    const page = (await call('GET', 'clients/goals/', 'lister')).json();
    expect(page.count).toBe(3);
    expect(page.results.map((g: Goal) => g.id)).toEqual([recent.goal.id, old.goal.id, done.goal.id]);
  });

  it('edits a goal’s fields and stamps it modified', async () => {
    const { goal } = await buildGoal(t.db, casey.id, { modifiedAt: new Date('2024-01-01T00:00:00Z') });
    const response = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', {
      goal: 'Read 20 books',
      color: 'blue',
      end_date: null,
    });
    expect(response.statusCode).toBe(200);
    const patched = strictGoal.parse(response.json());
    expect(patched).toMatchObject({
      goal: 'Read 20 books',
      sacrifice: goal.sacrifice,
      color: 'blue',
      end_date: null,
    });
    expect(new Date(patched.modified_at).getTime()).toBeGreaterThan(goal.modifiedAt.getTime());
    const blank = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', { color: '' });
    expect(blank.json()).toEqual({ color: [ACCOUNT_MESSAGES.selectColor] });
  });

  it('abandoning a goal removes it from the list', async () => {
    const { goal } = await buildGoal(t.db, casey.id, {}, ['one']);
    expect(await listed('casey', goal.id)).toBeDefined();
    const response = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', { abandoned: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ abandoned: true });
    expect(await listed('casey', goal.id)).toBeUndefined();
  });

  it('does not undo completing or abandoning', async () => {
    const { goal } = await buildGoal(t.db, casey.id, { completed: true, progress: 100 });
    for (const body of [{ completed: false }, { abandoned: false }]) {
      const response = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(Object.keys(body));
    }
    expect(await listed('casey', goal.id)).toMatchObject({ completed: true, progress: 100 });
  });
});

describe('clients/milestones/', () => {
  it('appends milestones in order, or puts one where asked and shifts the rest', async () => {
    const { goal } = await buildGoal(t.db, casey.id);
    const first = await addMilestone(goal.id, ' Buy shoes ');
    expect(first).toEqual({ id: first.id, goal: goal.id, text: 'Buy shoes', order: 0, completed: false });
    expect((await addMilestone(goal.id, 'Run 5k')).order).toBe(1);
    expect((await addMilestone(goal.id, 'Warm up', 0)).order).toBe(0);
    expect((await addMilestone(goal.id, 'Way past the end', 99)).order).toBe(3);
    expect(await orders(goal.id)).toEqual([
      ['Warm up', 0],
      ['Buy shoes', 1],
      ['Run 5k', 2],
      ['Way past the end', 3],
    ]);
    expect((await listed('casey', goal.id))!.milestones.map((m) => m.text)).toEqual([
      'Warm up',
      'Buy shoes',
      'Run 5k',
      'Way past the end',
    ]);
    // Adding a milestone recomputes progress: nothing done of five parts.
    expect(await storedProgress(goal.id)).toBe(0);
  });

  it('keeps orders contiguous when milestones are added at the same time', async () => {
    const { goal } = await buildGoal(t.db, casey.id);
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((text) => addMilestone(goal.id, text)));
    expect((await orders(goal.id)).map(([, order]) => order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('requires a text', async () => {
    const { goal } = await buildGoal(t.db, casey.id);
    const response = await call('POST', 'clients/milestones/', 'casey', { goal: goal.id, text: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ text: ['This field may not be blank.'] });
  });

  it('completes milestones one way, then the goal, and the progress follows each step', async () => {
    const { goal } = await buildGoal(t.db, casey.id);
    const first = await addMilestone(goal.id, 'First');
    const second = await addMilestone(goal.id, 'Second');

    const completeFirst = await call('PATCH', `clients/milestones/${first.id}/`, 'casey', {
      completed: true,
    });
    expect(completeFirst.statusCode).toBe(200);
    expect(completeFirst.json()).toMatchObject({ id: first.id, completed: true, order: 0 });
    expect((await listed('casey', goal.id))!.progress).toBe(33);

    const undo = await call('PATCH', `clients/milestones/${first.id}/`, 'casey', { completed: false });
    expect(undo.statusCode).toBe(400);
    expect(Object.keys(undo.json())).toEqual(['completed']);

    const early = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', { completed: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      non_field_errors: ["Before completing your goal, you must first complete all the goal's milestones."],
    });
    expect(await listed('casey', goal.id)).toMatchObject({ completed: false, progress: 33 });

    await call('PATCH', `clients/milestones/${second.id}/`, 'casey', { completed: true });
    expect((await listed('casey', goal.id))!.progress).toBe(66);

    const complete = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', { completed: true });
    expect(complete.statusCode).toBe(200);
    expect(strictGoal.parse(complete.json())).toMatchObject({ completed: true, progress: 100 });
    expect(await storedProgress(goal.id)).toBe(100);
  });

  it('completes a goal without milestones straight away', async () => {
    const { goal } = await buildGoal(t.db, casey.id);
    const response = await call('PATCH', `clients/goals/${goal.id}/`, 'casey', { completed: true });
    expect(response.json()).toMatchObject({ completed: true, progress: 100 });
  });

  it('moves a milestone and shifts the others; a swap is two moves', async () => {
    const {
      goal,
      milestones: [a, b, c, d],
    } = await buildGoal(t.db, casey.id, {}, ['a', 'b', 'c', 'd']);
    const moved = await call('PATCH', `clients/milestones/${d!.id}/`, 'casey', { order: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: d!.id, order: 1 });
    expect(await orders(goal.id)).toEqual([
      ['a', 0],
      ['d', 1],
      ['b', 2],
      ['c', 3],
    ]);
    await call('PATCH', `clients/milestones/${a!.id}/`, 'casey', { order: 50 });
    expect((await orders(goal.id)).map(([text]) => text)).toEqual(['d', 'b', 'c', 'a']);
    // The web swaps neighbours by saving both new orders.
    await call('PATCH', `clients/milestones/${b!.id}/`, 'casey', { order: 2 });
    await call('PATCH', `clients/milestones/${c!.id}/`, 'casey', { order: 1 });
    expect(await orders(goal.id)).toEqual([
      ['d', 0],
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
    const renamed = await call('PATCH', `clients/milestones/${c!.id}/`, 'casey', { text: 'c, renamed' });
    expect(renamed.json()).toEqual({
      id: c!.id,
      goal: goal.id,
      text: 'c, renamed',
      order: 1,
      completed: false,
    });
  });

  it('removes a milestone, renumbers the rest and recomputes the progress', async () => {
    const { goal, milestones: list } = await buildGoal(t.db, casey.id, {}, [
      { text: 'done', completed: true },
      'open 1',
      'open 2',
    ]);
    expect(await storedProgress(goal.id)).toBe(25);
    const removed = await call('DELETE', `clients/milestones/${list[1]!.id}/`, 'casey');
    expect(removed.statusCode).toBe(204);
    expect(await orders(goal.id)).toEqual([
      ['done', 0],
      ['open 2', 1],
    ]);
    expect((await listed('casey', goal.id))!.progress).toBe(33);
    await call('DELETE', `clients/milestones/${list[0]!.id}/`, 'casey');
    expect(await orders(goal.id)).toEqual([['open 2', 0]]);
    expect((await listed('casey', goal.id))!.progress).toBe(0);
    expect((await call('DELETE', `clients/milestones/${list[0]!.id}/`, 'casey')).statusCode).toBe(404);
  });

  it('stamps the goal modified when a milestone changes', async () => {
    const {
      goal,
      milestones: [m],
    } = await buildGoal(t.db, casey.id, { modifiedAt: new Date('2024-01-01Z') }, ['m']);
    await call('PATCH', `clients/milestones/${m!.id}/`, 'casey', { completed: true });
    expect(new Date((await listed('casey', goal.id))!.modified_at).getTime()).toBeGreaterThan(
      goal.modifiedAt.getTime(),
    );
  });
});

describe('someone else’s goals', () => {
  it('are invisible and unchangeable to another client and to the coach on the client side (404)', async () => {
    const {
      goal,
      milestones: [m],
    } = await buildGoal(t.db, casey.id, { goal: 'Casey’s' }, ['secret']);
    for (const role of ['alex', 'coach']) {
      const attempts = [
        await call('PATCH', `clients/goals/${goal.id}/`, role, { goal: 'Mine now' }),
        await call('PATCH', `clients/goals/${goal.id}/`, role, { abandoned: true }),
        await call('POST', 'clients/milestones/', role, { goal: goal.id, text: 'sneaked in' }),
        await call('PATCH', `clients/milestones/${m!.id}/`, role, { completed: true }),
        await call('PATCH', `clients/milestones/${m!.id}/`, role, { order: 3 }),
        await call('DELETE', `clients/milestones/${m!.id}/`, role),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(attempts[0]!.json()).toEqual({ detail: MESSAGES.notFound });
      expect(await listed(role, goal.id)).toBeUndefined();
    }
    expect(await listed('casey', goal.id)).toMatchObject({
      goal: 'Casey’s',
      abandoned: false,
      progress: 0,
      milestones: [{ id: m!.id, text: 'secret', order: 0, completed: false }],
    });
  });

  it('answers 404 for goals and milestones that do not exist', async () => {
    expect((await call('PATCH', 'clients/goals/999999/', 'casey', { color: 'red' })).statusCode).toBe(404);
    expect((await call('POST', 'clients/milestones/', 'casey', { goal: 999999, text: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', 'clients/milestones/999999/', 'casey', { text: 'x' })).statusCode).toBe(404);
  });

  it('turns a visitor away (401)', async () => {
    const {
      goal,
      milestones: [m],
    } = await buildGoal(t.db, casey.id, {}, ['m']);
    const attempts = [
      await call('GET', 'clients/goals/', null),
      await call('POST', 'clients/goals/', null, { goal: 'G', sacrifice: 'S', color: 'red' }),
      await call('PATCH', `clients/goals/${goal.id}/`, null, { abandoned: true }),
      await call('POST', 'clients/milestones/', null, { goal: goal.id, text: 'x' }),
      await call('PATCH', `clients/milestones/${m!.id}/`, null, { completed: true }),
      await call('DELETE', `clients/milestones/${m!.id}/`, null),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await orders(goal.id)).toEqual([['m', 0]]);
  });
});
