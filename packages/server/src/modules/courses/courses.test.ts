import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  COURSE_MESSAGES,
  courseSchema,
  MAX_COURSE_IMAGE_BYTES,
  MESSAGES,
  paginatedSchema,
} from '@tandem/shared';
import {
  clientCourses,
  courseModules,
  courses,
  lessonCompletions,
  lessonResources,
  moduleLessons,
  notes,
} from '../../db/schema';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, managedBy, ownedBy } from '../../test/factories/catalog';
import {
  buildLesson,
  buildLessonResource,
  buildModule,
  completeLesson,
  grantCourse,
} from '../../test/factories/courses';
import { buildJournalEntry } from '../../test/factories/journal';
import { INVALID_IMAGE, NO_IMAGE } from '../../lib/uploads';
import { COURSE_IMAGE_TOO_LARGE } from './courses.service';
import { coursesWorld, multipart, PNG, type CoursesWorld } from './courses.test-support';

let w: CoursesWorld;
beforeAll(async () => {
  w = await coursesWorld();
});
afterAll(() => w.close());

const auth: Record<string, string> = {};
const call = apiCaller(() => w.t, auth);
beforeAll(() => void Object.assign(auth, w.auth));

const notFoundBody = { detail: COURSE_MESSAGES.courseNotFound };
const readOnlyBody = { detail: COURSE_MESSAGES.readOnly, code: 'permission_denied' };
const write = {
  title: 'Mindful mornings',
  description: 'Start the day well',
  public: true,
  published: false,
};

/** A new coach of the company, logged in under `role`, so a list holds only what a test made. */
async function freshCoach(role: string, companyId: number | null = w.companyId) {
  const user = await buildCoach(w.t.db, companyId);
  auth[role] = await authHeader(w.t.app, user.email);
  return user;
}

const courseRow = async (id: number) => (await w.t.db.select().from(courses).where(eq(courses.id, id)))[0];
/** The coach's courses in their order, as the list shows them. */
const orderOfCourses = async (ownerId: number) =>
  w.t.db
    .select({ id: courses.id, ordering: courses.ordering })
    .from(courses)
    .where(eq(courses.ownerId, ownerId))
    .orderBy(asc(courses.ordering), asc(courses.id));

describe('GET coaches/courses/', () => {
  it('lists own and company-managed courses in their order with counts, nobody else’s', async () => {
    const { company } = await buildOwner(w.t.db);
    const me = await freshCoach('lister', company.id);
    const colleague = await buildCoach(w.t.db, company.id);
    const second = await buildCourse(w.t.db, ownedBy(me), { title: 'second', ordering: 2, public: true });
    const first = await buildCourse(w.t.db, ownedBy(me), { title: 'first', ordering: 0 });
    const managed = await buildCourse(w.t.db, managedBy(company.id), { ordering: 1 });
    await buildCourse(w.t.db, ownedBy(colleague), { ordering: 1 });
    await buildCourse(w.t.db, managedBy(w.otherCompanyId), { ordering: 1 });
    const module = await buildModule(w.t.db, second.id);
    await buildModule(w.t.db, second.id, { published: false });
    await buildLesson(w.t.db, module.id);
    await buildLesson(w.t.db, module.id, { published: false });
    const { user: mine } = await buildClient(w.t.db, me);
    const { user: alsoMine } = await buildClient(w.t.db, me);
    const { user: theirs } = await buildClient(w.t.db, colleague);
    for (const client of [mine, alsoMine, theirs]) await grantCourse(w.t.db, client.id, second.id);

    const response = await call('GET', 'coaches/courses/', 'lister');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(courseSchema.strict()).parse(response.json());
    expect(page.count).toBe(3);
    expect(page.results.map((c) => c.id)).toEqual([first.id, managed.id, second.id]);
    expect(page.results[1]).toMatchObject({ owner: null, editable: false });
    expect(page.results[2]).toEqual({
      id: second.id,
      title: 'second',
      description: '',
      public: true,
      published: false,
      background_image: null,
      ordering: 2,
      owner: me.id,
      editable: true,
      modules_count: 2,
      lessons_count: 2,
      // The colleague's client was given it too, but is not this coach's to count.
      clients_count: 2,
    });
  });

  it("shows a company's managed courses read-only, and the owner only those", async () => {
    const { owner, company } = await buildOwner(w.t.db);
    auth.someOwner = await authHeader(w.t.app, owner.email);
    const managed = await buildCourse(w.t.db, managedBy(company.id), { ordering: 5 });
    const coachThere = await freshCoach('coachThere', company.id);
    const own = await buildCourse(w.t.db, ownedBy(coachThere), { ordering: 9 });

    const asOwner = (await call('GET', 'coaches/courses/', 'someOwner')).json();
    expect(asOwner.results.map((c: { id: number }) => c.id)).toEqual([managed.id]);
    expect(asOwner.results[0]).toMatchObject({ editable: false, owner: null });
    const asCoach = (await call('GET', 'coaches/courses/', 'coachThere')).json();
    expect(asCoach.results.map((c: { id: number }) => c.id)).toEqual([managed.id, own.id]);
  });

  it('gives a coach without a company only their own courses', async () => {
    const loner = await freshCoach('loner', null);
    const own = await buildCourse(w.t.db, ownedBy(loner));
    await buildCourse(w.t.db, { ownerId: null, companyId: null });
    const page = (await call('GET', 'coaches/courses/', 'loner')).json();
    expect(page.results.map((c: { id: number }) => c.id)).toEqual([own.id]);
  });

  it('pages with limit and offset (the web asks for 500)', async () => {
    const me = await freshCoach('pager', null);
    for (let i = 0; i < 3; i++) await buildCourse(w.t.db, ownedBy(me), { ordering: i });
    const page = (await call('GET', 'coaches/courses/?limit=2', 'pager')).json();
    expect(page).toMatchObject({ count: 3, previous: null });
    expect(page.results).toHaveLength(2);
    expect(page.next).toMatch(/limit=2&offset=2$/);
    expect((await call('GET', 'coaches/courses/?limit=500', 'pager')).json().results).toHaveLength(3);
  });

  it('refuses a client (403) and a visitor (401)', async () => {
    const asClient = await call('GET', 'coaches/courses/', 'client');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect((await call('GET', 'coaches/courses/', null)).statusCode).toBe(401);
  });
});

describe('POST coaches/courses/', () => {
  it('creates a course owned by the coach in their company, last among theirs', async () => {
    const me = await freshCoach('creator');
    await buildCourse(w.t.db, ownedBy(me), { ordering: 4 });
    const response = await call('POST', 'coaches/courses/', 'creator', write);
    expect(response.statusCode).toBe(201);
    const course = courseSchema.strict().parse(response.json());
    expect(course).toMatchObject({
      ...write,
      owner: me.id,
      ordering: 5,
      editable: true,
      background_image: null,
      modules_count: 0,
      lessons_count: 0,
      clients_count: 0,
    });
    expect((await courseRow(course.id))!.companyId).toBe(w.companyId);
  });

  it('puts a first course at 0 and defaults public and published to false', async () => {
    await freshCoach('firstTimer');
    const response = await call('POST', 'coaches/courses/', 'firstTimer', {
      title: 'Only',
      description: 'One',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ordering: 0, public: false, published: false });
  });

  it('needs a title and a description', async () => {
    const missing = await call('POST', 'coaches/courses/', 'coach', { public: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      title: [COURSE_MESSAGES.titleRequired],
      description: [COURSE_MESSAGES.descriptionRequired],
    });
    const blank = await call('POST', 'coaches/courses/', 'coach', { title: '  ', description: '' });
    expect(blank.json()).toEqual({
      title: [COURSE_MESSAGES.titleRequired],
      description: [COURSE_MESSAGES.descriptionRequired],
    });
  });

  it('refuses a client', async () => {
    const response = await call('POST', 'coaches/courses/', 'client', write);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: MESSAGES.noPermission });
  });
});

describe('GET/PUT/PATCH coaches/courses/{id}/', () => {
  it('reads an own course and a managed one (read-only)', async () => {
    const own = await buildCourse(w.t.db, ownedBy(w.coach), { title: 'Mine' });
    const managed = await buildCourse(w.t.db, managedBy(w.companyId), { title: 'Company' });
    const ownBody = (await call('GET', `coaches/courses/${own.id}/`, 'coach')).json();
    expect(courseSchema.strict().parse(ownBody)).toMatchObject({ title: 'Mine', editable: true });
    const managedResponse = await call('GET', `coaches/courses/${managed.id}/`, 'coach');
    expect(managedResponse.statusCode).toBe(200);
    expect(managedResponse.json()).toMatchObject({ title: 'Company', editable: false, owner: null });
  });

  it("answers 404 'Course not found' for a colleague's, another company's or a missing course", async () => {
    const colleagues = await buildCourse(w.t.db, ownedBy(w.colleague));
    const foreign = await buildCourse(w.t.db, managedBy(w.otherCompanyId));
    for (const id of [colleagues.id, foreign.id, 999999]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', write],
        ['PATCH', { title: 'Taken' }],
      ] as const) {
        const response = await call(method, `coaches/courses/${id}/`, 'coach', payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFoundBody);
      }
    }
    expect((await courseRow(colleagues.id))!.title).not.toBe('Taken');
  });

  it('changes the fields PATCH sends and all that PUT sends', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach), { description: 'Before', ordering: 3 });
    const patched = await call('PATCH', `coaches/courses/${course.id}/`, 'coach', { published: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: course.title, description: 'Before', published: true });
    const put = await call('PUT', `coaches/courses/${course.id}/`, 'coach', write);
    expect(put.statusCode).toBe(200);
    expect(courseSchema.strict().parse(put.json())).toMatchObject({ ...write, ordering: 3 });
    expect(await courseRow(course.id)).toMatchObject({ title: write.title, public: true, published: false });
  });

  it('validates PUT and PATCH like a create', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    const put = await call('PUT', `coaches/courses/${course.id}/`, 'coach', { title: 'No description' });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ description: [COURSE_MESSAGES.descriptionRequired] });
    const patch = await call('PATCH', `coaches/courses/${course.id}/`, 'coach', { title: '' });
    expect(patch.json()).toEqual({ title: [COURSE_MESSAGES.titleRequired] });
  });

  it('refuses to change a managed course (403 read-only)', async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId), { title: 'Company' });
    for (const [method, payload] of [
      ['PUT', write],
      ['PATCH', { title: 'Changed' }],
    ] as const) {
      const response = await call(method, `coaches/courses/${managed.id}/`, 'coach', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(readOnlyBody);
    }
    expect((await courseRow(managed.id))!.title).toBe('Company');
  });

  it('refuses a client before looking anything up', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      expect((await call(method, `coaches/courses/${course.id}/`, 'client', {})).statusCode).toBe(403);
    expect((await call('GET', 'coaches/courses/999999/', 'client')).statusCode).toBe(403);
  });
});

describe('DELETE coaches/courses/{id}/', () => {
  it('deletes the course and everything under it, then its files', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    const image = await w.putFile('course-images', 'png');
    await w.t.db
      .update(courses)
      .set({ backgroundImage: `/media/${image}` })
      .where(eq(courses.id, course.id));
    const lessonFile = await w.putFile('lesson-files', 'mp4');
    const resourceFile = await w.putFile('lesson-resources', 'pdf');
    const keep = await w.putFile('lesson-files', 'mp4');
    const module = await buildModule(w.t.db, course.id);
    const emptyModule = await buildModule(w.t.db, course.id);
    const lesson = await buildLesson(w.t.db, module.id, {
      type: 'video',
      fileKey: lessonFile,
      iframeUrl: null,
    });
    const linkLesson = await buildLesson(w.t.db, module.id);
    await buildLessonResource(w.t.db, lesson.id, { fileKey: resourceFile, url: null });
    await buildLessonResource(w.t.db, linkLesson.id);
    await grantCourse(w.t.db, w.client.id, course.id);
    await completeLesson(w.t.db, w.client.id, lesson.id);
    const note = await buildJournalEntry(w.t.db, w.client.id, { lessonId: lesson.id });
    // Another course's lesson file stays.
    const other = await buildCourse(w.t.db, ownedBy(w.coach));
    const otherLesson = await buildLesson(w.t.db, (await buildModule(w.t.db, other.id)).id, {
      type: 'video',
      fileKey: keep,
      iframeUrl: null,
    });

    const response = await call('DELETE', `coaches/courses/${course.id}/`, 'coach');
    expect(response.statusCode).toBe(204);
    expect(await courseRow(course.id)).toBeUndefined();
    const moduleIds = [module.id, emptyModule.id];
    expect(await w.t.db.select().from(courseModules).where(inArray(courseModules.id, moduleIds))).toEqual([]);
    expect(
      await w.t.db
        .select()
        .from(moduleLessons)
        .where(inArray(moduleLessons.id, [lesson.id, linkLesson.id])),
    ).toEqual([]);
    expect(
      await w.t.db
        .select()
        .from(lessonResources)
        .where(inArray(lessonResources.lessonId, [lesson.id, linkLesson.id])),
    ).toEqual([]);
    expect(await w.t.db.select().from(clientCourses).where(eq(clientCourses.courseId, course.id))).toEqual(
      [],
    );
    expect(
      await w.t.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, lesson.id)),
    ).toEqual([]);
    for (const key of [image, lessonFile, resourceFile]) expect(w.fileExists(key)).toBe(false);
    expect(w.fileExists(keep)).toBe(true);
    expect(
      (await w.t.db.select().from(moduleLessons).where(eq(moduleLessons.id, otherLesson.id))).length,
    ).toBe(1);
    // The client's note on the lesson stays, as a journal entry.
    const [kept] = await w.t.db.select().from(notes).where(eq(notes.id, note.id));
    expect(kept).toMatchObject({ text: note.text, lessonId: null });
  });

  it('refuses a managed course (403) and hides anyone else’s (404), deleting nothing', async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId));
    const colleagues = await buildCourse(w.t.db, ownedBy(w.colleague));
    const key = await w.putFile('lesson-files', 'mp4');
    await buildLesson(w.t.db, (await buildModule(w.t.db, managed.id)).id, { type: 'video', fileKey: key });

    const asManaged = await call('DELETE', `coaches/courses/${managed.id}/`, 'coach');
    expect(asManaged.statusCode).toBe(403);
    expect(asManaged.json()).toEqual(readOnlyBody);
    const asOther = await call('DELETE', `coaches/courses/${colleagues.id}/`, 'coach');
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual(notFoundBody);
    expect(await courseRow(managed.id)).toBeDefined();
    expect(await courseRow(colleagues.id)).toBeDefined();
    expect(w.fileExists(key)).toBe(true);
  });
});

describe('POST coaches/courses/{id}/move/', () => {
  it("swaps a course with its neighbour among the coach's own, renumbering them", async () => {
    const me = await freshCoach('mover', null);
    const a = await buildCourse(w.t.db, ownedBy(me), { ordering: 0 });
    const b = await buildCourse(w.t.db, ownedBy(me), { ordering: 5 });
    const c = await buildCourse(w.t.db, ownedBy(me), { ordering: 7 });
    const up = await call('POST', `coaches/courses/${c.id}/move/`, 'mover', { direction: 'up' });
    expect(up.statusCode).toBe(204);
    expect(await orderOfCourses(me.id)).toEqual([
      { id: a.id, ordering: 0 },
      { id: c.id, ordering: 1 },
      { id: b.id, ordering: 2 },
    ]);
    await call('POST', `coaches/courses/${a.id}/move/`, 'mover', { direction: 'down' });
    const list = (await call('GET', 'coaches/courses/', 'mover')).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([c.id, a.id, b.id]);
  });

  it('moves nothing past the ends', async () => {
    const me = await freshCoach('edgeMover', null);
    const a = await buildCourse(w.t.db, ownedBy(me), { ordering: 0 });
    const b = await buildCourse(w.t.db, ownedBy(me), { ordering: 1 });
    expect(
      (await call('POST', `coaches/courses/${a.id}/move/`, 'edgeMover', { direction: 'up' })).statusCode,
    ).toBe(204);
    await call('POST', `coaches/courses/${b.id}/move/`, 'edgeMover', { direction: 'down' });
    expect((await orderOfCourses(me.id)).map((r) => r.id)).toEqual([a.id, b.id]);
  });

  it('keeps the order a permutation under 20 concurrent moves', async () => {
    const me = await freshCoach('racer', null);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await buildCourse(w.t.db, ownedBy(me), { ordering: i })).id);
    // A few rounds: an interleaving that breaks the order need not happen in any one of them.
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('POST', `coaches/courses/${ids[(i * 3 + round) % ids.length]}/move/`, 'racer', {
            direction: i % 2 ? 'up' : 'down',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
      const after = await orderOfCourses(me.id);
      expect(after.map((r) => r.ordering)).toEqual([0, 1, 2, 3, 4]);
      expect(after.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
    }
  });

  it('validates the direction', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    const response = await call('POST', `coaches/courses/${course.id}/move/`, 'coach', { direction: 'left' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('direction');
  });

  it("refuses to move a managed course (403), another's (404), or anything for a client (403)", async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId), { ordering: 3 });
    const colleagues = await buildCourse(w.t.db, ownedBy(w.colleague));
    const own = await buildCourse(w.t.db, ownedBy(w.coach));
    const move = (id: number, role: string) =>
      call('POST', `coaches/courses/${id}/move/`, role, { direction: 'up' });
    const asManaged = await move(managed.id, 'coach');
    expect(asManaged.statusCode).toBe(403);
    expect(asManaged.json()).toEqual(readOnlyBody);
    expect((await move(colleagues.id, 'coach')).json()).toEqual(notFoundBody);
    expect((await move(own.id, 'client')).statusCode).toBe(403);
    expect((await courseRow(managed.id))!.ordering).toBe(3);
  });
});

describe('POST coaches/courses/{id}/background_image/', () => {
  const upload = (id: number, role: string, body: ReturnType<typeof multipart>) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/coaches/courses/${id}/background_image/`,
      headers: { ...body.headers, authorization: auth[role]! },
      payload: body.payload,
    });
  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  it('stores an image, serves it at its /media/ URL and removes the one it replaces', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    const first = await upload(course.id, 'coach', multipart(PNG));
    expect(first.statusCode).toBe(200);
    const body = courseSchema.strict().parse(first.json());
    expect(body.background_image).toMatch(/^\/media\/course-images\/[A-Za-z0-9_-]{22}\.png$/);
    expect((await courseRow(course.id))!.backgroundImage).toBe(body.background_image);
    const served = await w.t.app.inject({ method: 'GET', url: body.background_image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)]);
    const second = (await upload(course.id, 'coach', multipart(gif, { filename: 'b.png' }))).json();
    expect(second.background_image).toMatch(/\.gif$/);
    expect(w.fileExists(keyOf(body.background_image!))).toBe(false);
    expect(w.fileExists(keyOf(second.background_image))).toBe(true);
  });

  it('refuses a file that is not an image, and one over 5 MB, leaving nothing behind', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    const before = await w.filesIn('course-images');
    const text = await upload(course.id, 'coach', multipart(Buffer.from('not a picture\n'.repeat(10))));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ file: [INVALID_IMAGE] });
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX_COURSE_IMAGE_BYTES + 1 - PNG.length)]);
    const large = await upload(course.id, 'coach', multipart(tooBig));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ file: [COURSE_IMAGE_TOO_LARGE] });
    expect(await w.filesIn('course-images')).toEqual(before);
    expect((await courseRow(course.id))!.backgroundImage).toBeNull();
  });

  it('needs the image in the file field of a multipart request', async () => {
    const course = await buildCourse(w.t.db, ownedBy(w.coach));
    const wrongField = await upload(course.id, 'coach', multipart(PNG, { field: 'image' }));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ file: [NO_IMAGE] });
    const json = await call('POST', `coaches/courses/${course.id}/background_image/`, 'coach', {});
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: [NO_IMAGE] });
  });

  it("refuses a managed course (403), another's (404) and a client (403), storing nothing", async () => {
    const managed = await buildCourse(w.t.db, managedBy(w.companyId));
    const colleagues = await buildCourse(w.t.db, ownedBy(w.colleague));
    const own = await buildCourse(w.t.db, ownedBy(w.coach));
    const before = await w.filesIn('course-images');
    const asManaged = await upload(managed.id, 'coach', multipart(PNG));
    expect(asManaged.statusCode).toBe(403);
    expect(asManaged.json()).toEqual(readOnlyBody);
    const asOther = await upload(colleagues.id, 'coach', multipart(PNG));
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual(notFoundBody);
    expect((await upload(own.id, 'client', multipart(PNG))).statusCode).toBe(403);
    expect(await w.filesIn('course-images')).toEqual(before);
  });
});
