import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ defaultSubDomain: 'acme' });
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports the version, also as a header on every API answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.json()).toEqual({ version: APP_VERSION });
    expect(response.headers[APP_VERSION_HEADER]).toBe(APP_VERSION);
  });

  it('tells the web which sub-domain to use on hosts without one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      version: APP_VERSION,
      default_sub_domain: 'acme',
    });
  });

  it('serves the OpenAPI document describing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/api-token-auth/',
        '/api/user/{id}/',
        '/api/user/impersonate/',
        '/api/support/',
        '/api/sub-domains/{name}/',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers malformed JSON with a 400 detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().detail).toBe('string');
  });
});
