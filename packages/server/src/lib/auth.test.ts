import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { MESSAGES } from '@tandem/shared';
import { clientProfiles, sessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { authHeader, buildClient, buildCoach } from '../test/factories';
import { hashToken } from './tokens';

// The routes that read the caller's session in their own statement (sessionInStatement): each
// must answer exactly as a route whose session is read first, and in one statement.
let t: TestApp;
let coach: { id: number; email: string; companyId: number | null };
let client: { id: number; email: string };
let coachAuth: string;

beforeAll(async () => {
  t = await createTestApp();
  coach = await buildCoach(t.db, null);
  client = (await buildClient(t.db, coach)).user;
  coachAuth = await authHeader(t.app, coach.email);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const routes = [
  { name: 'GET user/{id}', url: () => `/api/user/${coach.id}/`, badUrl: '/api/user/not-a-number/' },
  {
    name: 'GET coaches/clients/{id}/',
    url: () => `/api/coaches/clients/${client.id}/`,
    badUrl: '/api/coaches/clients/not-a-number/',
  },
];

const tokenOf = (authorization: string) => authorization.replace(/^Token /, '');

describe.each(routes)('$name, its session read in its own statement', ({ url, badUrl }) => {
  it('answers in one statement, the session included', async () => {
    await get(url(), coachAuth); // its statement prepared, the session fresh
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    const response = await get(url(), coachAuth);
    expect(response.statusCode).toBe(200);
    expect(statements).toHaveBeenCalledTimes(1);
  });

  it('answers 401 to a made-up token, and to a revoked one', async () => {
    const madeUp = await get(url(), 'Token nope');
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toEqual({ detail: MESSAGES.invalidToken });
    const auth = await authHeader(t.app, coach.email);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(auth))));
    const revoked = await get(url(), auth);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ detail: MESSAGES.invalidToken });
  });

  it('answers 401 to a visitor and to another scheme, before reading anything', async () => {
    for (const authorization of [undefined, `Bearer ${tokenOf(coachAuth)}`]) {
      const response = await get(url(), authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    }
  });

  it('answers 401 to a bad token even when the request is invalid too, 400 to a good one', async () => {
    const bad = await get(badUrl, 'Token nope');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: MESSAGES.invalidToken });
    expect((await get(badUrl, coachAuth)).statusCode).toBe(400);
  });

  it('writes the last use of a session idle for over an hour, and ends one idle for 30 days', async () => {
    const auth = await authHeader(t.app, coach.email);
    const tokenHash = hashToken(tokenOf(auth));
    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await get(url(), auth)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(Date.now() - kept!.lastUsedAt.getTime()).toBeLessThan(60_000);

    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.tokenHash, tokenHash));
    const ended = await get(url(), auth);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ detail: MESSAGES.invalidToken });
  });
});

describe('a deactivated client on a route that reads the session in its own statement', () => {
  it('is shut out with the deactivation code', async () => {
    const { user, profile } = await buildClient(t.db, coach);
    const auth = await authHeader(t.app, user.email);
    await t.db
      .update(clientProfiles)
      .set({ deactivated: new Date() })
      .where(eq(clientProfiles.id, profile.id));
    const response = await get(`/api/user/${user.id}/`, auth);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: MESSAGES.accountDeactivated, code: 'account_deactivated' });
  });
});
