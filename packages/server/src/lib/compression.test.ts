import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

/* Compression (issue 21): API answers on the fly, the web app's files as built. */

let t: TestApp;
let web: FastifyInstance;
let webRoot: string;
const script = `console.log(${JSON.stringify('tandem '.repeat(400))});\n`;

beforeAll(async () => {
  t = await createTestApp();
  // A built web app in miniature: one hashed script with the copies the build writes beside it.
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'tandem-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Tandem</title>');
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), script);
  // Marked, so a test can tell the build's copy from the same file compressed on the fly.
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(`${script}// br`));
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(`${script}// gz`));
  web = await buildApp({ config: t.config, db: t.db, serveWeb: true, webRoot, logger: false });
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses API answers with brotli or gzip as the client accepts, and not otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("serves the build's own compressed copies of the web app's files, still cached for good", async () => {
    const url = '/assets/app-abc123.js';
    const brotli = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${script}// br`);
    const gzip = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${script}// gz`);
    const plain = await web.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
