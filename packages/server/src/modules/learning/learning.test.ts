import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  clientCourseDetailSchema,
  clientCourseCardSchema,
  clientLessonLinkSchema,
  coachClientCourseSchema,
  lessonChoiceSchema,
  lessonCompletionSchema,
  MESSAGES,
  paginatedSchema,
} from '@tandem/shared';
import {
  clientCourses,
  clientProfiles,
  courseCompletions,
  lessonCompletions,
  moduleLessons,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
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
import { buildInvitation } from '../../test/factories/invitations';
import { buildJournalEntry } from '../../test/factories/journal';
import { canSeeLesson, visibleCourseIds } from './learning.repo';

let t: TestApp;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let stranger: Person;
let companyId: number;
let otherCompanyId: number;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  companyId = company.id;
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const other = await buildOwner(t.db);
  otherCompanyId = other.company.id;
  stranger = other.owner;
  for (const [role, user] of Object.entries({ coach, colleague, stranger })) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

/** A new client of `of` (the coach unless given), logged in as `role`. */
async function client(role: string, of: Person = coach, profile: Parameters<typeof buildClient>[2] = {}) {
  const { user } = await buildClient(t.db, of, profile);
  ids[role] = user.id;
  auth[role] = await authHeader(t.app, user.email);
  return user;
}

/** A published course with one published module holding one published lesson. */
async function courseWithLesson(owner: Parameters<typeof buildCourse>[1], overrides = {}) {
  const course = await buildCourse(t.db, owner, { published: true, ...overrides });
  const module = await buildModule(t.db, course.id);
  const lesson = await buildLesson(t.db, module.id);
  return { course, module, lesson };
}

/** A stored lesson file's columns (the key has the shape storage makes). */
const storedFile = (name: string, contentType: string) => ({
  fileKey: `lessons/${randomBytes(16).toString('base64url')}.${name.split('.').pop()}`,
  fileName: name,
  fileSize: 2048,
  contentType,
});

const cards = paginatedSchema(clientCourseCardSchema.strict());
const listed = async (role: string) => {
  const response = await call('GET', 'clients/courses/', role);
  expect(response.statusCode).toBe(200);
  return cards.parse(response.json()).results.map((card) => card.id);
};
const complete = (role: string, lessonId: number) =>
  call('POST', `clients/lessons/${lessonId}/complete/`, role);
const notFoundBody = { detail: MESSAGES.notFound };

/** Waits until this many other sessions of the test database are blocked on a lock. */
async function waitForLockWaiters(count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (result.rows[0]!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} sessions waiting on a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const forbiddenBody = { detail: MESSAGES.noPermission, code: 'permission_denied' };

describe('which courses a client takes', () => {
  it("lists the published public courses of their coach and of the coach's company, and the ones given by name, in order", async () => {
    await client('casey');
    const ownPublic = await buildCourse(t.db, ownedBy(coach), { public: true, published: true, ordering: 2 });
    const ownFirst = await buildCourse(t.db, ownedBy(coach), { public: true, published: true, ordering: 0 });
    const restricted = await buildCourse(t.db, ownedBy(coach), { published: true, ordering: 1 });
    const granted = await buildCourse(t.db, ownedBy(coach), { published: true, ordering: 1 });
    await grantCourse(t.db, ids.casey!, granted.id);
    const unpublishedPublic = await buildCourse(t.db, ownedBy(coach), { public: true });
    const unpublishedGranted = await buildCourse(t.db, ownedBy(coach));
    await grantCourse(t.db, ids.casey!, unpublishedGranted.id);
    const managed = await buildCourse(t.db, managedBy(companyId), {
      public: true,
      published: true,
      ordering: 3,
    });
    const managedRestricted = await buildCourse(t.db, managedBy(companyId), { published: true });
    const otherCompany = await buildCourse(t.db, managedBy(otherCompanyId), {
      public: true,
      published: true,
    });
    const colleagues = await buildCourse(t.db, ownedBy(colleague), { public: true, published: true });

    expect(await listed('casey')).toEqual([ownFirst.id, granted.id, ownPublic.id, managed.id]);
    for (const hidden of [
      restricted,
      unpublishedPublic,
      unpublishedGranted,
      managedRestricted,
      otherCompany,
      colleagues,
    ]) {
      const response = await call('GET', `clients/courses/${hidden.id}/`, 'casey');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    for (const shown of [ownFirst, granted, managed])
      expect((await call('GET', `clients/courses/${shown.id}/`, 'casey')).statusCode).toBe(200);

    // The colleague's client takes the colleague's public course and the company's, not this coach's.
    await client('theirs', colleague);
    expect(await listed('theirs')).toEqual([colleagues.id, managed.id]);
  });

  it('pages the cards DRF-style', async () => {
    await client('pager');
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await buildCourse(t.db, ownedBy(coach), { published: true, ordering: 100 + i }));
    for (const course of made) await grantCourse(t.db, ids.pager!, course.id);
    const response = await call('GET', 'clients/courses/?limit=2&offset=0', 'pager');
    const page = cards.parse(response.json());
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('offset=2');
    expect(page.previous).toBeNull();
  });

  it('takes a course away when it is revoked, and gives the progress back with it', async () => {
    await client('revoked');
    const { course, lesson } = await courseWithLesson(ownedBy(coach));
    const second = await buildLesson(t.db, (await buildModule(t.db, course.id)).id);
    const grant = await grantCourse(t.db, ids.revoked!, course.id);
    expect((await complete('revoked', lesson.id)).json()).toMatchObject({ percent_completed: 50 });

    await t.db.delete(clientCourses).where(eq(clientCourses.id, grant.id));
    expect(await listed('revoked')).not.toContain(course.id);
    expect((await call('GET', `clients/courses/${course.id}/`, 'revoked')).statusCode).toBe(404);
    expect((await complete('revoked', second.id)).statusCode).toBe(404);

    await grantCourse(t.db, ids.revoked!, course.id);
    const page = cards.parse((await call('GET', 'clients/courses/', 'revoked')).json());
    expect(page.results.find((card) => card.id === course.id)).toMatchObject({
      id: course.id,
      percent_completed: 50,
      lessons_count: 2,
    });
  });

  it('refuses clients whose profile does not allow courses, and users who are not clients (403)', async () => {
    await client('off', coach, { allowCourses: false });
    const { course, lesson } = await courseWithLesson(ownedBy(coach), { public: true });
    for (const role of ['off', 'coach']) {
      for (const response of [
        await call('GET', 'clients/courses/', role),
        await call('GET', `clients/courses/${course.id}/`, role),
        await complete(role, lesson.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(forbiddenBody);
      }
    }
    expect(
      await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.lessonId, lesson.id)),
    ).toEqual([]);
    expect((await call('GET', 'clients/courses/', null)).statusCode).toBe(401);
  });

  it('shows a deactivated client, or one whose profile stops allowing courses, nothing', async () => {
    const user = await client('leaving');
    const { course, lesson } = await courseWithLesson(ownedBy(coach), { public: true });
    expect(await visibleCourseIds(t.db, user.id)).toContain(course.id);
    expect(await canSeeLesson(t.db, user.id, lesson.id)).toBe(true);

    await t.db
      .update(clientProfiles)
      .set({ deactivated: new Date() })
      .where(eq(clientProfiles.userId, user.id));
    expect(await visibleCourseIds(t.db, user.id)).toEqual([]);
    expect(await canSeeLesson(t.db, user.id, lesson.id)).toBe(false);

    await t.db
      .update(clientProfiles)
      .set({ deactivated: null, allowCourses: false })
      .where(eq(clientProfiles.userId, user.id));
    expect(await visibleCourseIds(t.db, user.id)).toEqual([]);
    // A user with no client profile at all (a coach) takes no course either.
    expect(await visibleCourseIds(t.db, coach.id)).toEqual([]);
  });

  it("never gives another coach's client the course or its file links", async () => {
    await client('mine');
    await client('strangers', stranger);
    const course = await buildCourse(t.db, ownedBy(coach), { public: true, published: true });
    const module = await buildModule(t.db, course.id);
    const lesson = await buildLesson(t.db, module.id, {
      type: 'pdf',
      iframeUrl: null,
      ...storedFile('notes.pdf', 'application/pdf'),
    });
    const resource = await buildLessonResource(t.db, lesson.id, {
      url: null,
      ...storedFile('sheet.pdf', 'application/pdf'),
    });
    await grantCourse(
      t.db,
      ids.strangers!,
      (await buildCourse(t.db, ownedBy(stranger), { published: true })).id,
    );

    const mine = await call('GET', `clients/courses/${course.id}/`, 'mine');
    expect(mine.body).toContain(`/api/course-files/${lesson.fileKey}?`);
    expect(mine.body).toContain(`/api/course-files/${resource.fileKey}?`);

    const responses = [
      await call('GET', `clients/courses/${course.id}/`, 'strangers'),
      await call('GET', 'clients/courses/', 'strangers'),
      await complete('strangers', lesson.id),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 200, 404]);
    for (const response of responses) {
      expect(response.body).not.toContain(lesson.fileKey!);
      expect(response.body).not.toContain(resource.fileKey!);
    }
    expect(cards.parse(responses[1]!.json()).results.map((c) => c.id)).not.toContain(course.id);
  });
});

describe('GET clients/courses/{id}/', () => {
  it('shows the published modules and lessons in order, with files, resources, completion and the latest note', async () => {
    await client('reader');
    const course = await buildCourse(t.db, ownedBy(coach), {
      title: 'Sleep well',
      description: 'Rest.',
      public: true,
      published: true,
      backgroundImage: '/media/courses/bg.png',
    });
    const second = await buildModule(t.db, course.id, { title: 'Second', description: 'Then', ordering: 1 });
    const first = await buildModule(t.db, course.id, { title: 'First', description: 'Start', ordering: 0 });
    const hiddenModule = await buildModule(t.db, course.id, { published: false, ordering: 2 });
    await buildLesson(t.db, hiddenModule.id);
    const empty = await buildModule(t.db, course.id, { title: 'Soon', ordering: 3 });
    await buildLesson(t.db, empty.id, { published: false });
    const video = await buildLesson(t.db, first.id, {
      title: 'Watch',
      description: 'A film',
      ordering: 1,
      type: 'video',
      iframeUrl: null,
      ...storedFile('film.mp4', 'video/mp4'),
    });
    const youtube = await buildLesson(t.db, first.id, { title: 'Intro', ordering: 0 });
    await buildLesson(t.db, first.id, { published: false, ordering: 2 });
    const page = await buildLesson(t.db, second.id, {
      title: 'Read',
      type: 'iframe',
      iframeUrl: 'https://example.com/page',
    });
    const link = await buildLessonResource(t.db, video.id, { instruction: 'Read more' });
    const sheet = await buildLessonResource(t.db, video.id, {
      instruction: 'Print',
      url: null,
      ...storedFile('sheet.pdf', 'application/pdf'),
    });
    const completedAt = new Date('2024-03-01T10:00:00Z');
    await completeLesson(t.db, ids.reader!, youtube.id, completedAt);
    await buildJournalEntry(t.db, ids.reader!, {
      lessonId: youtube.id,
      title: 'Old',
      createdAt: new Date('2024-03-01T10:00:00Z'),
    });
    const latest = await buildJournalEntry(t.db, ids.reader!, {
      lessonId: youtube.id,
      title: 'New',
      text: 'Thoughts',
      private: false,
      createdAt: new Date('2024-03-02T10:00:00Z'),
    });
    // Someone else's note on the lesson is not the reader's.
    await buildJournalEntry(t.db, ids.coach!, { lessonId: page.id, title: 'Not theirs' });

    const response = await call('GET', `clients/courses/${course.id}/`, 'reader');
    expect(response.statusCode).toBe(200);
    const detail = clientCourseDetailSchema.strict().parse(response.json());
    const signed = (key: string | null) =>
      expect.stringMatching(new RegExp(`^/api/course-files/${key}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(detail).toEqual({
      id: course.id,
      title: 'Sleep well',
      description: 'Rest.',
      background_image: '/media/courses/bg.png',
      percent_completed: 33,
      lessons_count: 3,
      modules: [
        {
          id: first.id,
          title: 'First',
          description: 'Start',
          lessons: [
            {
              id: youtube.id,
              title: 'Intro',
              description: '',
              type: 'youtube',
              file: null,
              iframe_url: youtube.iframeUrl,
              completed: true,
              completed_at: completedAt.toISOString(),
              note: { id: latest.id, title: 'New', text: 'Thoughts', private: false },
              resources: [],
            },
            {
              id: video.id,
              title: 'Watch',
              description: 'A film',
              type: 'video',
              file: { url: signed(video.fileKey), name: 'film.mp4', size: 2048, content_type: 'video/mp4' },
              iframe_url: null,
              completed: false,
              completed_at: null,
              note: null,
              resources: [
                { id: link.id, lesson: video.id, instruction: 'Read more', url: link.url, file: null },
                {
                  id: sheet.id,
                  lesson: video.id,
                  instruction: 'Print',
                  url: null,
                  file: {
                    url: signed(sheet.fileKey),
                    name: 'sheet.pdf',
                    size: 2048,
                    content_type: 'application/pdf',
                  },
                },
              ],
            },
          ],
        },
        {
          id: second.id,
          title: 'Second',
          description: 'Then',
          lessons: [
            expect.objectContaining({ id: page.id, iframe_url: 'https://example.com/page', note: null }),
          ],
        },
        { id: empty.id, title: 'Soon', description: 'About it', lessons: [] },
      ],
    });
    const card = cards.parse((await call('GET', 'clients/courses/', 'reader')).json()).results;
    expect(card).toContainEqual({
      id: course.id,
      title: 'Sleep well',
      description: 'Rest.',
      background_image: '/media/courses/bg.png',
      percent_completed: 33,
      lessons_count: 3,
    });
  });

  it('answers 404 for a course that does not exist and 400 for a bad id', async () => {
    await client('asker');
    expect((await call('GET', 'clients/courses/999999/', 'asker')).statusCode).toBe(404);
    expect((await call('GET', 'clients/courses/abc/', 'asker')).statusCode).toBe(400);
  });
});

describe('POST clients/lessons/{id}/complete/', () => {
  /** A course of two modules in the order second-built first, lessons in their own order. */
  async function orderedCourse() {
    const course = await buildCourse(t.db, ownedBy(coach), { public: true, published: true });
    const later = await buildModule(t.db, course.id, { ordering: 1 });
    const earlier = await buildModule(t.db, course.id, { ordering: 0 });
    const c = await buildLesson(t.db, later.id, { ordering: 0 });
    const b = await buildLesson(t.db, earlier.id, { ordering: 1 });
    const a = await buildLesson(t.db, earlier.id, { ordering: 0 });
    const hidden = await buildLesson(t.db, earlier.id, { ordering: 2, published: false });
    return { course, a, b, c, hidden };
  }
  const completion = lessonCompletionSchema.strict();

  it('answers the percent and the next lesson across modules, and first_completion only once', async () => {
    await client('learner');
    const { course, a, b, c } = await orderedCourse();
    const steps = [];
    for (const lesson of [a, b, c, c]) {
      const response = await complete('learner', lesson.id);
      expect(response.statusCode).toBe(200);
      steps.push(completion.parse(response.json()));
    }
    expect(steps).toEqual([
      { lesson: a.id, course: course.id, percent_completed: 33, first_completion: false, next_lesson: b.id },
      { lesson: b.id, course: course.id, percent_completed: 66, first_completion: false, next_lesson: c.id },
      { lesson: c.id, course: course.id, percent_completed: 100, first_completion: true, next_lesson: null },
      { lesson: c.id, course: course.id, percent_completed: 100, first_completion: false, next_lesson: null },
    ]);
    const done = await t.db
      .select()
      .from(courseCompletions)
      .where(and(eq(courseCompletions.userId, ids.learner!), eq(courseCompletions.courseId, course.id)));
    expect(done).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.userId, ids.learner!));
    expect(rows).toHaveLength(3);
  });

  it('keeps the first completion time when a lesson is completed again', async () => {
    await client('again');
    const { a } = await orderedCourse();
    const first = new Date('2024-01-01T00:00:00Z');
    await completeLesson(t.db, ids.again!, a.id, first);
    expect((await complete('again', a.id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, ids.again!));
    expect(row!.completedAt.toISOString()).toBe(first.toISOString());
  });

  it('does not give first_completion again after a lesson is unpublished and published again', async () => {
    await client('finisher');
    const { a, b, c, hidden } = await orderedCourse();
    await complete('finisher', a.id);
    await complete('finisher', b.id);
    expect((await complete('finisher', c.id)).json()).toMatchObject({ first_completion: true });

    // A lesson published later takes the course below 100; finishing it is not a first completion.
    await t.db.update(moduleLessons).set({ published: true }).where(eq(moduleLessons.id, hidden.id));
    expect((await complete('finisher', b.id)).json()).toMatchObject({
      percent_completed: 75,
      first_completion: false,
      next_lesson: hidden.id,
    });
    expect((await complete('finisher', hidden.id)).json()).toMatchObject({
      percent_completed: 100,
      first_completion: false,
      next_lesson: c.id,
    });
    await t.db.update(moduleLessons).set({ published: false }).where(eq(moduleLessons.id, c.id));
    await t.db.update(moduleLessons).set({ published: true }).where(eq(moduleLessons.id, c.id));
    expect((await complete('finisher', c.id)).json()).toMatchObject({
      percent_completed: 100,
      first_completion: false,
    });
  });

  it('reaches 100 once when the last two lessons are completed at the same time', async () => {
    const racer = await client('racer');
    const { a, b, c } = await orderedCourse();
    await complete('racer', a.id);
    // Hold the client's profile so both completions are under way before either may count.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM client_profiles WHERE user_id = ${racer.id} FOR UPDATE`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const racing = Promise.all([complete('racer', b.id), complete('racer', c.id)]);
    try {
      await waitForLockWaiters(2);
    } finally {
      release();
      await holder;
    }
    const answers = (await racing).map((response) => completion.parse(response.json()));
    expect(answers.map((answer) => answer.percent_completed).sort()).toEqual([100, 66]);
    expect(answers.filter((answer) => answer.first_completion)).toHaveLength(1);
  });

  it('answers 404 for an unpublished lesson, a lesson of an unpublished module, one the client may not take, or none', async () => {
    await client('blocked');
    const { hidden } = await orderedCourse();
    const course = await buildCourse(t.db, ownedBy(coach), { public: true, published: true });
    const draftModule = await buildModule(t.db, course.id, { published: false });
    const inDraft = await buildLesson(t.db, draftModule.id);
    const restricted = (await courseWithLesson(ownedBy(coach))).lesson;
    for (const lessonId of [hidden.id, inDraft.id, restricted.id, 999999]) {
      const response = await complete('blocked', lessonId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(
      await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, ids.blocked!)),
    ).toEqual([]);
  });
});

describe('GET clients/lessons/{id}/ (the lesson behind an exercise)', () => {
  it('says the title and course of a lesson the client may take, and 404 for any other', async () => {
    await client('reader');
    const open = await courseWithLesson(ownedBy(coach), { public: true });
    const response = await call('GET', `clients/lessons/${open.lesson.id}/`, 'reader');
    expect(response.statusCode).toBe(200);
    expect(clientLessonLinkSchema.parse(response.json())).toEqual({
      id: open.lesson.id,
      title: open.lesson.title,
      course: open.course.id,
    });

    const restricted = await courseWithLesson(ownedBy(coach));
    const draftModule = await buildModule(t.db, open.course.id, { published: false });
    const inDraft = await buildLesson(t.db, draftModule.id);
    const colleagues = await courseWithLesson(ownedBy(colleague), { public: true });
    for (const lessonId of [restricted.lesson.id, inDraft.id, colleagues.lesson.id, 999999]) {
      const hidden = await call('GET', `clients/lessons/${lessonId}/`, 'reader');
      expect(hidden.statusCode, String(lessonId)).toBe(404);
      expect(hidden.json()).toEqual(notFoundBody);
    }
    expect((await call('GET', `clients/lessons/${open.lesson.id}/`, 'coach')).statusCode).toBe(403);
  });
});

describe('GET coaches/lesson-choices/ (what an exercise may link to)', () => {
  it("lists the lessons of the coach's own and their company's managed courses, drafts too, in order", async () => {
    const own = await buildCourse(t.db, ownedBy(coach), { title: 'Own course', ordering: 0 });
    const second = await buildModule(t.db, own.id, { title: 'Second', ordering: 1, published: false });
    const first = await buildModule(t.db, own.id, { title: 'First', ordering: 0 });
    const b = await buildLesson(t.db, first.id, { title: 'B', ordering: 1 });
    const a = await buildLesson(t.db, first.id, { title: 'A', ordering: 0 });
    const draft = await buildLesson(t.db, second.id, { title: 'Draft', published: false });
    const managed = await buildCourse(t.db, managedBy(companyId), { title: 'Company course', ordering: 1 });
    const managedLesson = await buildLesson(t.db, (await buildModule(t.db, managed.id)).id, { title: 'M' });
    const colleagues = await courseWithLesson(ownedBy(colleague));
    const strangers = await courseWithLesson(managedBy(otherCompanyId));

    const response = await call('GET', 'coaches/lesson-choices/?limit=100', 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(lessonChoiceSchema).parse(response.json());
    const ids = page.results.map((choice) => choice.id);
    expect(ids).not.toContain(colleagues.lesson.id);
    expect(ids).not.toContain(strangers.lesson.id);
    const ownIds = [a.id, b.id, draft.id];
    expect(ids.filter((id) => ownIds.includes(id))).toEqual(ownIds);
    expect(page.results.find((choice) => choice.id === a.id)).toEqual({
      id: a.id,
      title: 'A',
      module_title: 'First',
      course: own.id,
      course_title: 'Own course',
    });
    expect(ids).toContain(managedLesson.id);
    expect(page.count).toBe(ids.length);
  });

  it('caps a page at 100 and refuses clients', async () => {
    await client('chooser');
    const page = await call('GET', 'coaches/lesson-choices/?limit=1000', 'coach');
    expect(page.statusCode).toBe(200);
    expect(page.json().results.length).toBeLessThanOrEqual(100);
    expect((await call('GET', 'coaches/lesson-choices/', 'chooser')).statusCode).toBe(403);
    expect((await call('GET', 'coaches/lesson-choices/', null)).statusCode).toBe(401);
  });
});

describe('GET coaches/client-courses/current/', () => {
  const coachView = (role: string, clientId: number | string) =>
    call('GET', `coaches/client-courses/current/?client=${clientId}`, role);

  it("shows the client's courses with completion marks and their shared lesson notes as homework", async () => {
    const student = await client('student');
    const course = await buildCourse(t.db, ownedBy(coach), { title: 'Focus', public: true, published: true });
    const module = await buildModule(t.db, course.id, { title: 'Week 1' });
    const one = await buildLesson(t.db, module.id, { title: 'One', ordering: 0 });
    const two = await buildLesson(t.db, module.id, {
      title: 'Two',
      ordering: 1,
      type: 'audio',
      iframeUrl: null,
    });
    await buildLesson(t.db, module.id, { published: false });
    await buildModule(t.db, course.id, { published: false });
    const restricted = await buildCourse(t.db, ownedBy(coach), { published: true });
    const completedAt = new Date('2024-05-01T08:00:00Z');
    await completeLesson(t.db, student.id, one.id, completedAt);
    const shared = await buildJournalEntry(t.db, student.id, {
      lessonId: one.id,
      title: 'Homework',
      text: 'Done it',
      private: false,
    });
    await buildJournalEntry(t.db, student.id, { lessonId: one.id, title: 'Private', private: true });
    await buildJournalEntry(t.db, student.id, { title: 'Journal', private: false });

    const response = await coachView('coach', student.id);
    expect(response.statusCode).toBe(200);
    const courses = coachClientCourseSchema.strict().array().parse(response.json());
    expect(courses.map((c) => c.id)).not.toContain(restricted.id);
    expect(courses.find((c) => c.id === course.id)).toEqual({
      id: course.id,
      title: 'Focus',
      description: '',
      background_image: null,
      percent_completed: 50,
      lessons_count: 2,
      modules: [
        {
          id: module.id,
          title: 'Week 1',
          lessons: [
            {
              id: one.id,
              title: 'One',
              type: 'youtube',
              completed_at: completedAt.toISOString(),
              homework: [{ title: 'Homework', text: 'Done it', created_at: shared.createdAt.toISOString() }],
            },
            { id: two.id, title: 'Two', type: 'audio', completed_at: null, homework: [] },
          ],
        },
      ],
    });
  });

  it("answers 404 for a colleague's, a stranger's or an unknown client, 403 for a non-coach, 400 without a client", async () => {
    const student = await client('watched');
    const theirs = await client('colleagues-client', colleague);
    for (const [role, clientId] of [
      ['colleague', student.id],
      ['stranger', student.id],
      ['coach', theirs.id],
      ['coach', coach.id],
      ['coach', 999999],
    ] as const) {
      const response = await coachView(role, clientId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    const asClient = await coachView('watched', student.id);
    expect(asClient.statusCode).toBe(403);
    expect((await call('GET', 'coaches/client-courses/current/', 'coach')).statusCode).toBe(400);
    expect((await coachView('coach', 'x')).statusCode).toBe(400);
  });
});

describe('courses from an invitation', () => {
  it("gives a client invited with specific courses exactly those, and the coach's public ones", async () => {
    const { owner: inviter } = await buildOwner(t.db);
    const specified = await buildCourse(t.db, ownedBy(inviter), { published: true, ordering: 2 });
    const notSpecified = await buildCourse(t.db, ownedBy(inviter), { published: true, ordering: 0 });
    const publicOne = await buildCourse(t.db, ownedBy(inviter), {
      public: true,
      published: true,
      ordering: 1,
    });
    await buildCourse(t.db, ownedBy(inviter), { public: true, ordering: 3 });
    const email = `invited-${randomBytes(4).toString('hex')}@new.test`;
    const invitation = await buildInvitation(t.db, inviter, {
      defaultCourses: false,
      courseIds: [specified.id],
      email,
    });
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/client/offering/',
      remoteAddress: '10.9.9.9',
      payload: {
        invitation: invitation.token,
        first_name: 'Ivy',
        last_name: 'Invited',
        email,
        email_confirmation: email,
        password: 'a long enough password',
        password_confirmation: 'a long enough password',
        timezone: 'UTC',
        work_week: [0, 1, 2, 3, 4],
        generate_exercises_at: '07:30',
        generate_pulse_on: [1],
        generate_pulse_at: '19:00',
        raffle_opt_in: false,
        reward: 'quote',
        allow_notice_sms: false,
        areas: [],
      },
    });
    expect(signedUp.statusCode).toBe(201);
    auth.invited = `Token ${signedUp.json().token}`;

    expect(await listed('invited')).toEqual([publicOne.id, specified.id]);
    expect((await call('GET', `clients/courses/${notSpecified.id}/`, 'invited')).statusCode).toBe(404);
  });
});
