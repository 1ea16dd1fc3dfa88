import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CLIENT_MESSAGES,
  clientHabitSchema,
  HABIT_MESSAGES,
  MESSAGES,
  paginatedSchema,
  taskSchema,
} from '@tandem/shared';
import { habits, tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabit, buildTask } from '../../test/factories/habits';
import { buildJournalEntry } from '../../test/factories/journal';
import { localDay, localWeekday } from '../../test/factories/daily-exercises';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
const auth: Record<string, string> = {};
const zone = 'America/Los_Angeles';
const today = () => localDay(zone);
const weekday = () => localWeekday(zone);
/** A weekday other than today's. */
const notToday = () => (weekday() + 3) % 7;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  auth.coach = await authHeader(t.app, coach.email);
  const colleague = await buildCoach(t.db, company.id);
  auth.colleague = await authHeader(t.app, colleague.email);
});
afterAll(() => t.close());

/** A fresh client of the coach in Los Angeles, logged in as `role`. */
async function client(role: string, profile: Parameters<typeof buildClient>[2] = {}) {
  const { user } = await buildClient(t.db, coach, profile, { timezone: zone });
  auth[role] = await authHeader(t.app, user.email);
  return user;
}

const call = apiCaller(() => t, auth);

const habitPage = paginatedSchema(clientHabitSchema.strict());
const dueToday = async (role: string) =>
  paginatedSchema(taskSchema).parse((await call('GET', 'clients/tasks/?due=true', role)).json()).results;
const habitDaysOf = (habitId: number) => t.db.select().from(tasks).where(eq(tasks.habitId, habitId));

const walk = (days: number[]) => ({ name: ' Walk ', color: '#22aa66', days_of_week: days, why: 'Energy' });

describe('POST clients/habits/', () => {
  it('creates a habit at noon by default and puts it on today’s list when it falls on today', async () => {
    await client('today');
    const response = await call('POST', 'clients/habits/', 'today', walk([weekday(), notToday()]));
    expect(response.statusCode).toBe(201);
    const habit = clientHabitSchema.strict().parse(response.json());
    expect(habit).toMatchObject({
      name: 'Walk',
      time: '12:00:00',
      active: true,
      why: 'Energy',
      description: '',
    });
    expect(habit.days_of_week).toEqual([weekday(), notToday()].sort((a, b) => a - b));
    const list = await dueToday('today');
    expect(list.map((task) => task.habit?.id)).toEqual([habit.id]);
    expect(list[0]).toMatchObject({
      due_at: today(),
      available_until: today(),
      source: 'habit',
      color: '#22aa66',
    });
  });

  it('leaves today’s list alone when the habit does not fall on today', async () => {
    await client('other-day');
    const habit = (await call('POST', 'clients/habits/', 'other-day', walk([notToday()]))).json();
    expect(await habitDaysOf(habit.id)).toEqual([]);
  });

  it('asks for a name, a colour and at least one day, in the spec’s words', async () => {
    await client('invalid');
    const response = await call('POST', 'clients/habits/', 'invalid', {
      name: '',
      color: 'red',
      days_of_week: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field may not be blank.'],
      color: [HABIT_MESSAGES.selectColor],
      days_of_week: [CLIENT_MESSAGES.selectWorkWeek],
    });
  });
});

describe('GET clients/habits/', () => {
  it('lists the habits in use by time of day; active=false the removed ones, all both', async () => {
    const user = await client('lister');
    const evening = await buildHabit(t.db, user.id, { name: 'Read', time: '21:00:00' });
    const morning = await buildHabit(t.db, user.id, { name: 'Run', time: '06:30:00' });
    const removed = await buildHabit(t.db, user.id, { name: 'Old', active: false });
    const names = async (query: string) =>
      habitPage
        .parse((await call('GET', `clients/habits/${query}`, 'lister')).json())
        .results.map((h) => h.id);
    expect(await names('')).toEqual([morning.id, evening.id]);
    expect(await names('?active=false')).toEqual([removed.id]);
    expect(await names('?active=all')).toEqual([morning.id, evening.id, removed.id]);
    const page = habitPage.parse((await call('GET', 'clients/habits/?limit=1', 'lister')).json());
    expect(page).toMatchObject({ count: 2, previous: null });
    expect(page.next).not.toBeNull();
  });
});

describe('PATCH clients/habits/{id}/', () => {
  it('changes the fields given, and follows new days on today’s list at once', async () => {
    const user = await client('editor');
    const habit = await buildHabit(t.db, user.id, { daysOfWeek: [notToday()], name: 'Stretch' });
    const added = await call('PATCH', `clients/habits/${habit.id}/`, 'editor', { days_of_week: [weekday()] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Stretch', days_of_week: [weekday()] });
    expect((await dueToday('editor')).map((task) => task.habit?.id)).toEqual([habit.id]);

    const renamed = await call('PATCH', `clients/habits/${habit.id}/`, 'editor', {
      name: 'Yoga',
      time: '07:15',
    });
    expect(renamed.json()).toMatchObject({ name: 'Yoga', time: '07:15:00' });
    expect(await habitDaysOf(habit.id)).toHaveLength(1);

    await call('PATCH', `clients/habits/${habit.id}/`, 'editor', { days_of_week: [notToday()] });
    expect(await habitDaysOf(habit.id)).toEqual([]);
    expect(await dueToday('editor')).toEqual([]);
  });

  it('keeps today’s day when it is done or has notes', async () => {
    const user = await client('keeper');
    const done = await buildHabit(t.db, user.id);
    const noted = await buildHabit(t.db, user.id);
    await buildTask(t.db, user.id, {
      habitId: done.id,
      templateId: null,
      dueOn: today(),
      completedAt: new Date(),
    });
    const notedDay = await buildTask(t.db, user.id, { habitId: noted.id, templateId: null, dueOn: today() });
    await buildJournalEntry(t.db, user.id, { taskId: notedDay.id });
    for (const habit of [done, noted])
      await call('PATCH', `clients/habits/${habit.id}/`, 'keeper', { days_of_week: [notToday()] });
    expect(await habitDaysOf(done.id)).toHaveLength(1);
    expect(await habitDaysOf(noted.id)).toHaveLength(1);
  });

  it('removes a habit for good: its open day leaves the list, past days stay, later changes are 404', async () => {
    const user = await client('remover');
    const habit = await buildHabit(t.db, user.id);
    const past = await buildTask(t.db, user.id, {
      habitId: habit.id,
      templateId: null,
      dueOn: localDay(zone, -1),
      completedAt: new Date(),
    });
    await buildTask(t.db, user.id, { habitId: habit.id, templateId: null, dueOn: today() });
    const removed = await call('PATCH', `clients/habits/${habit.id}/`, 'remover', { active: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ active: false });
    expect((await habitDaysOf(habit.id)).map((task) => task.id)).toEqual([past.id]);
    expect(await dueToday('remover')).toEqual([]);

    const again = await call('PATCH', `clients/habits/${habit.id}/`, 'remover', { name: 'Back' });
    expect(again.statusCode).toBe(404);
    const reactivate = await call('PATCH', `clients/habits/${habit.id}/`, 'remover', { active: true });
    expect(reactivate.statusCode).toBe(400);
    const [row] = await t.db.select().from(habits).where(eq(habits.id, habit.id));
    expect(row).toMatchObject({ active: false, name: habit.name });
  });

  it("hides someone else's habit (404), their coach's included", async () => {
    const user = await client('owner-of-habit');
    await client('intruder');
    const habit = await buildHabit(t.db, user.id, { name: 'Mine' });
    for (const role of ['intruder', 'coach']) {
      const response = await call('PATCH', `clients/habits/${habit.id}/`, role, { name: 'Theirs' });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.db
      .select()
      .from(habits)
      .where(and(eq(habits.id, habit.id)));
    expect(row!.name).toBe('Mine');
  });
});

describe('a client whose coach turned daily exercises off', () => {
  it('is refused the habit endpoints (403) and nothing is written', async () => {
    const user = await client('off', { allowDailyExercises: false });
    const habit = await buildHabit(t.db, user.id, { name: 'Kept' });
    const attempts = [
      await call('GET', 'clients/habits/', 'off'),
      await call('POST', 'clients/habits/', 'off', walk([weekday()])),
      await call('PATCH', `clients/habits/${habit.id}/`, 'off', { name: 'Changed' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(await t.db.select().from(habits).where(eq(habits.userId, user.id))).toEqual([habit]);
  });

  it('turns a visitor away (401)', async () => {
    expect((await call('GET', 'clients/habits/', null)).statusCode).toBe(401);
  });
});

describe('GET coaches/client-habits/', () => {
  it("shows the coach their client's habits in use", async () => {
    const user = await client('coached');
    const kept = await buildHabit(t.db, user.id, { name: 'Kept' });
    await buildHabit(t.db, user.id, { name: 'Gone', active: false });
    const response = await call('GET', `coaches/client-habits/?client=${user.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = habitPage.parse(response.json());
    expect(page.results.map((h) => h.id)).toEqual([kept.id]);
  });

  it("hides another coach's client (404), needs a licence (403) and a client (400)", async () => {
    const user = await client('private');
    expect((await call('GET', `coaches/client-habits/?client=${user.id}`, 'colleague')).statusCode).toBe(404);
    const asClient = await call('GET', `coaches/client-habits/?client=${user.id}`, 'private');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ detail: MESSAGES.noPermission, code: 'permission_denied' });
    expect((await call('GET', 'coaches/client-habits/', 'coach')).statusCode).toBe(400);
  });
});
