import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clientCourseSchema, COURSE_MESSAGES, MESSAGES, paginatedSchema } from '@tandem/shared';
import { clientCourses, lessonCompletions } from '../../db/schema';
import { apiCaller } from '../../test/api';
import { buildClient } from '../../test/factories';
import { buildCourse, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildModule, completeLesson, grantCourse } from '../../test/factories/courses';
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

const courseNotFoundBody = { detail: COURSE_MESSAGES.courseNotFound };
const readOnlyBody = { detail: COURSE_MESSAGES.readOnly, code: 'permission_denied' };

/** The client ids a course was given to, sorted. */
const grantees = async (courseId: number) =>
  (await w.t.db.select().from(clientCourses).where(eq(clientCourses.courseId, courseId)))
    .map((row) => row.clientId)
    .sort((a, b) => a - b);

const ownCourse = () => buildCourse(w.t.db, ownedBy(w.coach));

describe('GET coaches/client-courses/?course=ID', () => {
  it("lists the coach's clients given the course, by name", async () => {
    const course = await ownCourse();
    const { user: zoe } = await buildClient(w.t.db, w.coach, {}, { firstName: 'zoe', lastName: 'Adams' });
    const { user: amy } = await buildClient(w.t.db, w.coach, {}, { firstName: 'Amy', lastName: 'Young' });
    await buildClient(w.t.db, w.coach, {}, { firstName: 'Bob' });
    for (const client of [zoe, amy]) await grantCourse(w.t.db, client.id, course.id);
    await grantCourse(w.t.db, amy.id, (await ownCourse()).id);

    const response = await call('GET', `coaches/client-courses/?course=${course.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(clientCourseSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.client.id)).toEqual([amy.id, zoe.id]);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      course: course.id,
      client: { id: amy.id, first_name: 'Amy', last_name: 'Young', email: amy.email, image: null },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("shows a managed course's grants to the coach's own clients only", async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId));
    const { user: mine } = await buildClient(w.t.db, w.coach);
    const { user: theirs } = await buildClient(w.t.db, w.colleague);
    await grantCourse(w.t.db, mine.id, managed.id);
    await grantCourse(w.t.db, theirs.id, managed.id);
    const page = (await call('GET', `coaches/client-courses/?course=${managed.id}`, 'coach')).json();
    expect(page.count).toBe(1);
    expect(page.results.map((r: { client: { id: number } }) => r.client.id)).toEqual([mine.id]);
  });

  it("answers 404 for another coach's course, 400 without one, 403 for a client", async () => {
    const theirs = await buildCourse(w.t.db, ownedBy(w.colleague));
    const response = await call('GET', `coaches/client-courses/?course=${theirs.id}`, 'coach');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(courseNotFoundBody);
    expect((await call('GET', 'coaches/client-courses/', 'coach')).statusCode).toBe(400);
    const asClient = await call('GET', `coaches/client-courses/?course=${theirs.id}`, 'client');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
  });
});

describe('POST coaches/client-courses/', () => {
  it('gives one of the coach’s clients an own course (201), and again answers the same grant (200)', async () => {
    const course = await ownCourse();
    const { user: client } = await buildClient(w.t.db, w.coach);
    const first = await call('POST', 'coaches/client-courses/', 'coach', {
      client: client.id,
      course: course.id,
    });
    expect(first.statusCode).toBe(201);
    const grant = clientCourseSchema.strict().parse(first.json());
    expect(grant).toMatchObject({ course: course.id, client: { id: client.id, email: client.email } });
    const again = await call('POST', 'coaches/client-courses/', 'coach', {
      client: client.id,
      course: course.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(grant);
    expect(await grantees(course.id)).toEqual([client.id]);
  });

  it('gives the same grant once to concurrent requests', async () => {
    const course = await ownCourse();
    const { user: client } = await buildClient(w.t.db, w.coach);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', 'coaches/client-courses/', 'coach', { client: client.id, course: course.id }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await grantees(course.id)).toEqual([client.id]);
  });

  it("refuses another coach's client and another coach's course as unknown ids", async () => {
    const course = await ownCourse();
    const { user: theirs } = await buildClient(w.t.db, w.colleague);
    const colleagues = await buildCourse(w.t.db, ownedBy(w.colleague));
    const toTheirs = await call('POST', 'coaches/client-courses/', 'coach', {
      client: theirs.id,
      course: course.id,
    });
    expect(toTheirs.statusCode).toBe(400);
    expect(toTheirs.json()).toEqual({ client: [invalidPk(theirs.id)] });
    const ofTheirs = await call('POST', 'coaches/client-courses/', 'coach', {
      client: w.client.id,
      course: colleagues.id,
    });
    expect(ofTheirs.json()).toEqual({ course: [invalidPk(colleagues.id)] });
    const both = await call('POST', 'coaches/client-courses/', 'coach', {
      client: w.coach.id,
      course: 999999,
    });
    expect(both.json()).toEqual({ client: [invalidPk(w.coach.id)], course: [invalidPk(999999)] });
    expect(await grantees(course.id)).toEqual([]);
    expect(await grantees(colleagues.id)).toEqual([]);
  });

  it('refuses to give a managed course (403: giving is changing it)', async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId));
    const response = await call('POST', 'coaches/client-courses/', 'coach', {
      client: w.client.id,
      course: managed.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(readOnlyBody);
    expect(await grantees(managed.id)).toEqual([]);
  });

  it('validates the body and refuses a client', async () => {
    const bad = await call('POST', 'coaches/client-courses/', 'coach', { client: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['client', 'course']);
    const course = await ownCourse();
    const asClient = await call('POST', 'coaches/client-courses/', 'client', {
      client: w.client.id,
      course: course.id,
    });
    expect(asClient.statusCode).toBe(403);
    expect(await grantees(course.id)).toEqual([]);
  });
});

describe('POST coaches/courses/{id}/remove_user/', () => {
  it('takes the course away but keeps the client’s progress, so giving it back restores it', async () => {
    const course = await ownCourse();
    const lesson = await buildLesson(w.t.db, (await buildModule(w.t.db, course.id)).id);
    const { user: client } = await buildClient(w.t.db, w.coach);
    const { user: other } = await buildClient(w.t.db, w.coach);
    await grantCourse(w.t.db, client.id, course.id);
    await grantCourse(w.t.db, other.id, course.id);
    await completeLesson(w.t.db, client.id, lesson.id);

    const response = await call('POST', `coaches/courses/${course.id}/remove_user/`, 'coach', {
      user: client.id,
    });
    expect(response.statusCode).toBe(204);
    expect(await grantees(course.id)).toEqual([other.id]);
    const progress = await w.t.db
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, client.id), eq(lessonCompletions.lessonId, lesson.id)));
    expect(progress).toHaveLength(1);
    const back = await call('POST', 'coaches/client-courses/', 'coach', {
      client: client.id,
      course: course.id,
    });
    expect(back.statusCode).toBe(201);
  });

  it('answers 204 for a user who did not have the course', async () => {
    const course = await ownCourse();
    const response = await call('POST', `coaches/courses/${course.id}/remove_user/`, 'coach', {
      user: w.client.id,
    });
    expect(response.statusCode).toBe(204);
  });

  it("refuses a managed course (403), another coach's (404), a bad body (400) and a client (403)", async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId));
    const theirs = await buildCourse(w.t.db, ownedBy(w.colleague));
    await grantCourse(w.t.db, w.client.id, managed.id);
    const { user: theirClient } = await buildClient(w.t.db, w.colleague);
    await grantCourse(w.t.db, theirClient.id, theirs.id);
    const remove = (id: number, role: string, user: unknown) =>
      call('POST', `coaches/courses/${id}/remove_user/`, role, { user });

    const asManaged = await remove(managed.id, 'coach', w.client.id);
    expect(asManaged.statusCode).toBe(403);
    expect(asManaged.json()).toEqual(readOnlyBody);
    const asOther = await remove(theirs.id, 'coach', theirClient.id);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual(courseNotFoundBody);
    expect((await remove(theirs.id, 'coach', 'nobody')).statusCode).toBe(400);
    expect((await remove(managed.id, 'client', w.client.id)).statusCode).toBe(403);
    expect(await grantees(managed.id)).toEqual([w.client.id]);
    expect(await grantees(theirs.id)).toEqual([theirClient.id]);
  });
});
