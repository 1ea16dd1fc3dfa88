import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COURSE_FILE_LINK_SECONDS, type ModuleLesson } from '@tandem/shared';
import { appSecrets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, ownedBy } from '../../test/factories/catalog';
import { buildModule } from '../../test/factories/courses';
import {
  contentDisposition,
  courseFileLink,
  LINK_REFUSED,
  parseRange,
  presentCourseFile,
  verifyCourseFileLink,
} from './course-files';
import { keyOfLink, multipart, SAMPLES } from './lessons.test-helpers';

let t: TestApp;
let dataDir: string;
const auth: Record<string, string> = {};
let video: ModuleLesson;
let download: ModuleLesson;
const videoBytes = Buffer.concat([SAMPLES.mp4, Buffer.from('0123456789abcdef')]);

async function createLesson(
  fields: Record<string, string | number>,
  file: { content: Buffer; name: string },
) {
  const body = multipart(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/coaches/module-lessons/',
    headers: { ...body.headers, authorization: auth.coach! },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ModuleLesson;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-course-files-'));
  t = await createTestApp({ dataDir });
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
  for (const [role, user] of Object.entries({ coach, colleague, client }))
    auth[role] = await authHeader(t.app, user.email);
  const module = await buildModule(t.db, (await buildCourse(t.db, ownedBy(coach))).id);
  video = await createLesson(
    { module: module.id, title: 'Clip', type: 'video' },
    { content: videoBytes, name: 'clip.mp4' },
  );
  download = await createLesson(
    { module: module.id, title: 'Workbook', type: 'file' },
    { content: SAMPLES.zip, name: 'Wörk book.zip' },
  );
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A GET of a link, without any login (a <video> tag sends none). */
const fetchLink = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes= 5 - 6 ', { start: 5, end: 6 }],
  ])('reads %j of a 100-byte file', (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });

  it.each([[undefined], ['items=0-1'], ['bytes=0-1,5-6'], ['bytes=-'], ['bytes=9-2'], ['bytes=x-1']])(
    'serves the whole file for %j',
    (header) => {
      expect(parseRange(header, 100)).toBeNull();
    },
  );

  it('cannot satisfy a start past the end or an empty suffix', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('contentDisposition', () => {
  it('names a download in ASCII and in UTF-8, and leaves inline files unnamed', () => {
    expect(contentDisposition('attachment', 'Wörk "book".zip')).toBe(
      `attachment; filename="W_rk _book_.zip"; filename*=UTF-8''W%C3%B6rk%20%22book%22.zip`,
    );
    expect(contentDisposition('attachment', null)).toBe('attachment');
  });
});

describe('signed links', () => {
  it('signs the key and expiry with the shared file_links secret, for six hours', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const key = keyOfLink(video.file!.url);
    const link = courseFileLink(t.app.ctx, key, now);
    const expires = Math.floor(now.getTime() / 1000) + COURSE_FILE_LINK_SECONDS;
    const [secret] = await t.db.select().from(appSecrets).where(eq(appSecrets.name, 'file_links'));
    const signature = createHmac('sha256', secret!.value).update(`${key}:${expires}`).digest('hex');
    expect(link).toBe(`/api/course-files/${key}?expires=${expires}&signature=${signature}`);
    expect(verifyCourseFileLink(t.app.ctx, key, String(expires), signature, now)).toBe(true);
    expect(
      verifyCourseFileLink(t.app.ctx, key, String(expires), signature, new Date((expires + 1) * 1000)),
    ).toBe(false);
    expect(verifyCourseFileLink(t.app.ctx, `${key}x`, String(expires), signature, now)).toBe(false);
    expect(verifyCourseFileLink(t.app.ctx, key, String(expires + 1), signature, now)).toBe(false);
    expect(verifyCourseFileLink(t.app.ctx, key, String(expires), signature.toUpperCase(), now)).toBe(false);
    expect(verifyCourseFileLink(t.app.ctx, key, String(expires), signature.slice(2), now)).toBe(false);
    expect(verifyCourseFileLink(t.app.ctx, key, undefined, signature, now)).toBe(false);
  });

  it('presents a stored file as a link with its name, size and type, and no file as null', () => {
    const file = {
      fileKey: 'private/lessons/a.pdf',
      fileName: 'a.pdf',
      fileSize: 3,
      contentType: 'application/pdf',
    };
    expect(presentCourseFile(t.app.ctx, file)).toEqual({
      url: expect.stringMatching(
        /^\/api\/course-files\/private\/lessons\/a\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
      ),
      name: 'a.pdf',
      size: 3,
      content_type: 'application/pdf',
    });
    expect(presentCourseFile(t.app.ctx, { ...file, fileKey: null })).toBeNull();
  });
});

describe('GET /api/course-files/<key>', () => {
  it('serves the whole file to anyone holding a valid link, without a login', async () => {
    const response = await fetchLink(video.file!.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(videoBytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': String(videoBytes.length),
      'cache-control': 'private, max-age=3600',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers a range with 206 and exactly those bytes, so players seek', async () => {
    const size = videoBytes.length;
    const middle = await fetchLink(video.file!.url, { range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(videoBytes.subarray(10, 20))).toBe(true);
    expect(middle.headers).toMatchObject({
      'content-range': `bytes 10-19/${size}`,
      'content-length': '10',
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
    });
    const tail = await fetchLink(video.file!.url, { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('0123456789abcdef');
    expect(tail.headers['content-range']).toBe(`bytes ${size - 16}-${size - 1}/${size}`);
    const rest = await fetchLink(video.file!.url, { range: `bytes=${size - 3}-` });
    expect(rest.body).toBe('def');
  });

  it('answers 416 for a range past the end', async () => {
    const size = videoBytes.length;
    const response = await fetchLink(video.file!.url, { range: `bytes=${size}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('may be framed by the lesson page, and by no other site; a download never', async () => {
    const shown = await fetchLink(video.file!.url);
    expect(shown.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(shown.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(shown.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    const downloaded = await fetchLink(download.file!.url);
    expect(downloaded.headers['x-frame-options']).toBe('DENY');
    expect(downloaded.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends other files as downloads under their name', async () => {
    const response = await fetchLink(download.file!.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLES.zip)).toBe(true);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="W_rk book.zip"; filename*=UTF-8''W%C3%B6rk%20book.zip`,
    );
  });

  it('refuses an expired, tampered, borrowed or unsigned link with 403', async () => {
    const key = keyOfLink(video.file!.url);
    const expired = courseFileLink(
      t.app.ctx,
      key,
      new Date(Date.now() - (COURSE_FILE_LINK_SECONDS + 60) * 1000),
    );
    const signature = new URL(video.file!.url, 'http://x').searchParams.get('signature')!;
    const flipped = signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const otherKey = keyOfLink(download.file!.url);
    const expires = new URL(video.file!.url, 'http://x').searchParams.get('expires')!;
    for (const url of [
      expired,
      video.file!.url.replace(signature, flipped),
      video.file!.url.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      `/api/course-files/${otherKey}?expires=${expires}&signature=${signature}`,
      `/api/course-files/${key}`,
      `/api/course-files/${key}?expires=${expires}&signature=zz`,
    ]) {
      const response = await fetchLink(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ detail: LINK_REFUSED });
    }
  });

  it('answers 404 for a signed key with no file, and never serves course files at /media/', async () => {
    const missing = courseFileLink(t.app.ctx, 'private/lessons/nothing.mp4');
    expect((await fetchLink(missing)).statusCode).toBe(404);
    const key = keyOfLink(video.file!.url);
    expect((await fetchLink(`/media/${key}`)).statusCode).toBe(404);
  });

  it('hands links only to those who may see the lesson', async () => {
    const asColleague = await t.app.inject({
      method: 'GET',
      url: `/api/coaches/module-lessons/${video.id}/`,
      headers: { authorization: auth.colleague! },
    });
    const asClient = await t.app.inject({
      method: 'GET',
      url: `/api/coaches/module-lessons/${video.id}/`,
      headers: { authorization: auth.client! },
    });
    expect(asColleague.statusCode).toBe(404);
    expect(asClient.statusCode).toBe(403);
    for (const response of [asColleague, asClient]) expect(response.body).not.toContain('course-files');
  });

  it('is not in the API docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/coaches/module-lessons/');
    expect(Object.keys(docs.json().paths).some((p) => p.includes('course-files'))).toBe(false);
  });
});
