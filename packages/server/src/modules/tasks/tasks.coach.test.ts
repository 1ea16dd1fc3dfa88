import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientExerciseSchema, MESSAGES, paginatedSchema, taskSchema } from '@tandem/shared';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, buildHabitProgram, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildModule } from '../../test/factories/courses';
import { buildArea, buildExercise, buildHabit, buildTask } from '../../test/factories/habits';
import { buildJournalEntry } from '../../test/factories/journal';
import { localDay } from '../../test/factories/daily-exercises';
import { invalidPk } from '../../lib/errors';
import { ALREADY_ON_LIST } from './tasks.service';

let t: TestApp;
type User = Awaited<ReturnType<typeof buildCoach>>;
let coach: User;
let colleague: User;
let programId: number;
let deletedProgramId: number;
let areaId: number;
let colleaguesAreaId: number;
let managedAreaId: number;
const auth: Record<string, string> = {};
const users: Record<string, number> = {};
const zone = 'Asia/Tokyo';

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  programId = (await buildHabitProgram(t.db, ownedBy(coach))).id;
  deletedProgramId = (await buildHabitProgram(t.db, ownedBy(coach), { deleted: true })).id;
  areaId = (await buildArea(t.db, programId, { color: '#aa0000' })).id;
  colleaguesAreaId = (await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id)).id;
  managedAreaId = (await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(company.id))).id)).id;
  const casey = (await buildClient(t.db, coach, {}, { timezone: zone })).user;
  const theirs = (await buildClient(t.db, colleague)).user;
  for (const [role, user] of Object.entries({ owner, coach, colleague, casey, theirs })) {
    users[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
/** A lesson of a course of the coach's, for tasks that point at one. */
const aLesson = async () =>
  buildLesson(t.db, (await buildModule(t.db, (await buildCourse(t.db, ownedBy(coach))).id)).id);

describe('POST coaches/client-tasks/', () => {
  const give = (template: number, user = users.casey!, role = 'coach') =>
    call('POST', 'coaches/client-tasks/', role, { template, user });

  it("gives the client the exercise due on their today for available_for days, marked as the coach's", async () => {
    const lesson = await aLesson();
    const exercise = await buildExercise(t.db, areaId, { availableFor: 3, lessonId: lesson.id });
    const response = await give(exercise.id);
    expect(response.statusCode).toBe(201);
    const task = taskSchema.strict().parse(response.json());
    expect(task).toMatchObject({
      due_at: localDay(zone),
      available_until: localDay(zone, 2),
      source: 'coach',
      color: '#aa0000',
      lesson: lesson.id,
      template: { id: exercise.id },
    });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ userId: users.casey, assignedBy: users.coach });
  });

  it('refuses an exercise already on the client’s list today, given today or still open from before', async () => {
    const today = await buildExercise(t.db, areaId);
    expect((await give(today.id)).statusCode).toBe(201);
    const again = await give(today.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [ALREADY_ON_LIST] });
    const earlier = await buildExercise(t.db, areaId);
    await buildTask(t.db, users.casey!, {
      templateId: earlier.id,
      dueOn: localDay(zone, -1),
      availableUntil: localDay(zone, 1),
    });
    expect((await give(earlier.id)).json()).toEqual({ non_field_errors: [ALREADY_ON_LIST] });
  });

  it("gives the company's managed exercises, even disabled ones, but not a colleague's or deleted ones", async () => {
    expect((await give((await buildExercise(t.db, managedAreaId)).id)).statusCode).toBe(201);
    expect((await give((await buildExercise(t.db, areaId, { active: false })).id)).statusCode).toBe(201);
    const refused = [
      (await buildExercise(t.db, colleaguesAreaId)).id,
      (await buildExercise(t.db, areaId, { deleted: true })).id,
      (await buildExercise(t.db, (await buildArea(t.db, programId, { deleted: true })).id)).id,
      (await buildExercise(t.db, (await buildArea(t.db, deletedProgramId)).id)).id,
      999_999,
    ];
    for (const template of refused) {
      const response = await give(template);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ template: [invalidPk(template)] });
    }
  });

  it("refuses another coach's client on `user`, and anyone without a licence (403)", async () => {
    const exercise = await buildExercise(t.db, areaId);
    const foreign = await give(exercise.id, users.theirs);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ user: [invalidPk(users.theirs!)] });
    // The company's owner coaches other clients: a colleague's client is a stranger's.
    const managed = await buildExercise(t.db, managedAreaId);
    expect((await give(managed.id, users.casey, 'owner')).json()).toEqual({
      user: [invalidPk(users.casey!)],
    });
    expect((await give(exercise.id, users.casey, 'casey')).statusCode).toBe(403);
    const invalid = await call('POST', 'coaches/client-tasks/', 'coach', { user: users.casey });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ template: [MESSAGES.required] });
    expect(await t.db.select().from(tasks).where(eq(tasks.templateId, exercise.id))).toEqual([]);
  });
});

describe('GET coaches/client-exercises/', () => {
  const page = paginatedSchema(clientExerciseSchema.strict());

  it("lists the client's exercises newest first with their shared notes, oldest note first", async () => {
    const { user } = await buildClient(t.db, coach);
    const first = await buildExercise(t.db, areaId, { shortDescription: 'Breathe', description: 'Slowly.' });
    const second = await buildExercise(t.db, areaId, { shortDescription: 'Walk' });
    const older = await buildTask(t.db, user.id, {
      templateId: first.id,
      dueOn: localDay('UTC', -2),
      completedAt: new Date(),
      attachmentKey: 'task-attachments/x.pdf',
      attachmentName: 'x.pdf',
    });
    const newer = await buildTask(t.db, user.id, {
      templateId: second.id,
      dueOn: localDay('UTC'),
      ignored: true,
    });
    const habit = await buildHabit(t.db, user.id);
    await buildTask(t.db, user.id, { habitId: habit.id, templateId: null, dueOn: localDay('UTC') });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await buildJournalEntry(t.db, user.id, {
      taskId: older.id,
      title: 'Later',
      private: false,
      createdAt: at(2),
    });
    await buildJournalEntry(t.db, user.id, {
      taskId: older.id,
      title: 'Sooner',
      private: false,
      createdAt: at(1),
    });
    await buildJournalEntry(t.db, user.id, { taskId: older.id, title: 'Secret', private: true });
    await buildJournalEntry(t.db, user.id, { title: 'Journal', private: false });

    const response = await call('GET', `coaches/client-exercises/?user=${user.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const list = page.parse(response.json());
    expect(list.count).toBe(2);
    expect(list.results.map((e) => e.id)).toEqual([newer.id, older.id]);
    expect(list.results[0]).toMatchObject({ short_description: 'Walk', ignored: true, previous_notes: [] });
    expect(list.results[1]).toMatchObject({
      short_description: 'Breathe',
      description: 'Slowly.',
      color: '#aa0000',
      attachment: { url: '/media/task-attachments/x.pdf', file_name: 'x.pdf' },
    });
    expect(list.results[1]!.previous_notes.map((n) => n.title)).toEqual(['Sooner', 'Later']);
    expect(list.results[1]!.previous_notes[0]).toMatchObject({ task: older.id, private: false });
  });

  it('pages 15 at a time', async () => {
    const { user } = await buildClient(t.db, coach);
    const exercise = await buildExercise(t.db, areaId);
    for (let i = 0; i < 16; i++)
      await buildTask(t.db, user.id, { templateId: exercise.id, dueOn: localDay('UTC', -i) });
    const list = page.parse((await call('GET', `coaches/client-exercises/?user=${user.id}`, 'coach')).json());
    expect(list.results).toHaveLength(15);
    expect(list.count).toBe(16);
    expect(list.next).not.toBeNull();
  });

  it("hides another coach's client (404), needs a licence (403) and a user (400)", async () => {
    expect((await call('GET', `coaches/client-exercises/?user=${users.theirs}`, 'coach')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `coaches/client-exercises/?user=${users.casey}`, 'owner')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `coaches/client-exercises/?user=${users.casey}`, 'casey')).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'coaches/client-exercises/', 'coach')).statusCode).toBe(400);
    expect((await call('GET', `coaches/client-exercises/?user=${users.casey}`, null)).statusCode).toBe(401);
  });
});
