import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_PROFILE_IMAGE_BYTES, MESSAGES, userSchema } from '@tandem/shared';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildUser } from '../../test/factories';
import { detectImageType, INVALID_IMAGE, NO_IMAGE } from '../../lib/uploads';
import { multipartFile, PNG } from '../../test/uploads';
import { IMAGE_TOO_LARGE } from './profile-image';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-uploads-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const avatars = () => path.join(dataDir, 'uploads', 'avatars');
/** Every file in the avatars folder (data files and their `.type` companions). */
const avatarFiles = async () => (existsSync(avatars()) ? (await readdir(avatars())).sort() : []);
const fileOfUrl = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/media\//, ''));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(32)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);

/** A multipart/form-data body with one file, in the profile image's field. */
const multipart = (content: Buffer, options: { field?: string; filename?: string; type?: string } = {}) =>
  multipartFile(content, { field: 'image', filename: 'avatar.png', ...options });

const upload = (id: number, auth: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/user/${id}/`,
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });
const storedImage = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.image;

describe('detectImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('knows %s by its first bytes', (_name, content, contentType, extension) => {
    expect(detectImageType(content)).toEqual({ contentType, extension });
  });

  it.each([
    ['text', Buffer.from('hello, I am not a picture')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])],
    ['a PNG cut short', PNG.subarray(0, 5)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(content)).toBeNull();
  });
});

describe('PATCH user/{id}/ with an image (multipart)', () => {
  it('stores a PNG, puts its URL on the user and serves it there', async () => {
    const user = await buildUser(t.db);
    const response = await upload(user.id, await authHeader(t.app, user.email), multipart(PNG));
    expect(response.statusCode).toBe(200);
    const body = userSchema.parse(response.json());
    expect(body.image).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await storedImage(user.id)).toBe(body.image);

    const served = await t.app.inject({ method: 'GET', url: body.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('goes by the content, not the name or declared type', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    for (const [content, extension, type] of [
      [JPEG, 'jpg', 'image/jpeg'],
      [GIF, 'gif', 'image/gif'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      const response = await upload(
        user.id,
        auth,
        multipart(content, { filename: 'x.png', type: 'image/png' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().image).toMatch(new RegExp(`\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url: response.json().image });
      expect(served.headers['content-type']).toBe(type);
    }
  });

  it('refuses a text file named .png and keeps the old image', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const first = (await upload(user.id, auth, multipart(PNG))).json().image;
    const before = await avatarFiles();
    const response = await upload(user.id, auth, multipart(Buffer.from('just some notes\n'.repeat(20))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [INVALID_IMAGE] });
    expect(await storedImage(user.id)).toBe(first);
    expect(await avatarFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB and leaves nothing behind', async () => {
    const user = await buildUser(t.db);
    const before = await avatarFiles();
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX_PROFILE_IMAGE_BYTES + 1 - PNG.length)]);
    const response = await upload(user.id, await authHeader(t.app, user.email), multipart(tooBig));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [IMAGE_TOO_LARGE] });
    expect(await storedImage(user.id)).toBeNull();
    expect(await avatarFiles()).toEqual(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const user = await buildUser(t.db);
    const largest = Buffer.concat([PNG, Buffer.alloc(MAX_PROFILE_IMAGE_BYTES - PNG.length)]);
    const response = await upload(user.id, await authHeader(t.app, user.email), multipart(largest));
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().image });
    expect(served.rawPayload.length).toBe(MAX_PROFILE_IMAGE_BYTES);
  });

  it('replaces the old image and deletes its file', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const first = (await upload(user.id, auth, multipart(PNG))).json().image;
    expect(existsSync(fileOfUrl(first))).toBe(true);
    const second = (await upload(user.id, auth, multipart(GIF))).json().image;
    expect(second).not.toBe(first);
    expect(existsSync(fileOfUrl(first))).toBe(false);
    expect(existsSync(`${fileOfUrl(first)}.type`)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it("refuses to change another user's image: 403 when visible, 404 otherwise", async () => {
    const coach = await buildCoach(t.db, null);
    const { user: client } = await buildClient(t.db, coach);
    const stranger = await buildUser(t.db);
    const before = await avatarFiles();
    const asCoach = await upload(client.id, await authHeader(t.app, coach.email), multipart(PNG));
    expect(asCoach.statusCode).toBe(403);
    expect(asCoach.json()).toEqual({ detail: MESSAGES.noPermission, code: 'permission_denied' });
    const asStranger = await upload(client.id, await authHeader(t.app, stranger.email), multipart(PNG));
    expect(asStranger.statusCode).toBe(404);
    expect(await storedImage(client.id)).toBeNull();
    expect(await avatarFiles()).toEqual(before);
  });

  it("lets staff change a user's image", async () => {
    const staff = await buildUser(t.db, { isStaff: true });
    const user = await buildUser(t.db);
    const response = await upload(user.id, await authHeader(t.app, staff.email), multipart(PNG));
    expect(response.statusCode).toBe(200);
    expect(await storedImage(user.id)).toBe(response.json().image);
  });

  it('needs the file in the image field', async () => {
    const user = await buildUser(t.db);
    const response = await upload(
      user.id,
      await authHeader(t.app, user.email),
      multipart(PNG, { field: 'avatar' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [NO_IMAGE] });
  });

  it('still takes JSON settings on the same route', async () => {
    const user = await buildUser(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${user.id}/`,
      headers: { authorization: await authHeader(t.app, user.email) },
      payload: { first_name: 'Renamed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().first_name).toBe('Renamed');
  });
});

describe('GET /media/*', () => {
  it.each([
    '/media/avatars/not-there.png',
    '/media/../package.json',
    '/media/avatars/../../../package.json',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/avatars/%2e%2e%2f%2e%2e%2fsecret.png',
    '/media//etc/passwd',
    '/media/',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('never serves the stored content type files', async () => {
    const user = await buildUser(t.db);
    const image = (await upload(user.id, await authHeader(t.app, user.email), multipart(PNG))).json().image;
    expect(existsSync(`${fileOfUrl(image)}.type`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${image}.type` })).statusCode).toBe(404);
  });
});
