import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { areaOfFocusSchema, HABIT_MESSAGES, MESSAGES, paginatedSchema } from '@tandem/shared';
import { areasOfFocus, clientAreasOfFocus, tasks, templateExercises } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildTask, chooseAreas } from '../../test/factories/habits';

let t: TestApp;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let companyId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  companyId = company.id;
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
  for (const [role, user] of Object.entries({ owner, coach, colleague, client }))
    auth[role] = await authHeader(t.app, user.email);
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const areaRow = async (id: number) =>
  (await t.db.select().from(areasOfFocus).where(eq(areasOfFocus.id, id)))[0]!;
const readOnlyBody = { detail: HABIT_MESSAGES.readOnly, code: 'permission_denied' };

describe('GET coaches/area-of-growths/', () => {
  it("lists a program's live areas in order, with live exercise counts", async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const later = await buildArea(t.db, program.id, { name: 'Later', ordering: 2, color: '#abc' });
    const sooner = await buildArea(t.db, program.id, { name: 'Sooner', ordering: 1, public: false });
    await buildArea(t.db, program.id, { name: 'Deleted', deleted: true });
    await buildExercise(t.db, sooner.id);
    await buildExercise(t.db, sooner.id, { deleted: true });

    const response = await call(
      'GET',
      `coaches/area-of-growths/?areas_of_focus=${program.id}&limit=100`,
      'coach',
    );
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(areaOfFocusSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      {
        id: sooner.id,
        name: 'Sooner',
        color: '#3366ff',
        public: false,
        areas_of_focus: [program.id],
        ordering: 1,
        exercises_count: 1,
        editable: true,
      },
      expect.objectContaining({ id: later.id, name: 'Later', color: '#abc', exercises_count: 0 }),
    ]);
  });

  it("shows a managed program's areas read-only and hides a colleague's program (404)", async () => {
    const managed = await buildHabitProgram(t.db, managedBy(companyId));
    await buildArea(t.db, managed.id);
    const managedPage = (
      await call('GET', `coaches/area-of-growths/?areas_of_focus=${managed.id}`, 'coach')
    ).json();
    expect(managedPage.results).toHaveLength(1);
    expect(managedPage.results[0].editable).toBe(false);

    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    await buildArea(t.db, theirs.id);
    const hidden = await call('GET', `coaches/area-of-growths/?areas_of_focus=${theirs.id}`, 'coach');
    expect(hidden.statusCode).toBe(404);
  });

  it('lists every area the coach may see when no program is named', async () => {
    const loner = await buildCoach(t.db, null);
    const own = await buildHabitProgram(t.db, ownedBy(loner));
    const gone = await buildHabitProgram(t.db, ownedBy(loner), { deleted: true });
    const area = await buildArea(t.db, own.id);
    await buildArea(t.db, gone.id);
    await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/area-of-growths/',
      headers: { authorization: await authHeader(t.app, loner.email) },
    });
    expect(response.json().results.map((a: { id: number }) => a.id)).toEqual([area.id]);
  });

  it('refuses clients (403) and visitors (401)', async () => {
    expect((await call('GET', 'coaches/area-of-growths/', 'client')).json()).toEqual({
      detail: MESSAGES.noPermission,
      code: 'permission_denied',
    });
    expect((await call('GET', 'coaches/area-of-growths/', null)).statusCode).toBe(401);
  });
});

describe('POST coaches/area-of-growths/', () => {
  it('adds an area after the others of a program the coach owns', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    await buildArea(t.db, program.id, { ordering: 4 });
    await buildArea(t.db, program.id, { ordering: 9, deleted: true });
    const response = await call('POST', 'coaches/area-of-growths/', 'coach', {
      name: ' Sleep ',
      color: '#22aa66',
      areas_of_focus: [program.id],
    });
    expect(response.statusCode).toBe(201);
    const area = areaOfFocusSchema.strict().parse(response.json());
    expect(area).toMatchObject({
      name: 'Sleep',
      color: '#22aa66',
      public: true,
      areas_of_focus: [program.id],
      ordering: 5,
      exercises_count: 0,
      editable: true,
    });
  });

  it('validates name, colour and program', async () => {
    const response = await call('POST', 'coaches/area-of-growths/', 'coach', { name: '', color: 'blue' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field may not be blank.'],
      color: [HABIT_MESSAGES.selectColor],
      areas_of_focus: [MESSAGES.required],
    });
    const empty = await call('POST', 'coaches/area-of-growths/', 'coach', {
      name: 'A',
      color: '#fff',
      areas_of_focus: [],
    });
    expect(empty.json()).toEqual({ areas_of_focus: [MESSAGES.required] });
  });

  it("refuses a colleague's or deleted program as a field error, and a managed one with 403", async () => {
    for (const hidden of [
      await buildHabitProgram(t.db, ownedBy(colleague)),
      await buildHabitProgram(t.db, ownedBy(coach), { deleted: true }),
    ]) {
      const response = await call('POST', 'coaches/area-of-growths/', 'coach', {
        name: 'A',
        color: '#fff',
        areas_of_focus: [hidden.id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        areas_of_focus: [`Invalid pk "${hidden.id}" - object does not exist.`],
      });
    }
    const managed = await buildHabitProgram(t.db, managedBy(companyId));
    const response = await call('POST', 'coaches/area-of-growths/', 'coach', {
      name: 'A',
      color: '#fff',
      areas_of_focus: [managed.id],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(readOnlyBody);
    expect(await t.db.select().from(areasOfFocus).where(eq(areasOfFocus.programId, managed.id))).toEqual([]);
  });
});

describe('GET, PATCH and DELETE coaches/area-of-growths/{id}/', () => {
  it('shows and changes an area of an own program; it stays in its program', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const other = await buildHabitProgram(t.db, ownedBy(coach));
    const area = await buildArea(t.db, program.id, { name: 'Old' });
    expect((await call('GET', `coaches/area-of-growths/${area.id}/`, 'coach')).json()).toMatchObject({
      name: 'Old',
    });
    const response = await call('PATCH', `coaches/area-of-growths/${area.id}/`, 'coach', {
      name: 'New',
      color: '#000000',
      public: false,
      ordering: 3,
      areas_of_focus: [other.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'New', color: '#000000', public: false, ordering: 3 });
    expect(await areaRow(area.id)).toMatchObject({ name: 'New', programId: program.id });
  });

  it("answers 403 for a managed program's area and 404 for a colleague's or a deleted one", async () => {
    const managedArea = await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(companyId))).id, {
      name: 'Managed',
    });
    const theirArea = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id);
    const deletedArea = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id, {
      deleted: true,
    });
    expect((await call('GET', `coaches/area-of-growths/${managedArea.id}/`, 'coach')).statusCode).toBe(200);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(method, `coaches/area-of-growths/${managedArea.id}/`, 'coach', {
        name: 'Mine',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(readOnlyBody);
      for (const hidden of [theirArea, deletedArea])
        expect(
          (await call(method, `coaches/area-of-growths/${hidden.id}/`, 'coach', { name: 'X' })).statusCode,
        ).toBe(404);
    }
    expect(await areaRow(managedArea.id)).toMatchObject({ name: 'Managed', deleted: false });
  });

  it("soft-deletes an area and its exercises and takes it out of clients' choices", async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach), {
      assignAll: false,
      maxNumberOfAllowedGroups: 2,
    });
    const area = await buildArea(t.db, program.id);
    const kept = await buildArea(t.db, program.id);
    const exercise = await buildExercise(t.db, area.id);
    const { user: client } = await buildClient(t.db, coach, { theme: program.id });
    await chooseAreas(t.db, client.id, [kept.id, area.id]);
    const task = await buildTask(t.db, client.id, { templateId: exercise.id, dueOn: '2024-03-01' });

    expect((await call('DELETE', `coaches/area-of-growths/${area.id}/`, 'coach')).statusCode).toBe(204);
    expect((await areaRow(area.id)).deleted).toBe(true);
    const [exerciseRow] = await t.db
      .select()
      .from(templateExercises)
      .where(eq(templateExercises.id, exercise.id));
    expect(exerciseRow!.deleted).toBe(true);
    const choices = await t.db
      .select()
      .from(clientAreasOfFocus)
      .where(eq(clientAreasOfFocus.userId, client.id));
    expect(choices.map((c) => c.areaId)).toEqual([kept.id]);
    // The task it gave keeps its history.
    expect(await t.db.select().from(tasks).where(eq(tasks.id, task.id))).toHaveLength(1);
    expect((await call('GET', `coaches/area-of-growths/${area.id}/`, 'coach')).statusCode).toBe(404);
    const program_ = (await call('GET', `coaches/habit-programs/${program.id}/`, 'coach')).json();
    expect(program_).toMatchObject({ areas_count: 1, exercises_count: 0 });
  });
});
