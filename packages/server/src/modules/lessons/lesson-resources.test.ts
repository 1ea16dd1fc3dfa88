import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  HABIT_MESSAGES,
  COURSE_MESSAGES,
  lessonResourceSchema,
  MESSAGES,
  paginatedSchema,
  type LessonResource,
} from '@tandem/shared';
import { lessonResources } from '../../db/schema';
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
let companyId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-lesson-resources-'));
  t = await createTestApp({ dataDir });
  const { company } = await buildOwner(t.db);
  companyId = company.id;
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
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
    url: `/api/coaches/lesson-resources/${url}`,
    headers: { ...body.headers, authorization: auth[role]! },
    payload: body.payload,
  });
const stored = () => storedFiles(dataDir);
const fileOf = (resource: LessonResource) => keyOfLink(resource.file!.url).replace(/^private\//, '');
const resourceRow = async (id: number) =>
  (await t.db.select().from(lessonResources).where(eq(lessonResources.id, id)))[0];

async function lessonOf(owner: Person | 'managed' = coach) {
  const course = await buildCourse(t.db, owner === 'managed' ? managedBy(companyId) : ownedBy(owner));
  return buildLesson(t.db, (await buildModule(t.db, course.id)).id);
}

async function fileResource(lessonId: number, content = SAMPLES.pdf, name = 'guide.pdf') {
  const response = await send(
    'POST',
    '',
    'coach',
    multipart({ lesson: lessonId, instruction: 'Read' }, { content, name }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return lessonResourceSchema.strict().parse(response.json());
}

describe('POST coaches/lesson-resources/', () => {
  it('adds a link, as multipart or JSON', async () => {
    const lesson = await lessonOf();
    const response = await send(
      'POST',
      '',
      'coach',
      multipart({ lesson: lesson.id, instruction: 'Watch this', url: 'https://example.test/v', type: 'url' }),
    );
    expect(response.statusCode).toBe(201);
    expect(lessonResourceSchema.strict().parse(response.json())).toMatchObject({
      lesson: lesson.id,
      instruction: 'Watch this',
      url: 'https://example.test/v',
      file: null,
    });
    const json = await call('POST', 'coaches/lesson-resources/', 'coach', {
      lesson: lesson.id,
      instruction: 'As JSON',
      url: 'https://example.test/json',
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ instruction: 'As JSON', url: 'https://example.test/json' });
  });

  it('stores a file of any kind privately: known types keep theirs, the rest are downloads', async () => {
    const lesson = await lessonOf();
    const pdf = await fileResource(lesson.id);
    expect(pdf.file).toMatchObject({
      name: 'guide.pdf',
      size: SAMPLES.pdf.length,
      content_type: 'application/pdf',
    });
    expect(pdf.file!.url).toMatch(/^\/api\/course-files\/private\/lesson-resources\/[A-Za-z0-9_-]+\.pdf\?/);
    const zip = await fileResource(lesson.id, SAMPLES.zip, 'sheets.zip');
    expect(zip.file).toMatchObject({ name: 'sheets.zip', content_type: 'application/octet-stream' });
    const audio = await fileResource(lesson.id, SAMPLES.ogg, 'calm.ogg');
    expect(audio.file!.content_type).toBe('audio/ogg');
    expect(await stored()).toEqual(expect.arrayContaining([fileOf(pdf), fileOf(zip), fileOf(audio)]));
    expect(await resourceRow(zip.id)).toMatchObject({ fileName: 'sheets.zip', fileSize: SAMPLES.zip.length });
    const served = await t.app.inject({ method: 'GET', url: zip.file!.url });
    expect(served.rawPayload.equals(SAMPLES.zip)).toBe(true);
  });

  it('applies the exercise-resource rules and messages, storing nothing when refused', async () => {
    const lesson = await lessonOf();
    const before = await stored();
    const cases: [MultipartBody, Record<string, string[]>][] = [
      [
        multipart({ lesson: lesson.id }, { content: SAMPLES.pdf }),
        { instruction: [HABIT_MESSAGES.noInstructions] },
      ],
      [
        multipart({ lesson: lesson.id, instruction: '  ', url: 'https://e.test' }),
        { instruction: [HABIT_MESSAGES.noInstructions] },
      ],
      [
        multipart({ lesson: lesson.id, instruction: 'Read', type: 'file' }),
        { file: [HABIT_MESSAGES.noFileUploaded] },
      ],
      [
        multipart(
          { lesson: lesson.id, instruction: 'Read' },
          { content: Buffer.alloc(0), name: 'empty.pdf' },
        ),
        { file: [HABIT_MESSAGES.noFileUploaded] },
      ],
      [
        multipart({ lesson: lesson.id, instruction: 'Read', url: '' }),
        { non_field_errors: [HABIT_MESSAGES.noResources] },
      ],
      [
        multipart({ lesson: lesson.id, instruction: 'Read', url: 'not a url' }),
        { url: ['Enter a valid URL.'] },
      ],
      [
        multipart(
          { lesson: lesson.id, instruction: 'Read', url: 'javascript:alert(1)' },
          { content: SAMPLES.pdf },
        ),
        { url: ['Enter a valid URL.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await send('POST', '', 'coach', body);
      expect(response.statusCode, JSON.stringify(errors)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await stored()).toEqual(before);
    expect(await t.db.select().from(lessonResources).where(eq(lessonResources.lessonId, lesson.id))).toEqual(
      [],
    );
  });

  it('keeps only the link when the type is url, not storing a file sent along', async () => {
    const lesson = await lessonOf();
    const before = await stored();
    const response = await send(
      'POST',
      '',
      'coach',
      multipart(
        { lesson: lesson.id, instruction: 'Link', type: 'url', url: 'https://example.test/x' },
        { content: SAMPLES.pdf },
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ url: 'https://example.test/x', file: null });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file past the limit, leaving nothing behind', async () => {
    const small = await appWithLimits(t.app.ctx, { lessonBytes: 1024, resourceBytes: 1024 });
    try {
      const lesson = await lessonOf();
      const before = await stored();
      const response = await send(
        'POST',
        '',
        'coach',
        multipart(
          { lesson: lesson.id, instruction: 'Big' },
          { content: Buffer.alloc(4096, 1), name: 'big.bin' },
        ),
        small,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ file: ['The file is too large: it may be at most 1 MB.'] });
      expect(await stored()).toEqual(before);
    } finally {
      await small.close();
    }
  });

  it("refuses a managed lesson (403), another coach's (404) and clients (403)", async () => {
    const managed = await lessonOf('managed');
    const theirs = await lessonOf(colleague);
    const before = await stored();
    const toManaged = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'x', lesson: managed.id }, { content: SAMPLES.pdf }),
    );
    expect(toManaged.statusCode).toBe(403);
    expect(toManaged.json()).toMatchObject({ detail: COURSE_MESSAGES.readOnly });
    const toTheirs = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'x', lesson: theirs.id }, { content: SAMPLES.pdf }),
    );
    expect(toTheirs.statusCode).toBe(404);
    const asClient = await send(
      'POST',
      '',
      'client',
      multipart({ instruction: 'x', lesson: theirs.id }, { content: SAMPLES.pdf }),
    );
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect(await stored()).toEqual(before);
  });
});

describe('GET coaches/lesson-resources/', () => {
  it("lists a lesson's resources oldest first; another coach's lesson is 404", async () => {
    const lesson = await lessonOf();
    const first = await buildLessonResource(t.db, lesson.id);
    const second = await fileResource(lesson.id);
    const response = await call('GET', `coaches/lesson-resources/?lesson=${lesson.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(lessonResourceSchema.strict()).parse(response.json());
    expect(page.results.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(page.results[1]!.file).toMatchObject({ name: 'guide.pdf' });
    expect((await call('GET', `coaches/lesson-resources/${first.id}/`, 'coach')).json()).toMatchObject({
      id: first.id,
      lesson: lesson.id,
    });
    const managed = await lessonOf('managed');
    await buildLessonResource(t.db, managed.id);
    expect((await call('GET', `coaches/lesson-resources/?lesson=${managed.id}`, 'coach')).json().count).toBe(
      1,
    );

    const theirs = await lessonOf(colleague);
    const hidden = await buildLessonResource(t.db, theirs.id);
    expect((await call('GET', `coaches/lesson-resources/?lesson=${theirs.id}`, 'coach')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `coaches/lesson-resources/${hidden.id}/`, 'coach')).statusCode).toBe(404);
    expect((await call('GET', `coaches/lesson-resources/?lesson=${lesson.id}`, 'client')).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH and DELETE coaches/lesson-resources/{id}/', () => {
  it('changes only what is sent', async () => {
    const resource = await fileResource((await lessonOf()).id);
    const response = await send('PATCH', `${resource.id}/`, 'coach', multipart({ instruction: 'Renamed' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ instruction: 'Renamed', file: { name: 'guide.pdf' } });
    const json = await call('PATCH', `coaches/lesson-resources/${resource.id}/`, 'coach', {
      url: 'https://example.test/also',
    });
    expect(json.json()).toMatchObject({
      instruction: 'Renamed',
      url: 'https://example.test/also',
      file: { name: 'guide.pdf' },
    });
  });

  it('replaces the file and removes the old one; switching to a link removes it too', async () => {
    const resource = await fileResource((await lessonOf()).id);
    const replaced = await send(
      'PATCH',
      `${resource.id}/`,
      'coach',
      multipart({}, { content: SAMPLES.mp4, name: 'new.mp4' }),
    );
    expect(replaced.statusCode).toBe(200);
    const updated = lessonResourceSchema.parse(replaced.json());
    expect(updated.file).toMatchObject({ name: 'new.mp4', content_type: 'video/mp4' });
    const files = await stored();
    expect(files).toContain(fileOf(updated));
    expect(files).not.toContain(fileOf(resource));

    const toLink = await send(
      'PATCH',
      `${resource.id}/`,
      'coach',
      multipart({ type: 'url', url: 'https://example.test/l' }),
    );
    expect(toLink.json()).toMatchObject({ url: 'https://example.test/l', file: null });
    expect(await stored()).not.toContain(fileOf(updated));
    expect(await resourceRow(resource.id)).toMatchObject({
      fileKey: null,
      fileName: null,
      fileSize: null,
      contentType: null,
    });
  });

  it('refuses a patch that leaves nothing, keeping the resource as it was', async () => {
    const resource = await fileResource((await lessonOf()).id);
    const response = await send('PATCH', `${resource.id}/`, 'coach', multipart({ type: 'url' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [HABIT_MESSAGES.noResources] });
    expect(await stored()).toContain(fileOf(resource));
  });

  it('moves a resource only to a lesson the coach may change', async () => {
    const resource = await fileResource((await lessonOf()).id);
    const other = await lessonOf();
    const managed = await lessonOf('managed');
    const theirs = await lessonOf(colleague);
    expect(
      (await send('PATCH', `${resource.id}/`, 'coach', multipart({ lesson: managed.id }))).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', `${resource.id}/`, 'coach', multipart({ lesson: theirs.id }))).statusCode,
    ).toBe(404);
    const moved = await send('PATCH', `${resource.id}/`, 'coach', multipart({ lesson: other.id }));
    expect(moved.json()).toMatchObject({ lesson: other.id });
  });

  it('deletes a resource and its file', async () => {
    const resource = await fileResource((await lessonOf()).id);
    expect((await call('DELETE', `coaches/lesson-resources/${resource.id}/`, 'coach')).statusCode).toBe(204);
    expect(await resourceRow(resource.id)).toBeUndefined();
    expect(await stored()).not.toContain(fileOf(resource));
    expect((await call('DELETE', `coaches/lesson-resources/${resource.id}/`, 'coach')).statusCode).toBe(404);
  });

  it("refuses changes to a managed lesson's resources (403), another coach's (404) and clients (403)", async () => {
    const managed = await buildLessonResource(t.db, (await lessonOf('managed')).id, {
      instruction: 'Managed',
    });
    const theirs = await buildLessonResource(t.db, (await lessonOf(colleague)).id);
    const own = await buildLessonResource(t.db, (await lessonOf()).id);
    expect(
      (await send('PATCH', `${managed.id}/`, 'coach', multipart({ instruction: 'Mine' }))).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `coaches/lesson-resources/${managed.id}/`, 'coach')).statusCode).toBe(403);
    expect(
      (await send('PATCH', `${theirs.id}/`, 'coach', multipart({ instruction: 'Mine' }))).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `coaches/lesson-resources/${theirs.id}/`, 'coach')).statusCode).toBe(404);
    expect((await send('PATCH', `${own.id}/`, 'client', multipart({ instruction: 'Mine' }))).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `coaches/lesson-resources/${own.id}/`, 'client')).statusCode).toBe(403);
    expect((await resourceRow(managed.id))!.instruction).toBe('Managed');
    expect(await resourceRow(theirs.id)).toBeDefined();
    expect(await resourceRow(own.id)).toBeDefined();
  });
});
