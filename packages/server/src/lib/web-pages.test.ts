import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATHS, PRERENDERED_LOGIN_FILE } from '@tandem/shared';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

/* Which page the server sends for an address of the web app (issue 21: the prerendered login). */

let t: TestApp;
const roots: string[] = [];
const INDEX = '<!doctype html><title>Tandem</title><div id="root"></div>';
const LOGIN = `<!doctype html><title>Tandem</title><div id="root" data-prerendered inert><h1>Login</h1>${' '.repeat(2000)}</div>`;

async function webApp(files: Record<string, string | Buffer>): Promise<FastifyInstance> {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'tandem-pages-'));
  roots.push(webRoot);
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(webRoot, name), body);
  return buildApp({ config: t.config, db: t.db, serveWeb: true, webRoot, logger: false });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('web pages', () => {
  it('sends the prerendered login for the login addresses, fresh, and the app page elsewhere', async () => {
    const web = await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN });
    try {
      for (const url of [...LOGIN_PATHS, '/login?next=%2Fgoals']) {
        const response = await web.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(LOGIN);
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of ['/dashboard', '/login/extra', '/c/goals', '/logins']) {
        const response = await web.inject({ method: 'GET', url });
        expect(response.body, url).toBe(INDEX);
      }
      expect((await web.inject({ method: 'GET', url: '/api/nothing-here/' })).json()).toEqual({
        detail: 'Not found.',
      });
    } finally {
      await web.close();
    }
  });

  it("sends the login page's compressed copy from the build", async () => {
    const web = await webApp({
      'index.html': INDEX,
      [PRERENDERED_LOGIN_FILE]: LOGIN,
      [`${PRERENDERED_LOGIN_FILE}.br`]: brotliCompressSync(LOGIN),
    });
    try {
      const response = await web.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN);
    } finally {
      await web.close();
    }
  });

  it('sends the app page for the login addresses of a build without the prerendered login', async () => {
    const web = await webApp({ 'index.html': INDEX });
    try {
      for (const url of LOGIN_PATHS) expect((await web.inject({ method: 'GET', url })).body, url).toBe(INDEX);
    } finally {
      await web.close();
    }
  });
});
