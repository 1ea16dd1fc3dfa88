import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { tasks, users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { authHeader } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toCsv } from './personal-data.service';

/** The files of a zip, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

let t: TestApp;
let client: string;
let coach: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, new Date(), t.app.ctx.storage);
  client = await authHeader(t.app, 'client@demo.test', DEMO_PASSWORD);
  coach = await authHeader(t.app, 'coach@demo.test', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

describe('a client downloading their data', () => {
  it('gets a zip of every dataset as JSON and CSV, with their private reflections and both sides of their chats', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/clients/data-export/',
      headers: { authorization: client },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tandem-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(response.rawPayload);
    for (const name of [
      'profile',
      'tasks',
      'journal',
      'goals',
      'reflections',
      'kpis',
      'messages',
      'habits',
    ]) {
      expect(files.has(`${name}.json`), name).toBe(true);
      expect(files.has(`${name}.csv`), name).toBe(true);
    }
    expect(files.has('README.txt')).toBe(true);

    const profile = JSON.parse(files.get('profile.json')!.toString()) as Array<{
      account: Record<string, unknown>;
    }>;
    expect(profile[0]!.account.email).toBe('client@demo.test');
    expect(profile[0]!.account).not.toHaveProperty('password_hash');
    expect(files.get('profile.json')!.toString()).not.toMatch(/scrypt|argon|\$2[aby]\$/);

    const me = profile[0]!.account.id as number;
    const tasks = JSON.parse(files.get('tasks.json')!.toString()) as Array<{ user_id: number }>;
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.user_id === me)).toBe(true);
    const messages = JSON.parse(files.get('messages.json')!.toString()) as Array<{ sent_by_me: boolean }>;
    expect(messages.some((message) => message.sent_by_me)).toBe(true);
    expect(messages.some((message) => !message.sent_by_me)).toBe(true);
    const reflections = JSON.parse(files.get('reflections.json')!.toString()) as Array<{ user_id: number }>;
    expect(reflections.length).toBeGreaterThan(0);
    expect(reflections.every((reflection) => reflection.user_id === me)).toBe(true);
    // The CSV has a header and one line per row.
    expect(files.get('tasks.csv')!.toString().trimEnd().split('\r\n')).toHaveLength(tasks.length + 1);
  });

  it('holds the files they uploaded: the profile image and exercise attachments, leaving out any gone from storage', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const storage = t.app.ctx.storage;
    await storage.put('profile-images/me.png', Readable.from([Buffer.from('png bytes')]), 'image/png');
    await storage.put(
      'task-attachments/homework.pdf',
      Readable.from([Buffer.from('%PDF-1')]),
      'application/pdf',
    );
    await t.db.update(users).set({ image: 'profile-images/me.png' }).where(eq(users.id, me!.id));
    const mine = await t.db.select().from(tasks).where(eq(tasks.userId, me!.id)).limit(2);
    await t.db
      .update(tasks)
      .set({ attachmentKey: 'task-attachments/homework.pdf' })
      .where(eq(tasks.id, mine[0]!.id));
    await t.db
      .update(tasks)
      .set({ attachmentKey: 'task-attachments/lost.pdf' })
      .where(eq(tasks.id, mine[1]!.id));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/clients/data-export/',
      headers: { authorization: client },
    });
    const files = await unzip(response.rawPayload);
    expect(files.get('files/profile-images/me.png')?.toString()).toBe('png bytes');
    expect(files.get('files/task-attachments/homework.pdf')?.toString()).toBe('%PDF-1');
    expect(files.has('files/task-attachments/lost.pdf')).toBe(false);
  });

  it('is for the client alone: a coach gets 403, a visitor 401', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/clients/data-export/',
          headers: { authorization: coach },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/clients/data-export/' })).statusCode).toBe(401);
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and keeps every column any row has', () => {
    expect(
      toCsv([
        { a: 1, b: 'x,y' },
        { a: null, c: 'say "hi"\nthere' },
      ]),
    ).toBe('a,b,c\r\n1,"x,y",\r\n,,"say ""hi""\nthere"\r\n');
    expect(toCsv([{ when: new Date('2026-01-02T03:04:05Z'), tags: ['a', 'b'] }])).toBe(
      'when,tags\r\n2026-01-02T03:04:05.000Z,"[""a"",""b""]"\r\n',
    );
  });
});
