import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_PROFILE_IMAGE_BYTES, MAX_TASK_ATTACHMENT_BYTES, MESSAGES, taskSchema } from '@tandem/shared';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildTask } from '../../test/factories/habits';
import { localDay } from '../../test/factories/daily-exercises';
import { ATTACHMENT_TOO_LARGE, INVALID_ATTACHMENT } from './task-attachment';
import { TASK_NOT_AVAILABLE } from './tasks.service';

let t: TestApp;
let dataDir: string;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let exerciseId: number;
let areaId: number;
const auth: Record<string, string> = {};
const users: Record<string, number> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-attachments-'));
  t = await createTestApp({ dataDir });
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  const program = await buildHabitProgram(t.db, ownedBy(coach));
  areaId = (await buildArea(t.db, program.id)).id;
  exerciseId = (await buildExercise(t.db, areaId)).id;
  for (const [role, profile] of Object.entries({
    casey: {},
    alex: {},
    off: { allowDailyExercises: false },
  })) {
    const { user } = await buildClient(t.db, coach, { theme: program.id, ...profile });
    users[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const folder = () => path.join(dataDir, 'uploads', 'task-attachments');
/** Every stored attachment (data files and their `.type` companions). */
const storedFiles = async () => (existsSync(folder()) ? (await readdir(folder())).sort() : []);
const fileOfUrl = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/media\//, ''));

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), randomBytes(64)]);

interface FilePart {
  content: Buffer;
  filename?: string;
  field?: string;
}

/** A multipart/form-data body: text fields, then at most one file. */
function form(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----tandem${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.filename ?? 'notes.pdf'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const record = (role: string | null, body: ReturnType<typeof form>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clients/exercise-history/',
    headers: { ...body.headers, ...(role ? { authorization: auth[role]! } : {}) },
    payload: body.payload,
  });

/** A task due today of a fresh exercise (a template is given at most once a day). */
const todaysTask = async (role: string) =>
  buildTask(t.db, users[role]!, {
    templateId: (await buildExercise(t.db, areaId)).id,
    dueOn: localDay('UTC'),
  });
const stored = async (id: number) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;

describe('POST clients/exercise-history/', () => {
  it('records the exercise done with a PDF, then replaces the file with an MP4 and deletes the PDF', async () => {
    const task = await todaysTask('casey');
    const first = await record(
      'casey',
      form({ exercise: String(task.id), completed: 'true' }, { content: PDF, filename: 'run log.pdf' }),
    );
    expect(first.statusCode).toBe(201);
    const recorded = taskSchema.strict().parse(first.json());
    expect(recorded.completed_at).not.toBeNull();
    expect(recorded.attachment).toEqual({
      url: expect.stringMatching(/^\/media\/task-attachments\/.+\.pdf$/),
      file_name: 'run log.pdf',
    });
    const served = await t.app.inject({ method: 'GET', url: recorded.attachment!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const second = await record(
      'casey',
      form({ exercise: String(task.id), completed: 'true' }, { content: MP4, filename: 'clip.mp4' }),
    );
    expect(second.statusCode).toBe(201);
    const replaced = taskSchema.parse(second.json());
    expect(replaced.completed_at).toBe(recorded.completed_at);
    expect(replaced.attachment).toEqual({ url: expect.stringMatching(/\.mp4$/), file_name: 'clip.mp4' });
    expect(existsSync(fileOfUrl(recorded.attachment!.url))).toBe(false);
    expect(existsSync(fileOfUrl(replaced.attachment!.url))).toBe(true);
  });

  it('reopens the exercise with completed=false and keeps the attachment when no file comes', async () => {
    const task = await todaysTask('alex');
    await record('alex', form({ exercise: String(task.id), completed: 'true' }, { content: PDF }));
    const reopened = await record('alex', form({ exercise: String(task.id), completed: 'false' }));
    expect(reopened.statusCode).toBe(201);
    expect(taskSchema.parse(reopened.json())).toMatchObject({
      completed_at: null,
      attachment: { file_name: 'notes.pdf' },
    });
  });

  it('takes files above the app-wide 5 MB avatar limit, up to its own 25 MB', async () => {
    const task = await todaysTask('casey');
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_PROFILE_IMAGE_BYTES + 1024)]);
    const response = await record(
      'casey',
      form({ exercise: String(task.id), completed: 'true' }, { content: big }),
    );
    expect(response.statusCode).toBe(201);
    expect((await stored(task.id)).attachmentKey).not.toBeNull();
  });

  it('refuses a file past 25 MB and one that is not a PDF, image or MP4, keeping nothing', async () => {
    const task = await todaysTask('alex');
    const before = await storedFiles();
    const huge = Buffer.concat([PDF, Buffer.alloc(MAX_TASK_ATTACHMENT_BYTES)]);
    const tooLarge = await record(
      'alex',
      form({ exercise: String(task.id), completed: 'true' }, { content: huge }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ file: [ATTACHMENT_TOO_LARGE] });
    const text = await record(
      'alex',
      form({ exercise: String(task.id), completed: 'true' }, { content: Buffer.from('hello there, world') }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ file: [INVALID_ATTACHMENT] });
    expect(await storedFiles()).toEqual(before);
    expect(await stored(task.id)).toMatchObject({ completedAt: null, attachmentKey: null });
  });

  it('validates the fields, and removes a stored file when they fail', async () => {
    const before = await storedFiles();
    const missing = await record('casey', form({}, { content: PDF }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ exercise: [MESSAGES.required], completed: [MESSAGES.required] });
    expect(await storedFiles()).toEqual(before);
  });

  it('hides someone else’s task (404) and refuses one that left the list (400), removing the file', async () => {
    const before = await storedFiles();
    const alexs = await todaysTask('alex');
    const foreign = await record(
      'casey',
      form({ exercise: String(alexs.id), completed: 'true' }, { content: PDF }),
    );
    expect(foreign.statusCode).toBe(404);
    const old = await buildTask(t.db, users.casey!, {
      templateId: exerciseId,
      dueOn: localDay('UTC', -2),
      availableUntil: localDay('UTC', -1),
    });
    const expired = await record(
      'casey',
      form({ exercise: String(old.id), completed: 'true' }, { content: PDF }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ non_field_errors: [TASK_NOT_AVAILABLE] });
    expect(await storedFiles()).toEqual(before);
    expect((await stored(alexs.id)).completedAt).toBeNull();
  });

  it('refuses a client without daily exercises (403) before storing anything, and a visitor (401)', async () => {
    const before = await storedFiles();
    const task = await todaysTask('off');
    const body = () => form({ exercise: String(task.id), completed: 'true' }, { content: PDF });
    expect((await record('off', body())).statusCode).toBe(403);
    expect((await record(null, body())).statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});
