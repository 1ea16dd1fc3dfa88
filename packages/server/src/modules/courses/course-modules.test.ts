import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { COURSE_MESSAGES, courseModuleSchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { courseModules, lessonResources, moduleLessons } from '../../db/schema';
import { apiCaller } from '../../test/api';
import { buildCourse, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildLessonResource, buildModule } from '../../test/factories/courses';
import { invalidPk } from '../../lib/errors';
import { coursesWorld, type CoursesWorld } from './courses.test-support';

let w: CoursesWorld;
const auth: Record<string, string> = {};
beforeAll(async () => {
  w = await coursesWorld();
  Object.assign(auth, w.auth);
});
afterAll(() => w.close());

const call = apiCaller(() => w.t, auth);

const notFoundBody = { detail: MESSAGES.notFound };
const courseNotFoundBody = { detail: COURSE_MESSAGES.courseNotFound };
const readOnlyBody = { detail: COURSE_MESSAGES.readOnly, code: 'permission_denied' };
const write = { title: 'Week one', description: 'Getting started', published: true };

const moduleRow = async (id: number) =>
  (await w.t.db.select().from(courseModules).where(eq(courseModules.id, id)))[0];
/** A course's modules in their order. */
const orderOfModules = async (courseId: number) =>
  w.t.db
    .select({ id: courseModules.id, ordering: courseModules.ordering })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.ordering), asc(courseModules.id));

const ownCourse = () => buildCourse(w.t.db, ownedBy(w.coach));
const managedCourse = () => buildCourse(w.t.db, managedBy(w.companyId));
const colleaguesCourse = () => buildCourse(w.t.db, ownedBy(w.colleague));

describe('GET coaches/course-modules/?course=ID', () => {
  it('lists the modules of an own course in their order, with all their lessons counted', async () => {
    const course = await ownCourse();
    const second = await buildModule(w.t.db, course.id, { ordering: 1, published: false });
    const first = await buildModule(w.t.db, course.id, { ordering: 0, title: 'Intro' });
    await buildLesson(w.t.db, second.id);
    await buildLesson(w.t.db, second.id, { published: false });
    await buildModule(w.t.db, (await ownCourse()).id);

    const response = await call('GET', `coaches/course-modules/?course=${course.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(courseModuleSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results.map((m) => m.id)).toEqual([first.id, second.id]);
    expect(page.results[0]).toEqual({
      id: first.id,
      course: course.id,
      title: 'Intro',
      description: 'About it',
      published: true,
      ordering: 0,
      lessons_count: 0,
      editable: true,
    });
    expect(page.results[1]).toMatchObject({ published: false, lessons_count: 2 });
  });

  it("lists a managed course's modules read-only", async () => {
    const course = await managedCourse();
    const module = await buildModule(w.t.db, course.id);
    const page = (await call('GET', `coaches/course-modules/?course=${course.id}`, 'coach')).json();
    expect(page.results).toEqual([expect.objectContaining({ id: module.id, editable: false })]);
  });

  it("answers 404 for another coach's course, and needs the course", async () => {
    const course = await colleaguesCourse();
    await buildModule(w.t.db, course.id);
    const response = await call('GET', `coaches/course-modules/?course=${course.id}`, 'coach');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(courseNotFoundBody);
    const missing = await call('GET', 'coaches/course-modules/', 'coach');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('course');
  });

  it('refuses a client', async () => {
    const course = await ownCourse();
    const response = await call('GET', `coaches/course-modules/?course=${course.id}`, 'client');
    expect(response.statusCode).toBe(403);
  });
});

describe('POST coaches/course-modules/', () => {
  it('adds a module last in an own course', async () => {
    const course = await ownCourse();
    await buildModule(w.t.db, course.id, { ordering: 6 });
    const response = await call('POST', 'coaches/course-modules/', 'coach', { ...write, course: course.id });
    expect(response.statusCode).toBe(201);
    expect(courseModuleSchema.strict().parse(response.json())).toMatchObject({
      ...write,
      course: course.id,
      ordering: 7,
      lessons_count: 0,
      editable: true,
    });
    const first = await call('POST', 'coaches/course-modules/', 'coach', {
      course: (await ownCourse()).id,
      title: 'A',
      description: 'B',
    });
    expect(first.json()).toMatchObject({ ordering: 0, published: false });
  });

  it('needs a title and a description', async () => {
    const course = await ownCourse();
    const response = await call('POST', 'coaches/course-modules/', 'coach', {
      course: course.id,
      title: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: [COURSE_MESSAGES.titleRequired],
      description: [COURSE_MESSAGES.descriptionRequired],
    });
  });

  it("refuses another coach's or a missing course as an unknown id, and a managed one (403)", async () => {
    for (const id of [(await colleaguesCourse()).id, 999999]) {
      const response = await call('POST', 'coaches/course-modules/', 'coach', { ...write, course: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ course: [invalidPk(id)] });
    }
    const managed = await managedCourse();
    const response = await call('POST', 'coaches/course-modules/', 'coach', { ...write, course: managed.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(readOnlyBody);
    expect(await orderOfModules(managed.id)).toEqual([]);
  });

  it('refuses a client', async () => {
    const course = await ownCourse();
    const response = await call('POST', 'coaches/course-modules/', 'client', { ...write, course: course.id });
    expect(response.statusCode).toBe(403);
    expect(await orderOfModules(course.id)).toEqual([]);
  });
});

describe('GET/PUT/PATCH coaches/course-modules/{id}/', () => {
  it('reads a module of an own or managed course', async () => {
    const own = await buildModule(w.t.db, (await ownCourse()).id);
    const managed = await buildModule(w.t.db, (await managedCourse()).id);
    const ownBody = (await call('GET', `coaches/course-modules/${own.id}/`, 'coach')).json();
    expect(courseModuleSchema.strict().parse(ownBody)).toMatchObject({ id: own.id, editable: true });
    const managedBody = await call('GET', `coaches/course-modules/${managed.id}/`, 'coach');
    expect(managedBody.statusCode).toBe(200);
    expect(managedBody.json()).toMatchObject({ id: managed.id, editable: false });
  });

  it('changes the fields PATCH sends and all that PUT sends', async () => {
    const course = await ownCourse();
    const module = await buildModule(w.t.db, course.id, { ordering: 2, published: true });
    const patched = await call('PATCH', `coaches/course-modules/${module.id}/`, 'coach', {
      published: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: module.title, published: false, ordering: 2 });
    const put = await call('PUT', `coaches/course-modules/${module.id}/`, 'coach', {
      ...write,
      course: course.id,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ...write, course: course.id, ordering: 2 });
    expect(await moduleRow(module.id)).toMatchObject({ title: write.title, description: write.description });
  });

  it('moves a module to the end of another own course when PUT names it', async () => {
    const from = await ownCourse();
    const to = await ownCourse();
    await buildModule(w.t.db, to.id, { ordering: 3 });
    const module = await buildModule(w.t.db, from.id);
    const response = await call('PUT', `coaches/course-modules/${module.id}/`, 'coach', {
      ...write,
      course: to.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ course: to.id, ordering: 4 });
  });

  it("refuses to move a module into another coach's course (unknown id) or a managed one (403)", async () => {
    const module = await buildModule(w.t.db, (await ownCourse()).id);
    const colleagues = await colleaguesCourse();
    const toOther = await call('PUT', `coaches/course-modules/${module.id}/`, 'coach', {
      ...write,
      course: colleagues.id,
    });
    expect(toOther.statusCode).toBe(400);
    expect(toOther.json()).toEqual({ course: [invalidPk(colleagues.id)] });
    const toManaged = await call('PUT', `coaches/course-modules/${module.id}/`, 'coach', {
      ...write,
      course: (await managedCourse()).id,
    });
    expect(toManaged.statusCode).toBe(403);
    expect(toManaged.json()).toEqual(readOnlyBody);
    expect((await moduleRow(module.id))!.courseId).toBe(module.courseId);
  });

  it('validates PUT and PATCH', async () => {
    const module = await buildModule(w.t.db, (await ownCourse()).id);
    const patch = await call('PATCH', `coaches/course-modules/${module.id}/`, 'coach', { description: ' ' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ description: [COURSE_MESSAGES.descriptionRequired] });
    const put = await call('PUT', `coaches/course-modules/${module.id}/`, 'coach', { title: 'x' });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ description: [COURSE_MESSAGES.descriptionRequired] });
  });

  it("refuses to change a managed course's module (403) and hides another coach's (404)", async () => {
    const managed = await buildModule(w.t.db, (await managedCourse()).id, { title: 'Company' });
    const theirs = await buildModule(w.t.db, (await colleaguesCourse()).id, { title: 'Theirs' });
    const asManaged = await call('PATCH', `coaches/course-modules/${managed.id}/`, 'coach', { title: 'X' });
    expect(asManaged.statusCode).toBe(403);
    expect(asManaged.json()).toEqual(readOnlyBody);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { title: 'X' }],
      ['PUT', { ...write, course: theirs.courseId }],
    ] as const) {
      const response = await call(method, `coaches/course-modules/${theirs.id}/`, 'coach', payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await call('GET', 'coaches/course-modules/999999/', 'coach')).statusCode).toBe(404);
    expect((await moduleRow(managed.id))!.title).toBe('Company');
    expect((await moduleRow(theirs.id))!.title).toBe('Theirs');
  });

  it('refuses a client', async () => {
    const module = await buildModule(w.t.db, (await ownCourse()).id);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      expect((await call(method, `coaches/course-modules/${module.id}/`, 'client', {})).statusCode).toBe(403);
  });
});

describe('DELETE coaches/course-modules/{id}/', () => {
  it('deletes the module with its lessons and resources, then their files', async () => {
    const course = await ownCourse();
    const module = await buildModule(w.t.db, course.id);
    const sibling = await buildModule(w.t.db, course.id);
    const lessonFile = await w.putFile('lesson-files', 'pdf');
    const resourceFile = await w.putFile('lesson-resources', 'pdf');
    const siblingFile = await w.putFile('lesson-files', 'pdf');
    const lesson = await buildLesson(w.t.db, module.id, {
      type: 'pdf',
      fileKey: lessonFile,
      iframeUrl: null,
    });
    await buildLessonResource(w.t.db, lesson.id, { fileKey: resourceFile, url: null });
    const kept = await buildLesson(w.t.db, sibling.id, {
      type: 'pdf',
      fileKey: siblingFile,
      iframeUrl: null,
    });

    const response = await call('DELETE', `coaches/course-modules/${module.id}/`, 'coach');
    expect(response.statusCode).toBe(204);
    expect(await moduleRow(module.id)).toBeUndefined();
    expect(await w.t.db.select().from(moduleLessons).where(eq(moduleLessons.id, lesson.id))).toEqual([]);
    expect(
      await w.t.db.select().from(lessonResources).where(eq(lessonResources.lessonId, lesson.id)),
    ).toEqual([]);
    expect(w.fileExists(lessonFile)).toBe(false);
    expect(w.fileExists(resourceFile)).toBe(false);
    expect(w.fileExists(siblingFile)).toBe(true);
    expect(await w.t.db.select().from(moduleLessons).where(eq(moduleLessons.id, kept.id))).toHaveLength(1);
  });

  it("refuses a managed course's module (403) and hides another coach's (404)", async () => {
    const managed = await buildModule(w.t.db, (await managedCourse()).id);
    const theirs = await buildModule(w.t.db, (await colleaguesCourse()).id);
    const asManaged = await call('DELETE', `coaches/course-modules/${managed.id}/`, 'coach');
    expect(asManaged.statusCode).toBe(403);
    expect(asManaged.json()).toEqual(readOnlyBody);
    expect((await call('DELETE', `coaches/course-modules/${theirs.id}/`, 'coach')).statusCode).toBe(404);
    expect(await moduleRow(managed.id)).toBeDefined();
    expect(await moduleRow(theirs.id)).toBeDefined();
  });
});

describe('POST coaches/course-modules/{id}/move/', () => {
  it('swaps a module with its neighbour in its course', async () => {
    const course = await ownCourse();
    const a = await buildModule(w.t.db, course.id, { ordering: 0 });
    const b = await buildModule(w.t.db, course.id, { ordering: 1 });
    const c = await buildModule(w.t.db, course.id, { ordering: 1 });
    const response = await call('POST', `coaches/course-modules/${a.id}/move/`, 'coach', {
      direction: 'down',
    });
    expect(response.statusCode).toBe(204);
    expect(await orderOfModules(course.id)).toEqual([
      { id: b.id, ordering: 0 },
      { id: a.id, ordering: 1 },
      { id: c.id, ordering: 2 },
    ]);
    const list = (await call('GET', `coaches/course-modules/?course=${course.id}`, 'coach')).json();
    expect(list.results.map((m: { id: number }) => m.id)).toEqual([b.id, a.id, c.id]);
  });

  it('keeps the order a permutation under 20 concurrent moves', async () => {
    const course = await ownCourse();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await buildModule(w.t.db, course.id, { ordering: i })).id);
    // A few rounds: an interleaving that breaks the order need not happen in any one of them.
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('POST', `coaches/course-modules/${ids[(i * 2 + round) % ids.length]}/move/`, 'coach', {
            direction: i % 3 ? 'up' : 'down',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
      const after = await orderOfModules(course.id);
      expect(after.map((r) => r.ordering)).toEqual([0, 1, 2, 3, 4]);
      expect(after.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
    }
  });

  it("refuses a managed course's module (403), another's (404) and a client (403)", async () => {
    const managed = await buildModule(w.t.db, (await managedCourse()).id);
    const theirs = await buildModule(w.t.db, (await colleaguesCourse()).id);
    const own = await buildModule(w.t.db, (await ownCourse()).id);
    const move = (id: number, role: string) =>
      call('POST', `coaches/course-modules/${id}/move/`, role, { direction: 'up' });
    expect((await move(managed.id, 'coach')).json()).toEqual(readOnlyBody);
    expect((await move(theirs.id, 'coach')).statusCode).toBe(404);
    expect((await move(own.id, 'client')).statusCode).toBe(403);
    const bad = await call('POST', `coaches/course-modules/${own.id}/move/`, 'coach', {});
    expect(bad.statusCode).toBe(400);
  });
});
