import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HABIT_MESSAGES, MESSAGES, paginatedSchema, templateExerciseSchema } from '@tandem/shared';
import { templateExercises } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, buildHabitProgram, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildModule } from '../../test/factories/courses';
import { buildArea, buildExercise } from '../../test/factories/habits';
import { buildResource } from '../../test/factories/exercise-resources';

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
const exerciseRow = async (id: number) =>
  (await t.db.select().from(templateExercises).where(eq(templateExercises.id, id)))[0]!;
const readOnlyBody = { detail: HABIT_MESSAGES.readOnly, code: 'permission_denied' };
const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;
const ids = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

/** A program of the coach's own with one area. */
async function ownProgram() {
  const program = await buildHabitProgram(t.db, ownedBy(coach));
  const area = await buildArea(t.db, program.id, { name: 'Calm', color: '#123456' });
  return { program, area };
}

const valid = (areaId: number) => ({
  short_description: 'Morning pages',
  description: 'Write three pages.',
  buffer: 2,
  available_for: 3,
  themes: [areaId],
});

describe('GET coaches/template-exercises/', () => {
  it('lists live exercises of a program by title, with their area and resources', async () => {
    const { program, area } = await ownProgram();
    const other = await buildArea(t.db, program.id, { name: 'Other' });
    const gone = await buildArea(t.db, program.id, { deleted: true });
    const walk = await buildExercise(t.db, area.id, { shortDescription: 'walk', onlyOn: [1, 3] });
    const breathe = await buildExercise(t.db, other.id, { shortDescription: 'Breathe' });
    await buildExercise(t.db, area.id, { shortDescription: 'Deleted', deleted: true });
    await buildExercise(t.db, gone.id, { shortDescription: 'In a deleted area' });
    const link = await buildResource(t.db, walk.id, { instruction: 'Map', url: 'https://example.test/map' });
    const file = await buildResource(t.db, walk.id, {
      instruction: 'Sheet',
      url: null,
      fileKey: 'exercise-resources/abc.pdf',
      fileName: 'sheet.pdf',
    });

    const response = await call(
      'GET',
      `coaches/template-exercises/?themes__areas_of_focus=${program.id}`,
      'coach',
    );
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(templateExerciseSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(ids(page)).toEqual([breathe.id, walk.id]);
    expect(page.results[1]).toEqual({
      id: walk.id,
      short_description: 'walk',
      description: walk.description,
      how: walk.how,
      why: walk.why,
      lesson: null,
      buffer: 0,
      available_for: 1,
      always: false,
      themes: [area.id],
      only_on: [1, 3],
      active: true,
      owner: coach.id,
      editable: true,
      area: { id: area.id, name: 'Calm', color: '#123456' },
      resources: [
        {
          id: link.id,
          exercise: walk.id,
          instruction: 'Map',
          url: 'https://example.test/map',
          file: null,
          file_name: null,
        },
        {
          id: file.id,
          exercise: walk.id,
          instruction: 'Sheet',
          url: null,
          file: '/media/exercise-resources/abc.pdf',
          file_name: 'sheet.pdf',
        },
      ],
      created_at: walk.createdAt.toISOString(),
    });
    const byArea = (await call('GET', `coaches/template-exercises/?themes=${other.id}`, 'coach')).json();
    expect(ids(byArea)).toEqual([breathe.id]);
  });

  it('searches title and description, literally and ignoring case, and orders as asked', async () => {
    const { program, area } = await ownProgram();
    const first = await buildExercise(t.db, area.id, {
      shortDescription: 'Gratitude list',
      description: 'x',
    });
    const second = await buildExercise(t.db, area.id, {
      shortDescription: 'Walk',
      description: 'Note your GRATITUDE',
    });
    await buildExercise(t.db, area.id, { shortDescription: '100% effort', description: 'y' });
    const base = `coaches/template-exercises/?themes__areas_of_focus=${program.id}`;
    expect(ids((await call('GET', `${base}&q=gratitude`, 'coach')).json())).toEqual([first.id, second.id]);
    expect((await call('GET', `${base}&q=0%25`, 'coach')).json().count).toBe(1);
    expect((await call('GET', `${base}&q=_`, 'coach')).json().count).toBe(0);
    const newest = (await call('GET', `${base}&ordering=-created_at`, 'coach')).json();
    expect(newest.results[0].short_description).toBe('100% effort');
    const titles = (await call('GET', `${base}&ordering=-short_description`, 'coach')).json();
    expect(titles.results.map((e: { short_description: string }) => e.short_description)).toEqual([
      'Walk',
      'Gratitude list',
      '100% effort',
    ]);
  });

  it('pages 15 at a time by default', async () => {
    const { program, area } = await ownProgram();
    for (let n = 0; n < 16; n++) await buildExercise(t.db, area.id);
    const page = (
      await call('GET', `coaches/template-exercises/?themes__areas_of_focus=${program.id}`, 'coach')
    ).json();
    expect(page.count).toBe(16);
    expect(page.results).toHaveLength(15);
    expect(page.next).toMatch(/limit=15&offset=15$/);
  });

  it("shows managed exercises read-only and nothing of a colleague's program", async () => {
    const managed = await buildHabitProgram(t.db, managedBy(companyId));
    await buildExercise(t.db, (await buildArea(t.db, managed.id)).id);
    const page = (
      await call('GET', `coaches/template-exercises/?themes__areas_of_focus=${managed.id}`, 'coach')
    ).json();
    expect(page.results[0]).toMatchObject({ owner: null, editable: false });
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    await buildExercise(t.db, (await buildArea(t.db, theirs.id)).id);
    expect(
      (await call('GET', `coaches/template-exercises/?themes__areas_of_focus=${theirs.id}`, 'coach')).json(),
    ).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('refuses clients (403)', async () => {
    expect((await call('GET', 'coaches/template-exercises/', 'client')).json()).toEqual({
      detail: MESSAGES.noPermission,
      code: 'permission_denied',
    });
  });
});

describe('POST coaches/template-exercises/', () => {
  it('adds an exercise to an area of an own program', async () => {
    const { area } = await ownProgram();
    const response = await call('POST', 'coaches/template-exercises/', 'coach', {
      ...valid(area.id),
      how: 'With a pen',
      only_on: [4, 0, 4],
      always: true,
    });
    expect(response.statusCode).toBe(201);
    const exercise = templateExerciseSchema.strict().parse(response.json());
    expect(exercise).toMatchObject({
      short_description: 'Morning pages',
      how: 'With a pen',
      why: '',
      buffer: 2,
      available_for: 3,
      always: true,
      active: true,
      only_on: [0, 4],
      themes: [area.id],
      area: { id: area.id, name: 'Calm' },
      resources: [],
      editable: true,
    });
    expect(await exerciseRow(exercise.id)).toMatchObject({ areaId: area.id, onlyOn: [0, 4] });
  });

  it('requires title, description, buffer, available_for and an area', async () => {
    const response = await call('POST', 'coaches/template-exercises/', 'coach', { how: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      short_description: ['This field may not be blank.'],
      description: ['This field may not be blank.'],
      buffer: [MESSAGES.required],
      available_for: [MESSAGES.required],
    });
    const { program } = await ownProgram();
    const { themes: _themes, ...withoutArea } = valid(0);
    for (const payload of [
      withoutArea,
      { ...withoutArea, themes: [] },
      { ...withoutArea, habit_program: program.id },
    ]) {
      const missing = await call('POST', 'coaches/template-exercises/', 'coach', payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ themes: [MESSAGES.required] });
    }
  });

  it('asks for an area of focus first when the named program has none', async () => {
    const empty = await buildHabitProgram(t.db, ownedBy(coach));
    await buildArea(t.db, empty.id, { deleted: true });
    const { themes: _themes, ...withoutArea } = valid(0);
    const response = await call('POST', 'coaches/template-exercises/', 'coach', {
      ...withoutArea,
      habit_program: empty.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [HABIT_MESSAGES.createAreaFirst] });
  });

  it("refuses a colleague's or deleted area (field error) and a managed one (403)", async () => {
    const theirs = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id);
    const { program } = await ownProgram();
    const deleted = await buildArea(t.db, program.id, { deleted: true });
    for (const hidden of [theirs, deleted]) {
      const response = await call('POST', 'coaches/template-exercises/', 'coach', valid(hidden.id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ themes: [invalidPk(hidden.id)] });
    }
    const managed = await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(companyId))).id);
    const refused = await call('POST', 'coaches/template-exercises/', 'coach', valid(managed.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(readOnlyBody);
    const none = await t.db.select().from(templateExercises).where(eq(templateExercises.areaId, managed.id));
    expect(none).toEqual([]);
  });
});

describe('GET, PATCH and DELETE coaches/template-exercises/{id}/', () => {
  it('changes an own exercise, and may move it to another area the coach owns', async () => {
    const { program, area } = await ownProgram();
    const next = await buildArea(t.db, program.id, { name: 'Next' });
    const exercise = await buildExercise(t.db, area.id);
    const response = await call('PATCH', `coaches/template-exercises/${exercise.id}/`, 'coach', {
      short_description: 'Renamed',
      active: false,
      only_on: [6, 5],
      themes: [next.id],
      lesson: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      short_description: 'Renamed',
      active: false,
      only_on: [5, 6],
      themes: [next.id],
      area: { name: 'Next' },
    });
    expect((await exerciseRow(exercise.id)).updatedAt.getTime()).toBeGreaterThan(
      exercise.updatedAt.getTime(),
    );
  });

  it("refuses managed exercises (403), colleagues' and deleted ones (404), and moves into a managed area", async () => {
    const managedArea = await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(companyId))).id);
    const managed = await buildExercise(t.db, managedArea.id, { shortDescription: 'Managed' });
    const theirs = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id)).id,
    );
    const { area } = await ownProgram();
    const deleted = await buildExercise(t.db, area.id, { deleted: true });
    expect((await call('GET', `coaches/template-exercises/${managed.id}/`, 'coach')).json().editable).toBe(
      false,
    );
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(method, `coaches/template-exercises/${managed.id}/`, 'coach', { why: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(readOnlyBody);
      for (const hidden of [theirs, deleted])
        expect(
          (await call(method, `coaches/template-exercises/${hidden.id}/`, 'coach', { why: 'x' })).statusCode,
        ).toBe(404);
    }
    expect((await call('GET', `coaches/template-exercises/${theirs.id}/`, 'coach')).statusCode).toBe(404);
    const own = await buildExercise(t.db, area.id);
    const move = await call('PATCH', `coaches/template-exercises/${own.id}/`, 'coach', {
      themes: [managedArea.id],
    });
    expect(move.statusCode).toBe(403);
    expect((await exerciseRow(own.id)).areaId).toBe(area.id);
    expect((await exerciseRow(managed.id)).shortDescription).toBe('Managed');
  });

  it('soft-deletes an own exercise', async () => {
    const { program, area } = await ownProgram();
    const exercise = await buildExercise(t.db, area.id);
    expect((await call('DELETE', `coaches/template-exercises/${exercise.id}/`, 'coach')).statusCode).toBe(
      204,
    );
    expect((await exerciseRow(exercise.id)).deleted).toBe(true);
    expect((await call('GET', `coaches/template-exercises/${exercise.id}/`, 'coach')).statusCode).toBe(404);
    const page = (
      await call('GET', `coaches/template-exercises/?themes__areas_of_focus=${program.id}`, 'coach')
    ).json();
    expect(page.count).toBe(0);
  });
});

describe('GET coaches/template-exercises/{id}/print/', () => {
  it('answers the exercise as a PDF attachment named after its title', async () => {
    const { area } = await ownProgram();
    const exercise = await buildExercise(t.db, area.id, { shortDescription: 'Évening Walk: 10 min!' });
    const response = await call('GET', `coaches/template-exercises/${exercise.id}/print/`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="evening-walk-10-min.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("prints managed exercises, not a colleague's (404), and refuses clients (403)", async () => {
    const managed = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(companyId))).id)).id,
    );
    expect((await call('GET', `coaches/template-exercises/${managed.id}/print/`, 'coach')).statusCode).toBe(
      200,
    );
    const theirs = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id)).id,
    );
    expect((await call('GET', `coaches/template-exercises/${theirs.id}/print/`, 'coach')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `coaches/template-exercises/${managed.id}/print/`, 'client')).statusCode).toBe(
      403,
    );
  });
});

describe('the lesson of an exercise', () => {
  /** A lesson of a course with this ownership (published or not: coaches link drafts too). */
  async function lessonOf(owner: Parameters<typeof buildCourse>[1]) {
    const course = await buildCourse(t.db, owner);
    return buildLesson(t.db, (await buildModule(t.db, course.id, { published: false })).id, {
      published: false,
    });
  }

  it("links a lesson of the coach's own or their company's managed course, and unlinks it with null", async () => {
    const { area } = await ownProgram();
    const own = await lessonOf(ownedBy(coach));
    const managed = await lessonOf(managedBy(companyId));
    const created = await call('POST', 'coaches/template-exercises/', 'coach', {
      ...valid(area.id),
      lesson: own.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ lesson: own.id });
    expect((await exerciseRow(created.json().id)).lessonId).toBe(own.id);

    const id = created.json().id as number;
    const moved = await call('PATCH', `coaches/template-exercises/${id}/`, 'coach', { lesson: managed.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ lesson: managed.id });
    const cleared = await call('PATCH', `coaches/template-exercises/${id}/`, 'coach', { lesson: null });
    expect(cleared.json()).toMatchObject({ lesson: null });
    expect((await exerciseRow(id)).lessonId).toBeNull();
  });

  it("refuses a colleague's lesson, another company's managed lesson or none (invalid pk), changing nothing", async () => {
    const { area } = await ownProgram();
    const exercise = await buildExercise(t.db, area.id);
    const { company: otherCompany } = await buildOwner(t.db);
    const refused = [
      (await lessonOf(ownedBy(colleague))).id,
      (await lessonOf(managedBy(otherCompany.id))).id,
      999999,
    ];
    for (const lesson of refused) {
      const create = await call('POST', 'coaches/template-exercises/', 'coach', {
        ...valid(area.id),
        lesson,
      });
      expect(create.statusCode).toBe(400);
      expect(create.json()).toEqual({ lesson: [invalidPk(lesson)] });
      const patch = await call('PATCH', `coaches/template-exercises/${exercise.id}/`, 'coach', { lesson });
      expect(patch.statusCode).toBe(400);
      expect(patch.json()).toEqual({ lesson: [invalidPk(lesson)] });
    }
    expect((await exerciseRow(exercise.id)).lessonId).toBeNull();
    const made = await t.db.select().from(templateExercises).where(eq(templateExercises.areaId, area.id));
    expect(made.map((row) => row.id)).toEqual([exercise.id]);
  });
});
