import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { MESSAGES, MESSAGING_EVENTS, sessionSummarySchema } from '@tandem/shared';
import { devices, messages, outboxEmails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  authHeader,
  buildClient,
  buildCoach,
  buildOwner,
  buildUser,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildPasswordResetToken } from '../../test/factories/account';
import { buildRoom } from '../../test/factories/messaging';
import { connect, listen, outgoing, redisConfig, request, testRedisUrl } from '../../test/realtime';

const NEW_PASSWORD = 'a brand new passphrase';
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** Logs in from a named browser and address; answers the Authorization header. */
async function loginFrom(app: FastifyInstance, email: string, userAgent: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-token-auth/',
    payload: { username: email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return `Token ${response.json().token}`;
}

const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string) =>
  app.inject({ method, url: `/api/${url}`, headers: { authorization } });

describe('the sessions list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the caller's own live sessions with their browser and address, this one marked current", async () => {
    const user = await buildUser(t.db);
    const phone = await loginFrom(t.app, user.email, 'Phone Browser/1.0', '192.0.2.10');
    const laptop = await loginFrom(t.app, user.email, 'Laptop Browser/2.0', '192.0.2.20');
    const gone = await loginFrom(t.app, user.email, 'Old Browser/0.1', '192.0.2.30');
    await call(t.app, 'POST', 'logout/', gone);
    await authHeader(t.app, (await buildUser(t.db)).email); // someone else's session

    const response = await call(t.app, 'GET', 'sessions/', laptop);
    expect(response.statusCode).toBe(200);
    const list = response.json().map((row: unknown) => sessionSummarySchema.parse(row));
    expect(list.map((row: { user_agent: string | null }) => row.user_agent).sort()).toEqual([
      'Laptop Browser/2.0',
      'Phone Browser/1.0',
    ]);
    const current = list.filter((row: { current: boolean }) => row.current);
    expect(current).toMatchObject([
      { user_agent: 'Laptop Browser/2.0', ip: '192.0.2.20', impersonation: false },
    ]);
    expect((await call(t.app, 'GET', 'sessions/', phone)).json()).toHaveLength(2);
  });

  it('logs out one session of your own, and answers 404 for anyone else’s', async () => {
    const user = await buildUser(t.db);
    const phone = await loginFrom(t.app, user.email, 'Phone', '192.0.2.11');
    const laptop = await loginFrom(t.app, user.email, 'Laptop', '192.0.2.21');
    const other = await buildUser(t.db);
    const othersSession = await authHeader(t.app, other.email);
    const [phoneRow] = (await call(t.app, 'GET', 'sessions/', phone))
      .json()
      .filter((r: { current: boolean }) => r.current);
    const [otherRow] = (await call(t.app, 'GET', 'sessions/', othersSession)).json();

    expect((await call(t.app, 'DELETE', `sessions/${otherRow.id}/`, laptop)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'sessions/', othersSession)).statusCode).toBe(200);

    expect((await call(t.app, 'DELETE', `sessions/${phoneRow.id}/`, laptop)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', 'sessions/', phone)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', 'sessions/', laptop)).json()).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `sessions/${phoneRow.id}/`, laptop)).statusCode).toBe(404);
  });

  it('logs out everywhere else, keeping this session', async () => {
    const user = await buildUser(t.db);
    const others = [await authHeader(t.app, user.email), await authHeader(t.app, user.email)];
    const here = await authHeader(t.app, user.email);
    const response = await call(t.app, 'POST', 'sessions/revoke_others/', here);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    for (const session of others)
      expect((await call(t.app, 'GET', 'sessions/', session)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', 'sessions/', here)).json()).toMatchObject([{ current: true }]);
  });

  it('forgets the push devices of a revoked session', async () => {
    const user = await buildUser(t.db);
    const phone = await authHeader(t.app, user.email);
    const here = await authHeader(t.app, user.email);
    const [phoneRow] = (await call(t.app, 'GET', 'sessions/', phone))
      .json()
      .filter((r: { current: boolean }) => r.current);
    await t.db.insert(devices).values({
      userId: user.id,
      sessionId: phoneRow.id,
      type: 'web',
      endpoint: `https://push.example.test/${user.id}`,
      registrationId: '{}',
    });
    await call(t.app, 'POST', 'sessions/revoke_others/', here);
    const [left] = await t.db.select({ n: count() }).from(devices).where(eq(devices.userId, user.id));
    expect(left!.n).toBe(0);
  });

  it('refuses to log anyone out from a session an admin opened as the user', async () => {
    const admin = await buildUser(t.db, { isStaff: true });
    const user = await buildUser(t.db);
    const own = await authHeader(t.app, user.email);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email: user.email },
      headers: { authorization: await authHeader(t.app, admin.email) },
    });
    const acting = `Token ${opened.json().token}`;
    const list = (await call(t.app, 'GET', 'sessions/', acting)).json();
    expect(list.find((row: { current: boolean }) => row.current)).toMatchObject({ impersonation: true });
    const ownRow = list.find((row: { current: boolean }) => !row.current);
    for (const response of [
      await call(t.app, 'POST', 'sessions/revoke_others/', acting),
      await call(t.app, 'DELETE', `sessions/${ownRow.id}/`, acting),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: MESSAGES.noPermission });
    }
    expect((await call(t.app, 'GET', 'sessions/', own)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions/' })).statusCode).toBe(401);
  });
});

/** A coach with a client and their room; the coach logged in twice (two devices). */
async function buildCast(t: TestApp) {
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const client = (await buildClient(t.db, coach)).user;
  const room = (await buildRoom(t.db, coach.id, client.id)).id;
  return {
    coach,
    room,
    first: await authHeader(t.app, coach.email),
    second: await authHeader(t.app, coach.email),
  };
}

async function storedCount(t: TestApp, room: number) {
  const [row] = await t.db.select({ n: count() }).from(messages).where(eq(messages.roomId, room));
  return row!.n;
}

async function device(baseUrl: string, authorization: string) {
  const socket = await connect(baseUrl, authorization);
  sockets.push(socket);
  return socket;
}

/** The reason the server gives when it closes the socket (fails after 5 s without one). */
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/**
 * The first device's socket was closed by the server, it cannot come back with its token, and a
 * message it tries to send is not stored.
 */
async function expectShutOut(
  t: TestApp,
  baseUrl: string,
  socket: Socket,
  closed: Promise<string>,
  authorization: string,
  room: number,
) {
  expect(await closed).toBe('io server disconnect');
  await expect(connect(baseUrl, authorization)).rejects.toThrow(MESSAGES.invalidToken);
  const before = await storedCount(t, room);
  socket.connect();
  const ack = await socket
    .timeout(1000)
    .emitWithAck(MESSAGING_EVENTS.send, outgoing(room, 'After the revocation'))
    .catch(() => null);
  expect(ack?.ok ?? false).toBe(false);
  expect(await storedCount(t, room)).toBe(before);
}

/** Every way a session ends, and the call that does it from the second device. */
const revocations: Array<
  [
    string,
    (t: TestApp, cast: Awaited<ReturnType<typeof buildCast>>, app: FastifyInstance) => Promise<unknown>,
  ]
> = [
  [
    'a password change from another session',
    (_t, cast, app) =>
      app.inject({
        method: 'POST',
        url: `/api/user/${cast.coach.id}/set_password/`,
        payload: { old_password: TEST_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
        headers: { authorization: cast.second },
      }),
  ],
  [
    'a password reset',
    async (t, cast, app) =>
      app.inject({
        method: 'POST',
        url: '/api/user/reset_password/',
        payload: {
          token: await buildPasswordResetToken(t.db, cast.coach.id),
          password: NEW_PASSWORD,
          confirmation: NEW_PASSWORD,
        },
      }),
  ],
  [
    'logging out everywhere else',
    (_t, cast, app) => call(app, 'POST', 'sessions/revoke_others/', cast.second),
  ],
  [
    'revoking it from the list',
    async (_t, cast, app) => {
      const list = (await call(app, 'GET', 'sessions/', cast.first)).json();
      const first = list.find((row: { current: boolean }) => row.current);
      return call(app, 'DELETE', `sessions/${first.id}/`, cast.second);
    },
  ],
  [
    'undoing an e-mail change from the mail',
    async (t, cast, app) => {
      await app.inject({
        method: 'PATCH',
        url: `/api/user/${cast.coach.id}/`,
        payload: { email: `moved-${cast.coach.id}@example.test`, current_password: TEST_PASSWORD },
        headers: { authorization: cast.second },
      });
      const [mail] = await t.db
        .select()
        .from(outboxEmails)
        .where(sql`${cast.coach.email} = ANY(${outboxEmails.to})`);
      const token = /\/undo-email-change\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      return app.inject({ method: 'POST', url: '/api/user/undo_email_change/', payload: { token } });
    },
  ],
];

describe('revoked sessions lose their sockets at once', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  it.each(revocations)('after %s', async (_name, revoke) => {
    const cast = await buildCast(t);
    const first = await device(baseUrl, cast.first);
    const closed = disconnected(first);
    const response = (await revoke(t, cast, t.app)) as { statusCode: number };
    expect(response.statusCode).toBeLessThan(300);
    await expectShutOut(t, baseUrl, first, closed, cast.first, cast.room);
  });

  it('keeps the socket of the session that changed the password', async () => {
    const cast = await buildCast(t);
    const second = await device(baseUrl, cast.second);
    await revocations[0]![1](t, cast, t.app);
    const ack = await request(second, MESSAGING_EVENTS.send, outgoing(cast.room, 'Still here'));
    expect(ack.ok).toBe(true);
    expect(second.connected).toBe(true);
  });
});

describe.skipIf(!testRedisUrl())('revoked sessions lose their sockets on every process (Redis)', () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  let urlB: string;
  const redis = redisConfig();
  beforeAll(async () => {
    t = await createTestApp(redis);
    sibling = await t.sibling(redis);
    await listen(t.app);
    urlB = await listen(sibling);
  });
  afterAll(() => t.close());

  it('closes a socket held by another process when the password changes', async () => {
    const cast = await buildCast(t);
    const first = await device(urlB, cast.first);
    const closed = disconnected(first);
    const response = (await revocations[0]![1](t, cast, t.app)) as { statusCode: number };
    expect(response.statusCode).toBe(200);
    await expectShutOut(t, urlB, first, closed, cast.first, cast.room);
  });
});
