import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '@tandem/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { authHeader, buildOwner, buildUser } from '../../test/factories';
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

describe('demo accounts on the published password (issue 39, row 4)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
    await seedDemo(d.db);
  });
  afterAll(() => d.close());

  const warning = async (authorization: string) =>
    d.app.inject({ method: 'GET', url: '/api/system/demo-passwords/', headers: { authorization } });
  let ownPasswordHash: string;
  const setPassword = (email: string) =>
    d.db.execute(sql`UPDATE users SET password_hash = ${ownPasswordHash} WHERE email = ${email}`);

  it('lists them to staff while their password is the demo one, and no more once it is changed', async () => {
    ownPasswordHash = await hashPassword('a password of its own');
    const staff = await authHeader(d.app, 'admin@demo.test', DEMO_PASSWORD);
    const before = await warning(staff);
    expect(before.statusCode).toBe(200);
    const emails = before.json().accounts.map((account: { email: string }) => account.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_LOGINS.map((login) => login.email)));
    expect(before.json().accounts).toContainEqual({
      id: expect.any(Number),
      email: 'admin@demo.test',
      is_staff: true,
    });

    // Renamed, it is still a demo account on the demo password.
    await d.db.execute(sql`UPDATE users SET email = 'boss@brightpath.test' WHERE email = 'admin@demo.test'`);
    const renamed = (await warning(staff)).json().accounts;
    expect(renamed).toContainEqual({ id: expect.any(Number), email: 'boss@brightpath.test', is_staff: true });

    await setPassword('boss@brightpath.test');
    const after = (await warning(staff)).json().accounts.map((account: { email: string }) => account.email);
    expect(after).not.toContain('boss@brightpath.test');
    expect(after).toHaveLength(emails.length - 1);

    await d.db.execute(
      sql`UPDATE users SET password_hash = ${ownPasswordHash} WHERE email LIKE '%@demo.test'`,
    );
    expect((await warning(staff)).json()).toEqual({ accounts: [] });
  });

  it('refuses everyone but staff', async () => {
    const { owner } = await buildOwner(d.db);
    const response = await warning(await authHeader(d.app, owner.email));
    expect(response.statusCode).toBe(403);
    expect((await d.app.inject({ method: 'GET', url: '/api/system/demo-passwords/' })).statusCode).toBe(401);
  });

  it('has nothing to say on a database without demo data', async () => {
    const staff = await buildUser(t.db, { isStaff: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/demo-passwords/',
      headers: { authorization: await authHeader(t.app, staff.email) },
    });
    expect(response.json()).toEqual({ accounts: [] });
  });
});
