import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { HABIT_MESSAGES, habitProgramSchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import {
  areasOfFocus,
  clientAreasOfFocus,
  clientProfiles,
  exerciseResources,
  habitPrograms,
  templateExercises,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, buildPulseSurvey, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, chooseAreas } from '../../test/factories/habits';
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

const programRow = async (id: number) =>
  (await t.db.select().from(habitPrograms).where(eq(habitPrograms.id, id)))[0]!;
const notFoundBody = { detail: HABIT_MESSAGES.programNotFound };
const readOnlyBody = { detail: HABIT_MESSAGES.readOnly, code: 'permission_denied' };

describe('GET coaches/habit-programs/', () => {
  it('lists own and managed programs with their clients, areas and live exercises counted', async () => {
    const loner = await buildCoach(t.db, null);
    const lonerAuth = await authHeader(t.app, loner.email);
    const program = await buildHabitProgram(t.db, ownedBy(loner), { name: 'Counted' });
    await buildHabitProgram(t.db, ownedBy(loner), { name: 'zz gone', deleted: true });
    const area = await buildArea(t.db, program.id);
    const deletedArea = await buildArea(t.db, program.id, { deleted: true });
    await buildExercise(t.db, area.id);
    await buildExercise(t.db, area.id);
    await buildExercise(t.db, area.id, { deleted: true });
    await buildExercise(t.db, deletedArea.id);
    await buildClient(t.db, loner, { theme: program.id });
    await buildClient(t.db, loner, { theme: program.id, deactivated: new Date() });
    // Another coach's client on it counts too: it still keeps the program in use.
    await buildClient(t.db, colleague, { theme: program.id });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/habit-programs/',
      headers: { authorization: lonerAuth },
    });
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(habitProgramSchema.strict()).parse(response.json());
    expect(page.count).toBe(1);
    expect(page.results[0]).toEqual({
      id: program.id,
      name: 'Counted',
      daily_exercises: 3,
      assign_all: true,
      max_number_of_allowed_groups: 3,
      pulse_survey: null,
      editable: true,
      owner: loner.id,
      company: null,
      deleted: false,
      clients_count: 3,
      areas_count: 1,
      exercises_count: 2,
    });
  });

  it('pages 15 at a time by default', async () => {
    const busy = await buildCoach(t.db, null);
    for (let n = 0; n < 16; n++)
      await buildHabitProgram(t.db, ownedBy(busy), { name: `P${String(n).padStart(2, '0')}` });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/habit-programs/',
      headers: { authorization: await authHeader(t.app, busy.email) },
    });
    const page = response.json();
    expect(page.count).toBe(16);
    expect(page.results).toHaveLength(15);
    expect(page.results[0].name).toBe('P00');
    expect(page.next).toMatch(/limit=15&offset=15$/);
  });
});

describe('POST coaches/habit-programs/', () => {
  it('creates a program owned by the coach with the spec defaults', async () => {
    const response = await call('POST', 'coaches/habit-programs/', 'coach', { name: ' Morning ' });
    expect(response.statusCode).toBe(201);
    const program = habitProgramSchema.strict().parse(response.json());
    expect(program).toMatchObject({
      name: 'Morning',
      assign_all: true,
      daily_exercises: 3,
      max_number_of_allowed_groups: 3,
      pulse_survey: null,
      owner: coach.id,
      company: companyId,
      editable: true,
      clients_count: 0,
    });
    expect((await programRow(program.id)).ownerId).toBe(coach.id);
  });

  it("accepts the coach's own and managed pulse surveys, not a colleague's", async () => {
    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    const ok = await call('POST', 'coaches/habit-programs/', 'coach', {
      name: 'With survey',
      pulse_survey: managed.id,
      assign_all: false,
      max_number_of_allowed_groups: 2,
      daily_exercises: 5,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      pulse_survey: managed.id,
      assign_all: false,
      max_number_of_allowed_groups: 2,
    });
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    const refused = await call('POST', 'coaches/habit-programs/', 'coach', {
      name: 'X',
      pulse_survey: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ pulse_survey: [`Invalid pk "${theirs.id}" - object does not exist.`] });
  });

  it('requires a name with the spec message, and bounds the numbers', async () => {
    for (const payload of [{}, { name: '   ' }]) {
      const response = await call('POST', 'coaches/habit-programs/', 'coach', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ name: [HABIT_MESSAGES.programNameRequired] });
    }
    const tooMany = await call('POST', 'coaches/habit-programs/', 'coach', {
      name: 'X',
      daily_exercises: 21,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json())).toEqual(['daily_exercises']);
  });

  it('refuses clients (403) and visitors (401)', async () => {
    expect((await call('POST', 'coaches/habit-programs/', 'client', { name: 'X' })).statusCode).toBe(403);
    expect((await call('POST', 'coaches/habit-programs/', null, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('GET, PUT and PATCH coaches/habit-programs/{id}/', () => {
  it('shows own and managed programs; managed ones are not editable', async () => {
    const own = await buildHabitProgram(t.db, ownedBy(coach), { name: 'Mine' });
    const managed = await buildHabitProgram(t.db, managedBy(companyId), { name: 'Company' });
    expect((await call('GET', `coaches/habit-programs/${own.id}/`, 'coach')).json()).toMatchObject({
      id: own.id,
      editable: true,
    });
    const response = await call('GET', `coaches/habit-programs/${managed.id}/`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: managed.id,
      owner: null,
      company: companyId,
      editable: false,
    });
  });

  it("answers 404 for a colleague's, another company's or a deleted program, and 403 to clients", async () => {
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    const foreign = await buildHabitProgram(t.db, managedBy((await buildOwner(t.db)).company.id));
    const deleted = await buildHabitProgram(t.db, ownedBy(coach), { deleted: true });
    for (const program of [theirs, foreign, deleted]) {
      const response = await call('GET', `coaches/habit-programs/${program.id}/`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await call('GET', `coaches/habit-programs/${theirs.id}/`, 'client')).statusCode).toBe(403);
  });

  it('lets the owner change some settings (PATCH) or all of them (PUT)', async () => {
    const own = await buildHabitProgram(t.db, ownedBy(coach), { name: 'Before', dailyExercises: 2 });
    const patched = await call('PATCH', `coaches/habit-programs/${own.id}/`, 'coach', { name: 'After' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'After', daily_exercises: 2 });
    const put = await call('PUT', `coaches/habit-programs/${own.id}/`, 'coach', {
      name: 'Whole',
      daily_exercises: 4,
      assign_all: false,
      max_number_of_allowed_groups: 2,
    });
    expect(put.statusCode).toBe(200);
    expect(await programRow(own.id)).toMatchObject({
      name: 'Whole',
      dailyExercises: 4,
      assignAll: false,
      maxNumberOfAllowedGroups: 2,
      pulseSurveyId: null,
    });
  });

  it("refuses changes to managed programs (403) and colleagues' (404), leaving them alone", async () => {
    const managed = await buildHabitProgram(t.db, managedBy(companyId), { name: 'Company' });
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague), { name: 'Theirs' });
    const toManaged = await call('PATCH', `coaches/habit-programs/${managed.id}/`, 'coach', {
      name: 'Mine now',
    });
    expect(toManaged.statusCode).toBe(403);
    expect(toManaged.json()).toEqual(readOnlyBody);
    const toTheirs = await call('PUT', `coaches/habit-programs/${theirs.id}/`, 'coach', { name: 'Mine now' });
    expect(toTheirs.statusCode).toBe(404);
    expect((await programRow(managed.id)).name).toBe('Company');
    expect((await programRow(theirs.id)).name).toBe('Theirs');
  });

  it('validates the patch and its pulse survey', async () => {
    const own = await buildHabitProgram(t.db, ownedBy(coach));
    const blank = await call('PATCH', `coaches/habit-programs/${own.id}/`, 'coach', { name: '' });
    expect(blank.json()).toEqual({ name: [HABIT_MESSAGES.programNameRequired] });
    const survey = await buildPulseSurvey(t.db, ownedBy(colleague));
    const response = await call('PATCH', `coaches/habit-programs/${own.id}/`, 'coach', {
      pulse_survey: survey.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ pulse_survey: [`Invalid pk "${survey.id}" - object does not exist.`] });
  });
});

describe('DELETE coaches/habit-programs/{id}/', () => {
  it('soft-deletes an unused program the coach owns', async () => {
    const own = await buildHabitProgram(t.db, ownedBy(coach));
    const area = await buildArea(t.db, own.id);
    const response = await call('DELETE', `coaches/habit-programs/${own.id}/`, 'coach');
    expect(response.statusCode).toBe(204);
    expect((await programRow(own.id)).deleted).toBe(true);
    // Its areas stay for the history of the tasks they gave.
    expect((await t.db.select().from(areasOfFocus).where(eq(areasOfFocus.id, area.id)))[0]!.deleted).toBe(
      false,
    );
    expect((await call('GET', `coaches/habit-programs/${own.id}/`, 'coach')).statusCode).toBe(404);
    const listed = (await call('GET', 'coaches/habit-programs/?limit=1000', 'coach')).json();
    expect(listed.results.map((p: { id: number }) => p.id)).not.toContain(own.id);
  });

  it('answers the spec messages: 404 not visible, 403 not the owner, 409 in use', async () => {
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    const notVisible = await call('DELETE', `coaches/habit-programs/${theirs.id}/`, 'coach');
    expect(notVisible.statusCode).toBe(404);
    expect(notVisible.json()).toEqual(notFoundBody);

    const managed = await buildHabitProgram(t.db, managedBy(companyId));
    const notOwner = await call('DELETE', `coaches/habit-programs/${managed.id}/`, 'coach');
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toMatchObject({ detail: HABIT_MESSAGES.onlyOwnersDelete });

    const used = await buildHabitProgram(t.db, ownedBy(coach));
    await buildClient(t.db, coach, { theme: used.id });
    const inUse = await call('DELETE', `coaches/habit-programs/${used.id}/`, 'coach');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ detail: HABIT_MESSAGES.programInUse });
    for (const program of [theirs, managed, used]) expect((await programRow(program.id)).deleted).toBe(false);
  });

  it("is blocked by a deactivated client and by another coach's client too", async () => {
    const byDeactivated = await buildHabitProgram(t.db, ownedBy(coach));
    await buildClient(t.db, coach, { theme: byDeactivated.id, deactivated: new Date() });
    const byOther = await buildHabitProgram(t.db, ownedBy(coach));
    await buildClient(t.db, colleague, { theme: byOther.id });
    for (const program of [byDeactivated, byOther])
      expect((await call('DELETE', `coaches/habit-programs/${program.id}/`, 'coach')).statusCode).toBe(409);
  });

  it('refuses clients (403)', async () => {
    const own = await buildHabitProgram(t.db, ownedBy(coach));
    expect((await call('DELETE', `coaches/habit-programs/${own.id}/`, 'client')).json()).toEqual({
      detail: MESSAGES.noPermission,
      code: 'permission_denied',
    });
    expect((await programRow(own.id)).deleted).toBe(false);
  });
});

describe('POST coaches/habit-programs/{id}/copy_program/', () => {
  /** A program of `owner` with two live areas (in reverse creation order), a deleted one, exercises and resources. */
  async function stocked(owner: { ownerId: number | null; companyId: number | null }) {
    const survey = await buildPulseSurvey(t.db, managedBy(companyId));
    const program = await buildHabitProgram(t.db, owner, {
      name: 'Original',
      dailyExercises: 4,
      assignAll: false,
      maxNumberOfAllowedGroups: 2,
      pulseSurveyId: survey.id,
    });
    const second = await buildArea(t.db, program.id, { name: 'Second', color: '#112233', ordering: 1 });
    const first = await buildArea(t.db, program.id, {
      name: 'First',
      color: '#445566',
      ordering: 0,
      public: false,
    });
    const gone = await buildArea(t.db, program.id, { name: 'Gone', ordering: 2, deleted: true });
    const breathe = await buildExercise(t.db, first.id, {
      shortDescription: 'Breathe',
      buffer: 3,
      availableFor: 2,
      always: true,
      onlyOn: [0, 2],
      active: false,
    });
    await buildExercise(t.db, first.id, { shortDescription: 'Removed', deleted: true });
    await buildExercise(t.db, second.id, { shortDescription: 'Walk' });
    await buildExercise(t.db, gone.id, { shortDescription: 'In a deleted area' });
    await buildResource(t.db, breathe.id, { instruction: 'Read this', url: 'https://example.test/a' });
    await buildResource(t.db, breathe.id, {
      instruction: 'Print this',
      url: null,
      fileKey: 'exercise-resources/abc.pdf',
      fileName: 'sheet.pdf',
    });
    return { program, first, second, gone, survey };
  }

  const areasOf = (programId: number) =>
    t.db
      .select()
      .from(areasOfFocus)
      .where(eq(areasOfFocus.programId, programId))
      .orderBy(asc(areasOfFocus.ordering));

  it('copies settings, live areas in order, live exercises and resources (sharing files)', async () => {
    const { program, survey } = await stocked(ownedBy(coach));
    const response = await call('POST', `coaches/habit-programs/${program.id}/copy_program/`, 'coach', {
      name: 'Copy',
    });
    expect(response.statusCode).toBe(201);
    const copy = habitProgramSchema.strict().parse(response.json());
    expect(copy).toMatchObject({
      name: 'Copy',
      daily_exercises: 4,
      assign_all: false,
      max_number_of_allowed_groups: 2,
      pulse_survey: survey.id,
      owner: coach.id,
      editable: true,
      clients_count: 0,
      areas_count: 2,
      exercises_count: 2,
    });
    expect(copy.id).not.toBe(program.id);

    const areas = await areasOf(copy.id);
    expect(areas.map((a) => [a.name, a.color, a.public, a.ordering, a.deleted])).toEqual([
      ['First', '#445566', false, 0, false],
      ['Second', '#112233', true, 1, false],
    ]);
    const exercises = await t.db
      .select()
      .from(templateExercises)
      .where(
        inArray(
          templateExercises.areaId,
          areas.map((a) => a.id),
        ),
      )
      .orderBy(asc(templateExercises.shortDescription));
    expect(exercises.map((e) => [e.shortDescription, e.areaId])).toEqual([
      ['Breathe', areas[0]!.id],
      ['Walk', areas[1]!.id],
    ]);
    expect(exercises[0]).toMatchObject({
      buffer: 3,
      availableFor: 2,
      always: true,
      onlyOn: [0, 2],
      active: false,
    });
    const resources = await t.db
      .select()
      .from(exerciseResources)
      .where(eq(exerciseResources.exerciseId, exercises[0]!.id))
      .orderBy(asc(exerciseResources.id));
    expect(resources.map((r) => [r.instruction, r.url, r.fileKey, r.fileName])).toEqual([
      ['Read this', 'https://example.test/a', null, null],
      ['Print this', null, 'exercise-resources/abc.pdf', 'sheet.pdf'],
    ]);
    // The original is untouched.
    expect((await areasOf(program.id)).map((a) => a.name)).toEqual(['First', 'Second', 'Gone']);
  });

  it('gives a coach an editable copy of a managed program', async () => {
    const { program } = await stocked(managedBy(companyId));
    const response = await call('POST', `coaches/habit-programs/${program.id}/copy_program/`, 'coach', {
      name: 'My version',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'My version',
      owner: coach.id,
      editable: true,
      areas_count: 2,
    });
  });

  it("moves the coach's own clients and their chosen areas when asked, nobody else's", async () => {
    const { program, first, second } = await stocked(ownedBy(coach));
    const { user: mine } = await buildClient(t.db, coach, { theme: program.id });
    await chooseAreas(t.db, mine.id, [second.id, first.id]);
    const { user: staying } = await buildClient(t.db, colleague, { theme: program.id });
    await chooseAreas(t.db, staying.id, [first.id, second.id]);

    const response = await call('POST', `coaches/habit-programs/${program.id}/copy_program/`, 'coach', {
      name: 'Moved',
      move_clients: true,
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.clients_count).toBe(1);
    const theme = async (userId: number) =>
      (await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)))[0]!.theme;
    expect(await theme(mine.id)).toBe(copy.id);
    expect(await theme(staying.id)).toBe(program.id);

    const copiedAreas = await areasOf(copy.id);
    const chosen = async (userId: number) =>
      (
        await t.db
          .select()
          .from(clientAreasOfFocus)
          .where(eq(clientAreasOfFocus.userId, userId))
          .orderBy(asc(clientAreasOfFocus.ordering))
      ).map((row) => row.areaId);
    // Second then First, as they were chosen, now the copies.
    expect(await chosen(mine.id)).toEqual([copiedAreas[1]!.id, copiedAreas[0]!.id]);
    expect(await chosen(staying.id)).toEqual([first.id, second.id]);
  });

  it('leaves the clients where they are without move_clients', async () => {
    const { program } = await stocked(ownedBy(coach));
    const { user: client } = await buildClient(t.db, coach, { theme: program.id });
    const response = await call('POST', `coaches/habit-programs/${program.id}/copy_program/`, 'coach', {
      name: 'Copy',
    });
    expect(response.json().clients_count).toBe(0);
    expect(
      (await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, client.id)))[0]!.theme,
    ).toBe(program.id);
  });

  it("answers 404 for a colleague's program, 403 to clients, and requires a name", async () => {
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    const hidden = await call('POST', `coaches/habit-programs/${theirs.id}/copy_program/`, 'coach', {
      name: 'X',
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody);
    const own = await buildHabitProgram(t.db, ownedBy(coach));
    expect(
      (await call('POST', `coaches/habit-programs/${own.id}/copy_program/`, 'client', { name: 'X' }))
        .statusCode,
    ).toBe(403);
    const nameless = await call('POST', `coaches/habit-programs/${own.id}/copy_program/`, 'coach', {});
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ name: [HABIT_MESSAGES.programNameRequired] });
  });
});
