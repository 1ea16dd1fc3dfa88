import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDiskStorage, newStorageKey } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';

/*
 * What the course module's test files share: an app with its own uploads folder, the people
 * every permission test needs, and a way to put files in storage and see whether they are gone.
 */

export interface Person {
  id: number;
  email: string;
  companyId: number | null;
}

export interface CoursesWorld {
  t: TestApp;
  dataDir: string;
  companyId: number;
  /** Another company, whose managed courses no coach here sees. */
  otherCompanyId: number;
  coach: Person;
  /** A coach of the same company: their courses are not the coach's to see. */
  colleague: Person;
  /** A client of the coach. */
  client: Person;
  auth: Record<'owner' | 'coach' | 'colleague' | 'client', string>;
  /** Stores a few bytes under a fresh key in `folder`, as an upload would; answers the key. */
  putFile(folder: string, extension?: string): Promise<string>;
  /** Whether a stored file (its data or its `.type` companion) is still on disk. */
  fileExists(key: string): boolean;
  /** The files in an uploads folder, sorted. */
  filesIn(folder: string): Promise<string[]>;
  close(): Promise<void>;
}

/** An app over a fresh database and a temporary uploads folder, with a company's people. */
export async function coursesWorld(): Promise<CoursesWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-courses-'));
  const t = await createTestApp({ dataDir });
  const uploads = path.join(dataDir, 'uploads');
  const storage = createDiskStorage(uploads);
  const { owner, company } = await buildOwner(t.db);
  const elsewhere = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
  const auth = {
    owner: await authHeader(t.app, owner.email),
    coach: await authHeader(t.app, coach.email),
    colleague: await authHeader(t.app, colleague.email),
    client: await authHeader(t.app, client.email),
  };
  return {
    t,
    dataDir,
    companyId: company.id,
    otherCompanyId: elsewhere.company.id,
    coach,
    colleague,
    client,
    auth,
    async putFile(folder, extension = 'bin') {
      const key = newStorageKey(folder, extension);
      await storage.put(key, Readable.from([randomBytes(64)]), 'application/octet-stream');
      return key;
    },
    fileExists: (key) => existsSync(path.join(uploads, key)) || existsSync(path.join(uploads, `${key}.type`)),
    async filesIn(folder) {
      const dir = path.join(uploads, folder);
      return existsSync(dir) ? (await readdir(dir)).sort() : [];
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file part. */
export function multipart(
  content: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = `----tandem${randomBytes(8).toString('hex')}`;
  const { field = 'file', filename = 'background.png', type = 'image/png' } = options;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
