import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, paginatedSchema, taskSchema } from '@tandem/shared';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildModule } from '../../test/factories/courses';
import { buildArea, buildExercise, buildHabit, buildTask } from '../../test/factories/habits';
import { localDay } from '../../test/factories/daily-exercises';
import { buildResource } from '../../test/factories/exercise-resources';
import { NO_MORE_EXERCISES, TASK_NOT_AVAILABLE } from './tasks.service';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let programId: number;
let area: Awaited<ReturnType<typeof buildArea>>;
/** Exercises of the shared program, enough for one of each kind of task. */
const exercises: number[] = [];
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  auth.coach = await authHeader(t.app, coach.email);
  programId = (await buildHabitProgram(t.db, ownedBy(coach))).id;
  area = await buildArea(t.db, programId, { name: 'Calm', color: '#ff0000' });
  for (let i = 0; i < 7; i++) exercises.push((await buildExercise(t.db, area.id)).id);
});
afterAll(() => t.close());

/** A client of the coach on the shared program, logged in as `role`. */
async function client(
  role: string,
  profile: Parameters<typeof buildClient>[2] = {},
  user: Parameters<typeof buildClient>[3] = {},
) {
  const built = (await buildClient(t.db, coach, { theme: programId, ...profile }, user)).user;
  auth[role] = await authHeader(t.app, built.email);
  return built;
}

const call = apiCaller(() => t, auth);
/** A lesson of a course of the coach's, for tasks that point at one. */
const aLesson = async () =>
  buildLesson(t.db, (await buildModule(t.db, (await buildCourse(t.db, ownedBy(coach))).id)).id);

const page = paginatedSchema(taskSchema.strict());
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET clients/tasks/?due=true (today’s list)', () => {
  const zone = 'Pacific/Kiritimati';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const kiri = await client('kiri', {}, { timezone: zone });
    const today = localDay(zone);
    const [yesterday, tomorrow] = [localDay(zone, -1), localDay(zone, 1)];
    const late = await buildHabit(t.db, kiri.id, { name: 'Stretch', time: '18:00:00', color: '#00aa00' });
    const early = await buildHabit(t.db, kiri.id, { name: 'Water', time: '07:30:00' });
    const removed = await buildHabit(t.db, kiri.id, { active: false });
    const [e1, e2, e3, e4, e5, e6] = exercises as [number, number, number, number, number, number];
    await buildResource(t.db, e1, { instruction: 'Watch', url: 'https://example.test/v' });
    await buildResource(t.db, e1, {
      instruction: 'Print',
      url: null,
      fileKey: 'resources/abc.pdf',
      fileName: 'a.pdf',
    });
    const habitDay = (habitId: number) =>
      buildTask(t.db, kiri.id, { habitId, templateId: null, dueOn: today });
    ids.habitLate = (await habitDay(late.id)).id;
    ids.habitEarly = (await habitDay(early.id)).id;
    ids.removedHabit = (await habitDay(removed.id)).id;
    const exercise = (templateId: number, values: Partial<typeof tasks.$inferInsert> & { dueOn: string }) =>
      buildTask(t.db, kiri.id, { templateId, ...values });
    ids.multiDay = (
      await exercise(e2, { dueOn: yesterday, availableUntil: tomorrow, createdAt: ago(2880) })
    ).id;
    ids.skipped = (
      await exercise(e5, { dueOn: yesterday, availableUntil: today, ignored: true, createdAt: ago(1500) })
    ).id;
    ids.lesson = (await aLesson()).id;
    ids.open = (
      await exercise(e1, { dueOn: today, createdAt: ago(60), source: 'coach', lessonId: ids.lesson })
    ).id;
    ids.doneToday = (await exercise(e4, { dueOn: today, completedAt: new Date(), createdAt: ago(30) })).id;
    ids.expired = (await exercise(e3, { dueOn: localDay(zone, -3), availableUntil: yesterday })).id;
    ids.doneEarlier = (
      await exercise(e3, { dueOn: yesterday, availableUntil: tomorrow, completedAt: ago(36 * 60) })
    ).id;
    ids.future = (await exercise(e6, { dueOn: tomorrow })).id;
    const other = await client('otherKiri', {}, { timezone: zone });
    await buildTask(t.db, other.id, { templateId: e1, dueOn: today });
  });

  it('lists habit days first by time, then exercises in the order given; done earlier, expired and future ones are not', async () => {
    const response = await call('GET', 'clients/tasks/?due=true', 'kiri');
    expect(response.statusCode).toBe(200);
    const list = page.parse(response.json());
    expect(list.results.map((task) => task.id)).toEqual([
      ids.habitEarly,
      ids.habitLate,
      ids.multiDay,
      ids.skipped,
      ids.open,
      ids.doneToday,
    ]);
    expect(list.count).toBe(6);
    expect(list.results.find((task) => task.id === ids.skipped)).toMatchObject({ ignored: true });
    expect(list.results.find((task) => task.id === ids.doneToday)!.completed_at).not.toBeNull();
  });

  it('presents an exercise with its area, resources and colour, and a habit day with its habit', async () => {
    const list = page.parse((await call('GET', 'clients/tasks/?due=true', 'kiri')).json());
    const open = list.results.find((task) => task.id === ids.open)!;
    expect(open).toMatchObject({
      due_at: localDay(zone),
      available_until: localDay(zone),
      completed_at: null,
      ignored: false,
      habit: null,
      color: '#ff0000',
      lesson: ids.lesson,
      source: 'coach',
      attachment: null,
    });
    expect(open.template).toMatchObject({
      id: exercises[0],
      area: { id: area.id, name: 'Calm', color: '#ff0000' },
    });
    expect(open.template!.resources).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        exercise: exercises[0],
        instruction: 'Watch',
        url: 'https://example.test/v',
        file: null,
      }),
      expect.objectContaining({
        id: expect.any(Number),
        exercise: exercises[0],
        instruction: 'Print',
        url: null,
        file: '/media/resources/abc.pdf',
        file_name: 'a.pdf',
      }),
    ]);
    const late = list.results.find((task) => task.id === ids.habitLate)!;
    expect(late).toMatchObject({ template: null, color: '#00aa00', source: 'habit' });
    expect(late.habit).toMatchObject({ name: 'Stretch', time: '18:00:00', active: true });
  });

  it('reads "today" in the client’s own time zone', async () => {
    // Pago Pago (UTC-11) is always a day or two behind Kiritimati (UTC+14).
    const pago = await client('pago', {}, { timezone: 'Pacific/Pago_Pago' });
    const mine = await buildTask(t.db, pago.id, {
      templateId: exercises[0],
      dueOn: localDay('Pacific/Pago_Pago'),
    });
    await buildTask(t.db, pago.id, { templateId: exercises[1], dueOn: localDay(zone) });
    const list = page.parse((await call('GET', 'clients/tasks/?due=true', 'pago')).json());
    expect(list.results.map((task) => task.id)).toEqual([mine.id]);
  });
});

describe('GET clients/tasks/ (all of them)', () => {
  it('pages every task of the caller’s, newest due day first', async () => {
    const casey = await client('pager');
    for (let i = 0; i < 17; i++)
      await buildTask(t.db, casey.id, { templateId: exercises[0], dueOn: localDay('UTC', -i) });
    const first = page.parse((await call('GET', 'clients/tasks/', 'pager')).json());
    expect(first.count).toBe(17);
    expect(first.results.map((task) => task.due_at)).toEqual(
      Array.from({ length: 15 }, (_, i) => localDay('UTC', -i)),
    );
    const next = new URL(first.next!);
    const second = page.parse((await call('GET', `clients/tasks/${next.search}`, 'pager')).json());
    expect(second.results.map((task) => task.due_at)).toEqual([localDay('UTC', -15), localDay('UTC', -16)]);
  });
});

describe('PATCH clients/tasks/{id}/', () => {
  let taskId: number;
  const patch = (body: object, role = 'patcher', id = taskId) =>
    call('PATCH', `clients/tasks/${id}/`, role, body);
  const stored = async () => (await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]!;

  beforeAll(async () => {
    const user = await client('patcher');
    taskId = (await buildTask(t.db, user.id, { templateId: exercises[0], dueOn: localDay('UTC') })).id;
    await client('stranger');
  });

  it('completes once (completing again keeps the first time) and reopens', async () => {
    const done = await patch({ completed: true });
    expect(done.statusCode).toBe(200);
    const first = taskSchema.parse(done.json()).completed_at;
    expect(first).not.toBeNull();
    expect(Math.abs(new Date(first!).getTime() - Date.now())).toBeLessThan(60_000);
    const again = taskSchema.parse((await patch({ completed: true })).json());
    expect(again.completed_at).toBe(first);
    const reopened = taskSchema.parse((await patch({ completed: false })).json());
    expect(reopened.completed_at).toBeNull();
    expect((await stored()).completedAt).toBeNull();
  });

  it('skips (clearing a completion) and completing un-skips', async () => {
    await patch({ completed: true });
    const skipped = taskSchema.parse((await patch({ ignored: true })).json());
    expect(skipped).toMatchObject({ ignored: true, completed_at: null });
    const done = taskSchema.parse((await patch({ completed: true })).json());
    expect(done.ignored).toBe(false);
    expect(done.completed_at).not.toBeNull();
    const unskipped = taskSchema.parse((await patch({ ignored: false })).json());
    expect(unskipped.ignored).toBe(false);
  });

  it('refuses completed and ignored together', async () => {
    const response = await patch({ completed: true, ignored: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['A task cannot be both completed and skipped.'] });
  });

  it('refuses a task that has left the list (400), and hides anyone else’s (404)', async () => {
    const user = (await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]!.userId;
    const old = await buildTask(t.db, user, {
      templateId: exercises[1],
      dueOn: localDay('UTC', -3),
      availableUntil: localDay('UTC', -1),
    });
    const late = await patch({ completed: true }, 'patcher', old.id);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [TASK_NOT_AVAILABLE] });
    for (const role of ['stranger', 'coach']) {
      const response = await patch({ completed: true }, role);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await call('PATCH', `clients/tasks/${taskId}/`, null, { completed: true })).statusCode).toBe(401);
  });
});

describe('POST clients/tasks/ (one more exercise)', () => {
  it('gives one more exercise for today until none is left', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const small = await buildArea(t.db, program.id, { color: '#123456' });
    const given = [(await buildExercise(t.db, small.id)).id, (await buildExercise(t.db, small.id)).id];
    const asker = await client('asker', { theme: program.id });

    const received: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await call('POST', 'clients/tasks/', 'asker', {});
      expect(response.statusCode).toBe(201);
      const task = taskSchema.strict().parse(response.json());
      expect(task).toMatchObject({ source: 'requested', due_at: localDay('UTC'), color: '#123456' });
      received.push(task.template!.id);
    }
    expect(received.sort()).toEqual(given.sort());
    const none = await call('POST', 'clients/tasks/', 'asker');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ non_field_errors: [NO_MORE_EXERCISES] });
    expect(await t.db.select().from(tasks).where(eq(tasks.userId, asker.id))).toHaveLength(2);
  });

  it('answers the same to a client without a habit program', async () => {
    await client('programless', { theme: null });
    const response = await call('POST', 'clients/tasks/', 'programless', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [NO_MORE_EXERCISES] });
  });
});

describe('a client whose coach turned daily exercises off', () => {
  it('is refused every task endpoint (403) and the task stays as it was', async () => {
    const user = await client('off', { allowDailyExercises: false });
    const task = await buildTask(t.db, user.id, { templateId: exercises[0], dueOn: localDay('UTC') });
    const attempts = [
      await call('GET', 'clients/tasks/?due=true', 'off'),
      await call('GET', 'clients/tasks/', 'off'),
      await call('POST', 'clients/tasks/', 'off', {}),
      await call('PATCH', `clients/tasks/${task.id}/`, 'off', { completed: true }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(attempts[0]!.json()).toEqual({ detail: MESSAGES.noPermission, code: 'permission_denied' });
    expect((await t.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.completedAt).toBeNull();
  });

  it('turns a visitor away (401)', async () => {
    expect((await call('GET', 'clients/tasks/?due=true', null)).statusCode).toBe(401);
    expect((await call('POST', 'clients/tasks/', null, {})).statusCode).toBe(401);
  });
});
