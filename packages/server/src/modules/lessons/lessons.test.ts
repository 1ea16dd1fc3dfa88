import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COURSE_MESSAGES,
  MESSAGES,
  moduleLessonSchema,
  paginatedSchema,
  type ModuleLesson,
} from '@tandem/shared';
import { lessonResources, moduleLessons, notes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildLessonResource, buildModule } from '../../test/factories/courses';
import {
  appWithLimits,
  keyOfLink,
  multipart,
  SAMPLES,
  storedFiles,
  type MultipartBody,
} from './lessons.test-helpers';

let t: TestApp;
let dataDir: string;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let client: Person;
let companyId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-lessons-'));
  t = await createTestApp({ dataDir });
  const { company } = await buildOwner(t.db);
  companyId = company.id;
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  ({ user: client } = await buildClient(t.db, coach));
  for (const [role, user] of Object.entries({ coach, colleague, client }))
    auth[role] = await authHeader(t.app, user.email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => t, auth);
const send = (
  method: 'POST' | 'PATCH',
  url: string,
  role: string,
  body: MultipartBody,
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method,
    url: `/api/coaches/module-lessons/${url}`,
    headers: { ...body.headers, authorization: auth[role]! },
    payload: body.payload,
  });
const stored = () => storedFiles(dataDir);
const lessonRow = async (id: number) =>
  (await t.db.select().from(moduleLessons).where(eq(moduleLessons.id, id)))[0];
const fileOf = (lesson: ModuleLesson) => keyOfLink(lesson.file!.url).replace(/^private\//, '');

async function ownModule(owner: Person = coach) {
  const course = await buildCourse(t.db, ownedBy(owner));
  return buildModule(t.db, course.id);
}
async function managedModule() {
  return buildModule(t.db, (await buildCourse(t.db, managedBy(companyId))).id);
}

/** Creates a lesson through the API and answers it. */
async function createLesson(
  fields: Record<string, string | number>,
  file?: { content: Buffer; name?: string },
) {
  const response = await send('POST', '', 'coach', multipart(fields, file));
  expect(response.statusCode, response.body).toBe(201);
  return moduleLessonSchema.strict().parse(response.json());
}

describe('POST coaches/module-lessons/', () => {
  it.each([
    ['video', 'mp4', 'clip.mp4', 'video/mp4'],
    ['video', 'webm', 'clip.webm', 'video/webm'],
    ['audio', 'mp3', 'talk.mp3', 'audio/mpeg'],
    ['audio', 'm4a', 'talk.m4a', 'audio/mp4'],
    ['audio', 'ogg', 'talk.ogg', 'audio/ogg'],
    ['audio', 'wav', 'talk.wav', 'audio/wav'],
    ['pdf', 'pdf', 'notes.pdf', 'application/pdf'],
    ['file', 'zip', 'Work book.ZIP', 'application/octet-stream'],
  ] as const)(
    'creates a %s lesson from a %s file, streamed to storage',
    async (type, sample, name, contentType) => {
      const content = SAMPLES[sample];
      const module = await ownModule();
      const lesson = await createLesson(
        { module: module.id, title: 'Lesson', description: 'About', type, published: 'true' },
        { content, name },
      );
      expect(lesson).toMatchObject({
        module: module.id,
        title: 'Lesson',
        description: 'About',
        type,
        file_name: name,
        iframe_url: null,
        published: true,
        ordering: 0,
        resources: [],
        editable: true,
        file: { name, size: content.length, content_type: contentType },
      });
      expect(lesson.file!.url).toMatch(
        /^\/api\/course-files\/private\/lessons\/[A-Za-z0-9_-]+\.[a-z0-9]+\?expires=\d+&signature=[0-9a-f]{64}$/,
      );
      expect(await stored()).toContain(fileOf(lesson));
      const row = (await lessonRow(lesson.id))!;
      expect(row).toMatchObject({ fileName: name, fileSize: content.length, contentType });
      // A download keeps the extension of its name; known types get theirs.
      expect(row.fileKey).toMatch(type === 'file' ? /\.zip$/ : /\.(mp4|webm|mp3|m4a|ogg|wav|pdf)$/);
    },
  );

  it('names a download with an odd extension .bin, and takes file_name over the uploaded name', async () => {
    const module = await ownModule();
    const odd = await createLesson(
      { module: module.id, title: 'Odd', type: 'file' },
      { content: SAMPLES.zip, name: 'archive.t@r' },
    );
    expect((await lessonRow(odd.id))!.fileKey).toMatch(/\.bin$/);
    const named = await createLesson(
      { module: module.id, title: 'Named', type: 'pdf', file_name: 'Week 1 notes.pdf' },
      { content: SAMPLES.pdf, name: 'C:\\Users\\me\\scan.pdf' },
    );
    expect(named.file_name).toBe('Week 1 notes.pdf');
    const cleaned = await createLesson(
      { module: module.id, title: 'Cleaned', type: 'pdf' },
      { content: SAMPLES.pdf, name: 'C:\\Users\\me\\scan.pdf' },
    );
    expect(cleaned.file_name).toBe('scan.pdf');
  });

  it('creates youtube and iframe lessons from a link, as multipart or JSON, each last in its module', async () => {
    const module = await ownModule();
    const youtube = await createLesson({
      module: module.id,
      title: 'Watch',
      type: 'youtube',
      iframe_url: 'https://www.youtube.com/embed/abc',
    });
    expect(youtube).toMatchObject({
      type: 'youtube',
      file: null,
      file_name: null,
      ordering: 0,
      published: false,
    });
    expect(youtube.iframe_url).toBe('https://www.youtube.com/embed/abc');
    const json = await call('POST', 'coaches/module-lessons/', 'coach', {
      module: module.id,
      title: 'Page',
      type: 'iframe',
      iframe_url: 'https://example.com/page',
      published: true,
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ type: 'iframe', ordering: 1, published: true, description: '' });
  });

  it('answers the spec messages for a missing type, file or link and a bad file type, storing nothing', async () => {
    const module = await ownModule();
    const before = await stored();
    const cases: [MultipartBody, Record<string, string[]>][] = [
      [multipart({ module: module.id, title: 'x' }), { type: [COURSE_MESSAGES.selectLessonType] }],
      [
        multipart({ module: module.id, title: 'x', type: 'slides' }),
        { type: [COURSE_MESSAGES.selectLessonType] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'slides' }, { content: SAMPLES.pdf }),
        { type: [COURSE_MESSAGES.selectLessonType] },
      ],
      [multipart({ module: module.id, title: ' ', type: 'pdf' }), { title: [COURSE_MESSAGES.titleRequired] }],
      [
        multipart({ module: module.id, title: 'x', type: 'video' }),
        { file: [COURSE_MESSAGES.lessonNeedsFile] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'file' }),
        { file: [COURSE_MESSAGES.lessonNeedsFile] },
      ],
      [
        multipart(
          { module: module.id, title: 'x', type: 'pdf' },
          { content: Buffer.alloc(0), name: 'empty.pdf' },
        ),
        { file: [COURSE_MESSAGES.lessonNeedsFile] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'youtube' }),
        { iframe_url: [COURSE_MESSAGES.lessonNeedsUrl] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'iframe', iframe_url: 'not a link' }),
        { iframe_url: [COURSE_MESSAGES.lessonNeedsUrl] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'iframe', iframe_url: 'javascript:alert(1)' }),
        { iframe_url: [COURSE_MESSAGES.lessonNeedsUrl] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'video' }, { content: SAMPLES.pdf, name: 'x.mp4' }),
        { file: [COURSE_MESSAGES.wrongFileType] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'audio' }, { content: SAMPLES.mp4, name: 'x.mp3' }),
        { file: [COURSE_MESSAGES.wrongFileType] },
      ],
      [
        multipart({ module: module.id, title: 'x', type: 'pdf' }, { content: SAMPLES.png, name: 'x.pdf' }),
        { file: [COURSE_MESSAGES.wrongFileType] },
      ],
      [
        multipart(
          { module: module.id, title: 'x', type: 'youtube', iframe_url: 'https://youtu.be/x' },
          { content: SAMPLES.mp4 },
        ),
        { file: [COURSE_MESSAGES.wrongFileType] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await send('POST', '', 'coach', body);
      expect(response.statusCode, JSON.stringify(errors)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await stored()).toEqual(before);
    const rows = await t.db.select().from(moduleLessons).where(eq(moduleLessons.moduleId, module.id));
    expect(rows).toEqual([]);
  });

  it('refuses a field after the file and a second file, removing what it stored', async () => {
    const module = await ownModule();
    const before = await stored();
    const late = await send(
      'POST',
      '',
      'coach',
      multipart({ module: module.id, title: 'x', type: 'pdf' }, { content: SAMPLES.pdf }, { type: 'video' }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toHaveProperty('file');
    const elsewhere = await send(
      'POST',
      '',
      'coach',
      multipart(
        { module: module.id, title: 'x', type: 'pdf' },
        { content: SAMPLES.pdf, field: 'attachment' },
      ),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 413 past the file limit and leaves nothing in storage', async () => {
    const small = await appWithLimits(t.app.ctx, { lessonBytes: 1024, resourceBytes: 1024 });
    try {
      const module = await ownModule();
      const before = await stored();
      const big = Buffer.concat([SAMPLES.mp4, Buffer.alloc(2048)]);
      const response = await send(
        'POST',
        '',
        'coach',
        multipart({ module: module.id, title: 'Big', type: 'video' }, { content: big, name: 'big.mp4' }),
        small,
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: COURSE_MESSAGES.lessonTooLarge });
      expect(await stored()).toEqual(before);
      expect(await t.db.select().from(moduleLessons).where(eq(moduleLessons.moduleId, module.id))).toEqual(
        [],
      );

      // Exactly the limit is fine.
      const exact = Buffer.concat([SAMPLES.mp4.subarray(0, 12), Buffer.alloc(1024 - 12)]);
      const fits = await send(
        'POST',
        '',
        'coach',
        multipart({ module: module.id, title: 'Fits', type: 'video' }, { content: exact, name: 'fits.mp4' }),
        small,
      );
      expect(fits.statusCode).toBe(201);
      expect(fits.json().file.size).toBe(1024);

      const lesson = fits.json() as ModuleLesson;
      const patched = await send(
        'PATCH',
        `${lesson.id}/`,
        'coach',
        multipart({ title: 'Too big now' }, { content: big, name: 'big.mp4' }),
        small,
      );
      expect(patched.statusCode).toBe(413);
      expect((await lessonRow(lesson.id))!).toMatchObject({ title: 'Fits', fileSize: 1024 });
      const after = await stored();
      expect(after).toEqual([...before, fileOf(lesson)].sort());
    } finally {
      await small.close();
    }
  });

  it("refuses clients (403), another coach's module (404) and a managed one (403), before storing", async () => {
    const before = await stored();
    const theirs = await ownModule(colleague);
    const managed = await managedModule();
    const body = (moduleId: number) =>
      multipart({ module: moduleId, title: 'x', type: 'pdf' }, { content: SAMPLES.pdf, name: 'x.pdf' });

    const asClient = await send('POST', '', 'client', body((await ownModule()).id));
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
    const toTheirs = await send('POST', '', 'coach', body(theirs.id));
    expect(toTheirs.statusCode).toBe(404);
    const toManaged = await send('POST', '', 'coach', body(managed.id));
    expect(toManaged.statusCode).toBe(403);
    expect(toManaged.json()).toEqual({ detail: COURSE_MESSAGES.readOnly, code: 'permission_denied' });
    const toNowhere = await send('POST', '', 'coach', body(999999));
    expect(toNowhere.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/module-lessons/',
      ...body(theirs.id),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('GET coaches/module-lessons/', () => {
  it("lists a module's lessons in order with their resources; managed ones read-only", async () => {
    const module = await ownModule();
    const second = await buildLesson(t.db, module.id, { ordering: 1 });
    const first = await buildLesson(t.db, module.id, { ordering: 0, published: false });
    const resource = await buildLessonResource(t.db, second.id);
    const response = await call('GET', `coaches/module-lessons/?module=${module.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(moduleLessonSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results.map((l) => l.id)).toEqual([first.id, second.id]);
    expect(page.results[0]).toMatchObject({ published: false, resources: [], editable: true });
    expect(page.results[1]!.resources).toEqual([
      {
        id: resource.id,
        lesson: second.id,
        instruction: resource.instruction,
        url: resource.url,
        file: null,
      },
    ]);
    const one = await call('GET', `coaches/module-lessons/${second.id}/`, 'coach');
    expect(one.json()).toEqual(page.results[1]);

    const paged = await call('GET', `coaches/module-lessons/?module=${module.id}&limit=1&offset=1`, 'coach');
    expect(paged.json()).toMatchObject({ count: 2, next: null, results: [{ id: second.id }] });

    const managed = await managedModule();
    const managedLesson = await buildLesson(t.db, managed.id);
    const list = await call('GET', `coaches/module-lessons/?module=${managed.id}`, 'coach');
    expect(list.json().results).toMatchObject([{ id: managedLesson.id, editable: false }]);
  });

  it("hides another coach's lessons (404), refuses clients (403) and needs a module", async () => {
    const theirs = await ownModule(colleague);
    const lesson = await buildLesson(t.db, theirs.id);
    expect((await call('GET', `coaches/module-lessons/?module=${theirs.id}`, 'coach')).statusCode).toBe(404);
    expect((await call('GET', `coaches/module-lessons/${lesson.id}/`, 'coach')).statusCode).toBe(404);
    expect((await call('GET', `coaches/module-lessons/${lesson.id}/`, 'client')).statusCode).toBe(403);
    expect((await call('GET', 'coaches/module-lessons/', 'coach')).statusCode).toBe(400);
    expect((await call('GET', 'coaches/module-lessons/999999/', 'coach')).statusCode).toBe(404);
  });
});

describe('PATCH coaches/module-lessons/{id}/', () => {
  it('changes only what is sent', async () => {
    const module = await ownModule();
    const lesson = await createLesson(
      { module: module.id, title: 'Before', description: 'Kept', type: 'pdf', published: 'true' },
      { content: SAMPLES.pdf, name: 'a.pdf' },
    );
    const response = await send('PATCH', `${lesson.id}/`, 'coach', multipart({ title: 'After' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'After',
      description: 'Kept',
      published: true,
      type: 'pdf',
      file_name: 'a.pdf',
      file: { name: 'a.pdf', size: SAMPLES.pdf.length },
    });
    const json = await call('PATCH', `coaches/module-lessons/${lesson.id}/`, 'coach', {
      published: false,
      file_name: 'Renamed.pdf',
    });
    expect(json.json()).toMatchObject({ title: 'After', published: false, file_name: 'Renamed.pdf' });
  });

  it('replaces the file, removing the old one after the save', async () => {
    const module = await ownModule();
    const lesson = await createLesson(
      { module: module.id, title: 'Clip', type: 'video' },
      { content: SAMPLES.mp4, name: 'one.mp4' },
    );
    const response = await send(
      'PATCH',
      `${lesson.id}/`,
      'coach',
      multipart({}, { content: SAMPLES.webm, name: 'two.webm' }),
    );
    expect(response.statusCode).toBe(200);
    const patched = response.json() as ModuleLesson;
    expect(patched).toMatchObject({ file_name: 'two.webm', file: { content_type: 'video/webm' } });
    const files = await stored();
    expect(files).toContain(fileOf(patched));
    expect(files).not.toContain(fileOf(lesson));
  });

  it('changes the type: a file it still suits stays, one it does not is needed, a link drops the file', async () => {
    const module = await ownModule();
    const lesson = await createLesson(
      { module: module.id, title: 'Clip', type: 'video' },
      { content: SAMPLES.mp4, name: 'clip.mp4' },
    );
    const toPdf = await send('PATCH', `${lesson.id}/`, 'coach', multipart({ type: 'pdf' }));
    expect(toPdf.statusCode).toBe(400);
    expect(toPdf.json()).toEqual({ file: [COURSE_MESSAGES.lessonNeedsFile] });
    const wrongFile = await send(
      'PATCH',
      `${lesson.id}/`,
      'coach',
      multipart({ type: 'pdf' }, { content: SAMPLES.mp4, name: 'x.pdf' }),
    );
    expect(wrongFile.json()).toEqual({ file: [COURSE_MESSAGES.wrongFileType] });
    // A download takes any file, so the video stays as one.
    const toFile = await send('PATCH', `${lesson.id}/`, 'coach', multipart({ type: 'file' }));
    expect(toFile.statusCode).toBe(200);
    expect(toFile.json()).toMatchObject({
      type: 'file',
      file_name: 'clip.mp4',
      file: { content_type: 'video/mp4' },
    });
    expect(await stored()).toContain(fileOf(lesson));

    const noLink = await send('PATCH', `${lesson.id}/`, 'coach', multipart({ type: 'youtube' }));
    expect(noLink.json()).toEqual({ iframe_url: [COURSE_MESSAGES.lessonNeedsUrl] });
    const toLink = await send(
      'PATCH',
      `${lesson.id}/`,
      'coach',
      multipart({ type: 'youtube', iframe_url: 'https://www.youtube.com/embed/x' }),
    );
    expect(toLink.statusCode).toBe(200);
    expect(toLink.json()).toMatchObject({ type: 'youtube', file: null, file_name: null });
    expect(await stored()).not.toContain(fileOf(lesson));
    expect(await lessonRow(lesson.id)).toMatchObject({ fileKey: null, fileSize: null, contentType: null });

    const backToVideo = await send('PATCH', `${lesson.id}/`, 'coach', multipart({ type: 'video' }));
    expect(backToVideo.json()).toEqual({ file: [COURSE_MESSAGES.lessonNeedsFile] });
    const withVideo = await send(
      'PATCH',
      `${lesson.id}/`,
      'coach',
      multipart({ type: 'video' }, { content: SAMPLES.webm, name: 'new.webm' }),
    );
    expect(withVideo.json()).toMatchObject({ type: 'video', iframe_url: null, file_name: 'new.webm' });
  });

  it("refuses a managed lesson (403), another coach's (404) and clients (403), keeping it as it was", async () => {
    const managed = await buildLesson(t.db, (await managedModule()).id, { title: 'Managed' });
    const theirs = await buildLesson(t.db, (await ownModule(colleague)).id, { title: 'Theirs' });
    const before = await stored();
    const file = { content: SAMPLES.mp4, name: 'x.mp4' };
    const toManaged = await send(
      'PATCH',
      `${managed.id}/`,
      'coach',
      multipart({ title: 'Mine', type: 'video' }, file),
    );
    expect(toManaged.statusCode).toBe(403);
    expect(toManaged.json()).toMatchObject({ detail: COURSE_MESSAGES.readOnly });
    expect((await send('PATCH', `${theirs.id}/`, 'coach', multipart({ title: 'Mine' }))).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', `${theirs.id}/`, 'client', multipart({ title: 'Mine' }))).statusCode).toBe(
      403,
    );
    expect((await lessonRow(managed.id))!.title).toBe('Managed');
    expect((await lessonRow(theirs.id))!.title).toBe('Theirs');
    expect(await stored()).toEqual(before);
  });
});

describe('DELETE coaches/module-lessons/{id}/', () => {
  it('deletes the lesson, its resources and their files; a note on it stays', async () => {
    const module = await ownModule();
    const lesson = await createLesson(
      { module: module.id, title: 'Gone', type: 'audio' },
      { content: SAMPLES.mp3, name: 'a.mp3' },
    );
    const body = multipart(
      { lesson: lesson.id, instruction: 'Read' },
      { content: SAMPLES.pdf, name: 'r.pdf' },
    );
    const resource = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/lesson-resources/',
      headers: { ...body.headers, authorization: auth.coach! },
      payload: body.payload,
    });
    expect(resource.statusCode).toBe(201);
    const resourceKey = keyOfLink(resource.json().file.url).replace(/^private\//, '');
    const [note] = await t.db
      .insert(notes)
      .values({ userId: client.id, title: 'Mine', text: 'kept', lessonId: lesson.id })
      .returning();
    expect(await stored()).toEqual(expect.arrayContaining([fileOf(lesson), resourceKey]));

    const theirs = await buildLesson(t.db, (await ownModule(colleague)).id);
    const managed = await buildLesson(t.db, (await managedModule()).id);
    expect((await call('DELETE', `coaches/module-lessons/${theirs.id}/`, 'coach')).statusCode).toBe(404);
    expect((await call('DELETE', `coaches/module-lessons/${managed.id}/`, 'coach')).statusCode).toBe(403);
    expect((await call('DELETE', `coaches/module-lessons/${lesson.id}/`, 'client')).statusCode).toBe(403);
    expect(await lessonRow(theirs.id)).toBeDefined();
    expect(await lessonRow(managed.id)).toBeDefined();

    expect((await call('DELETE', `coaches/module-lessons/${lesson.id}/`, 'coach')).statusCode).toBe(204);
    expect(await lessonRow(lesson.id)).toBeUndefined();
    expect(await t.db.select().from(lessonResources).where(eq(lessonResources.lessonId, lesson.id))).toEqual(
      [],
    );
    const files = await stored();
    expect(files).not.toContain(fileOf(lesson));
    expect(files).not.toContain(resourceKey);
    const [keptNote] = await t.db.select().from(notes).where(eq(notes.id, note!.id));
    expect(keptNote).toMatchObject({ text: 'kept', lessonId: null });
    expect((await call('DELETE', `coaches/module-lessons/${lesson.id}/`, 'coach')).statusCode).toBe(404);
  });
});

describe('POST coaches/module-lessons/{id}/move/', () => {
  const order = async (moduleId: number) =>
    (
      await t.db
        .select({ id: moduleLessons.id, ordering: moduleLessons.ordering })
        .from(moduleLessons)
        .where(eq(moduleLessons.moduleId, moduleId))
        .orderBy(asc(moduleLessons.ordering), asc(moduleLessons.id))
    ).map((row) => [row.id, row.ordering]);

  it('swaps a lesson with its neighbour and keeps the order a permutation', async () => {
    const module = await ownModule();
    const ids: number[] = [];
    for (const title of ['a', 'b', 'c'])
      ids.push(
        (await createLesson({ module: module.id, title, type: 'iframe', iframe_url: 'https://e.test' })).id,
      );
    const [a, b, c] = ids as [number, number, number];
    expect(await order(module.id)).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
    const move = (id: number, direction: string, role = 'coach') =>
      call('POST', `coaches/module-lessons/${id}/move/`, role, { direction });
    expect((await move(c, 'up')).statusCode).toBe(204);
    expect(await order(module.id)).toEqual([
      [a, 0],
      [c, 1],
      [b, 2],
    ]);
    expect((await move(a, 'up')).statusCode).toBe(204);
    expect((await move(b, 'down')).statusCode).toBe(204);
    expect((await order(module.id)).map(([id]) => id)).toEqual([a, c, b]);
    expect((await move(a, 'sideways')).statusCode).toBe(400);
  });

  it("refuses a managed lesson (403), another coach's (404) and clients (403)", async () => {
    const managed = await buildLesson(t.db, (await managedModule()).id);
    const theirs = await buildLesson(t.db, (await ownModule(colleague)).id);
    const own = await buildLesson(t.db, (await ownModule()).id);
    const move = (id: number, role: string) =>
      call('POST', `coaches/module-lessons/${id}/move/`, role, { direction: 'up' });
    expect((await move(managed.id, 'coach')).statusCode).toBe(403);
    expect((await move(theirs.id, 'coach')).statusCode).toBe(404);
    expect((await move(own.id, 'client')).statusCode).toBe(403);
  });
});
