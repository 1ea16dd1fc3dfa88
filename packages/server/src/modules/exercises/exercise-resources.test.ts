import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exerciseResourceSchema, HABIT_MESSAGES, MESSAGES, paginatedSchema } from '@tandem/shared';
import { exerciseResources } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise } from '../../test/factories/habits';
import { buildResource } from '../../test/factories/exercise-resources';
import { FILE_TOO_LARGE, FILE_TYPE_REFUSED, MAX_EXERCISE_FILE_BYTES } from '../../lib/resource-form';

let t: TestApp;
let dataDir: string;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let companyId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-resources-'));
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

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(256)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(256)]);

/** A multipart/form-data body: text fields, then optionally one file. */
function multipart(
  fields: Record<string, string | number>,
  file?: { content: Buffer; name?: string; field?: string },
) {
  const boundary = `----tandem${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name ?? 'guide.pdf'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (method: 'POST' | 'PATCH', url: string, role: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method,
    url: `/api/coaches/exercise-resources/${url}`,
    headers: { ...body.headers, authorization: auth[role]! },
    payload: body.payload,
  });
const call = apiCaller(() => t, auth);

const folder = () => path.join(dataDir, 'uploads', 'exercise-resources');
/** The stored resource files (data files only, not their `.type` companions). */
const storedFiles = async () =>
  existsSync(folder()) ? (await readdir(folder())).filter((name) => !name.endsWith('.type')).sort() : [];
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const resourceRow = async (id: number) =>
  (await t.db.select().from(exerciseResources).where(eq(exerciseResources.id, id)))[0];

async function ownExercise() {
  const area = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
  return buildExercise(t.db, area.id);
}

describe('POST coaches/exercise-resources/', () => {
  it('adds a link', async () => {
    const exercise = await ownExercise();
    const response = await send(
      'POST',
      '',
      'coach',
      multipart({
        instruction: 'Watch this',
        url: 'https://example.test/v',
        exercise: exercise.id,
        type: 'url',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(exerciseResourceSchema.strict().parse(response.json())).toMatchObject({
      exercise: exercise.id,
      instruction: 'Watch this',
      url: 'https://example.test/v',
      file: null,
      file_name: null,
    });
  });

  it('stores a PDF or an MP4 and serves it under /media', async () => {
    const exercise = await ownExercise();
    const before = await storedFiles();
    const pdf = await send(
      'POST',
      '',
      'coach',
      multipart(
        { instruction: 'Print it', exercise: exercise.id, type: 'file' },
        { content: PDF, name: 'C:\\docs\\guide.pdf' },
      ),
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ url: null, file_name: 'guide.pdf' });
    expect(pdf.json().file).toMatch(/^\/media\/exercise-resources\/[\w-]+\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url: pdf.json().file });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const video = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Watch', exercise: exercise.id }, { content: MP4, name: 'v.mp4' }),
    );
    expect(video.statusCode).toBe(201);
    expect(video.json().file).toMatch(/\.mp4$/);
    expect(await storedFiles()).toHaveLength(before.length + 2);
  });

  it('accepts files larger than the 5 MB of profile images', async () => {
    const exercise = await ownExercise();
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Big', exercise: exercise.id }, { content: big }),
    );
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: response.json().file });
    expect(served.rawPayload.length).toBe(big.length);
  });

  it('refuses files that are not PDF or MP4, and files over 25 MB, keeping nothing', async () => {
    const exercise = await ownExercise();
    const before = await storedFiles();
    const text = await send(
      'POST',
      '',
      'coach',
      multipart(
        { instruction: 'Read', exercise: exercise.id },
        { content: Buffer.from('plain text, not a pdf'), name: 'a.pdf' },
      ),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ file: [FILE_TYPE_REFUSED] });

    const huge = Buffer.concat([PDF, Buffer.alloc(MAX_EXERCISE_FILE_BYTES)]);
    const tooLarge = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Read', exercise: exercise.id }, { content: huge }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ file: [FILE_TOO_LARGE] });
    expect(await storedFiles()).toEqual(before);
    expect(
      await t.db.select().from(exerciseResources).where(eq(exerciseResources.exerciseId, exercise.id)),
    ).toEqual([]);
  });

  it('applies the spec rules: instructions, a file for the file type, a link or a file', async () => {
    const exercise = await ownExercise();
    const before = await storedFiles();
    const noInstruction = await send(
      'POST',
      '',
      'coach',
      multipart({ exercise: exercise.id }, { content: PDF }),
    );
    expect(noInstruction.json()).toEqual({ instruction: [HABIT_MESSAGES.noInstructions] });
    const blank = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: '  ', exercise: exercise.id, url: 'https://e.test' }),
    );
    expect(blank.json()).toEqual({ instruction: [HABIT_MESSAGES.noInstructions] });
    const noFile = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Read', exercise: exercise.id, type: 'file' }),
    );
    expect(noFile.json()).toEqual({ file: [HABIT_MESSAGES.noFileUploaded] });
    const nothing = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Read', exercise: exercise.id, url: '' }),
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ non_field_errors: [HABIT_MESSAGES.noResources] });
    const badUrl = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Read', exercise: exercise.id, url: 'not a url' }),
    );
    expect(badUrl.json()).toEqual({ url: ['Enter a valid URL.'] });
    // Only web pages: the web shows the link to click, and `javascript:` would run in our page.
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://e.test/a']) {
      const script = await send(
        'POST',
        '',
        'coach',
        multipart({ instruction: 'Read', exercise: exercise.id, url }),
      );
      expect(script.statusCode, url).toBe(400);
      expect(script.json()).toEqual({ url: ['Enter a valid URL.'] });
    }
    // The file that came with the refused request is not kept.
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps only the link when the type is url, dropping a file sent along', async () => {
    const exercise = await ownExercise();
    const before = await storedFiles();
    const response = await send(
      'POST',
      '',
      'coach',
      multipart(
        { instruction: 'Link', exercise: exercise.id, type: 'url', url: 'https://example.test/x' },
        { content: PDF },
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ url: 'https://example.test/x', file: null });
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a link as JSON too', async () => {
    const exercise = await ownExercise();
    const response = await call('POST', 'coaches/exercise-resources/', 'coach', {
      instruction: 'As JSON',
      url: 'https://example.test/json',
      exercise: exercise.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ instruction: 'As JSON', exercise: exercise.id });
  });

  it("refuses a managed exercise (403), a colleague's (404) and clients (403)", async () => {
    const managed = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(companyId))).id)).id,
    );
    const theirs = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id)).id,
    );
    const before = await storedFiles();
    const toManaged = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'x', exercise: managed.id }, { content: PDF }),
    );
    expect(toManaged.statusCode).toBe(403);
    expect(toManaged.json()).toMatchObject({ detail: HABIT_MESSAGES.readOnly });
    const toTheirs = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'x', exercise: theirs.id, url: 'https://e.test' }),
    );
    expect(toTheirs.statusCode).toBe(404);
    const asClient = await send(
      'POST',
      '',
      'client',
      multipart({ instruction: 'x', exercise: theirs.id }, { content: PDF }),
    );
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET coaches/exercise-resources/', () => {
  it("lists an exercise's resources oldest first; another coach's exercise is 404", async () => {
    const exercise = await ownExercise();
    const first = await buildResource(t.db, exercise.id);
    const second = await buildResource(t.db, exercise.id, {
      url: null,
      fileKey: 'exercise-resources/k.mp4',
      fileName: 'k.mp4',
    });
    const response = await call('GET', `coaches/exercise-resources/?exercise=${exercise.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(exerciseResourceSchema.strict()).parse(response.json());
    expect(page.results.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(page.results[1]).toMatchObject({ file: '/media/exercise-resources/k.mp4', file_name: 'k.mp4' });
    expect((await call('GET', `coaches/exercise-resources/${first.id}/`, 'coach')).json()).toMatchObject({
      id: first.id,
    });

    const theirs = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id)).id,
    );
    const hidden = await buildResource(t.db, theirs.id);
    expect((await call('GET', `coaches/exercise-resources/?exercise=${theirs.id}`, 'coach')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `coaches/exercise-resources/${hidden.id}/`, 'coach')).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE coaches/exercise-resources/{id}/', () => {
  async function fileResource() {
    const exercise = await ownExercise();
    const response = await send(
      'POST',
      '',
      'coach',
      multipart({ instruction: 'Sheet', exercise: exercise.id }, { content: PDF }),
    );
    return { exercise, resource: response.json() as { id: number; file: string } };
  }

  it('changes only what is sent', async () => {
    const { resource } = await fileResource();
    const response = await send('PATCH', `${resource.id}/`, 'coach', multipart({ instruction: 'Renamed' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ instruction: 'Renamed', file: resource.file });
    const json = await call('PATCH', `coaches/exercise-resources/${resource.id}/`, 'coach', {
      url: 'https://example.test/also',
    });
    expect(json.json()).toMatchObject({
      instruction: 'Renamed',
      url: 'https://example.test/also',
      file: resource.file,
    });
  });

  it('replaces the file and removes the old one; switching to a link removes it too', async () => {
    const { resource } = await fileResource();
    const replaced = await send(
      'PATCH',
      `${resource.id}/`,
      'coach',
      multipart({}, { content: MP4, name: 'new.mp4' }),
    );
    expect(replaced.statusCode).toBe(200);
    const newFile = replaced.json().file as string;
    expect(newFile).toMatch(/\.mp4$/);
    const files = await storedFiles();
    expect(files).toContain(path.basename(keyOf(newFile)));
    expect(files).not.toContain(path.basename(keyOf(resource.file)));

    const toLink = await send(
      'PATCH',
      `${resource.id}/`,
      'coach',
      multipart({ type: 'url', url: 'https://example.test/l' }),
    );
    expect(toLink.json()).toMatchObject({ url: 'https://example.test/l', file: null, file_name: null });
    expect(await storedFiles()).not.toContain(path.basename(keyOf(newFile)));
  });

  it('refuses a patch that leaves nothing, keeping the resource as it was', async () => {
    const { resource } = await fileResource();
    const response = await send('PATCH', `${resource.id}/`, 'coach', multipart({ type: 'url' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [HABIT_MESSAGES.noResources] });
    expect((await resourceRow(resource.id))!.fileKey).toBe(keyOf(resource.file));
  });

  it('deletes a resource and its file, but keeps a file another resource shares', async () => {
    const { exercise, resource } = await fileResource();
    const sharing = await buildResource(t.db, exercise.id, {
      url: null,
      fileKey: keyOf(resource.file),
      fileName: 'copy.pdf',
    });
    const name = path.basename(keyOf(resource.file));
    expect((await call('DELETE', `coaches/exercise-resources/${resource.id}/`, 'coach')).statusCode).toBe(
      204,
    );
    expect(await resourceRow(resource.id)).toBeUndefined();
    expect(await storedFiles()).toContain(name);
    expect((await call('DELETE', `coaches/exercise-resources/${sharing.id}/`, 'coach')).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(name);
  });

  it("refuses changes to a managed exercise's resources (403) and a colleague's (404)", async () => {
    const managed = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, managedBy(companyId))).id)).id,
    );
    const managedResource = await buildResource(t.db, managed.id, { instruction: 'Managed' });
    const theirs = await buildExercise(
      t.db,
      (await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(colleague))).id)).id,
    );
    const theirResource = await buildResource(t.db, theirs.id);
    expect(
      (await send('PATCH', `${managedResource.id}/`, 'coach', multipart({ instruction: 'Mine' }))).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `coaches/exercise-resources/${managedResource.id}/`, 'coach')).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', `${theirResource.id}/`, 'coach', multipart({ instruction: 'Mine' }))).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `coaches/exercise-resources/${theirResource.id}/`, 'coach')).statusCode,
    ).toBe(404);
    const own = await ownExercise();
    const moved = await send(
      'PATCH',
      `${(await buildResource(t.db, own.id)).id}/`,
      'coach',
      multipart({ exercise: managed.id }),
    );
    expect(moved.statusCode).toBe(403);
    expect((await resourceRow(managedResource.id))!.instruction).toBe('Managed');
    expect(await resourceRow(theirResource.id)).toBeDefined();
  });
});
