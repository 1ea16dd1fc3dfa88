import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_MESSAGES,
  MESSAGES,
  usageReportSchema,
  USAGE_TOP_SCREENS,
} from '@tandem/shared';
import { analyticsEvents, users } from '../../db/schema';
import type { MinuteJobContext } from '../../lib/jobs';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { analyticsJobs } from './index';
import { ANALYTICS_LIMIT_PER_IP } from './analytics.service';

/* POST analytics/events/, GET coaches/usage/ and owners/usage/ (issue 20): usage analytics of our own. */

let t: TestApp;
let owner: { id: number; email: string; companyId: number | null };
let coach: { id: number; email: string; companyId: number | null };
let client: { id: number; email: string; companyId: number | null };
let otherClient: { id: number; email: string; companyId: number | null };
let admin: { email: string };
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildOwner(t.db);
  owner = built.owner;
  companyId = built.company.id;
  coach = await buildCoach(t.db, companyId);
  client = (await buildClient(t.db, coach)).user;
  otherClient = (await buildClient(t.db, coach)).user;
  admin = await buildUser(t.db, { isStaff: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
  await t.db.execute(sql`DELETE FROM rate_limits`);
});

const DEVICE = '7d3e1c52-1f5e-4f7a-9c61-2b8f0f6c9a10';
const pageView = (path: string, extra: object = {}) => ({
  event: 'page_view',
  type: 'navigation',
  device_id: DEVICE,
  path,
  ...extra,
});

const report = (
  body: unknown,
  {
    authorization,
    headers = {},
    ip,
  }: { authorization?: string; headers?: Record<string, string>; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events/',
    // A bare string is sent as JSON too (inject would send it as text).
    payload: typeof body === 'string' ? JSON.stringify(body) : (body as object),
    headers: { 'content-type': 'application/json', ...headers, ...(authorization ? { authorization } : {}) },
    ...(ip ? { remoteAddress: ip } : {}),
  });

const stored = () =>
  t.db
    .select({
      event: analyticsEvents.event,
      type: analyticsEvents.type,
      deviceId: analyticsEvents.deviceId,
      userId: analyticsEvents.userId,
      companyId: analyticsEvents.companyId,
      path: analyticsEvents.path,
    })
    .from(analyticsEvents)
    .orderBy(analyticsEvents.id);

describe('POST analytics/events/', () => {
  it("stores a signed-in user's page view as theirs, in their company, with the path as a route", async () => {
    const response = await report(pageView('/client-detail/42/habits?tab=2', { user_id: otherClient.id }), {
      authorization: await authHeader(t.app, client.email),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // The body's user_id names someone else: it is ignored, the session says who reported.
    expect(await stored()).toEqual([
      {
        event: 'page_view',
        type: 'navigation',
        deviceId: DEVICE,
        userId: client.id,
        companyId,
        path: '/client-detail/:id/habits',
      },
    ]);
  });

  it("stores a visitor's events without a user, and a batch in one go", async () => {
    const response = await report(
      [pageView('/invitation/q9Xk2LmP0aZr7TbWc4Ny8eHs1UdVj6Fg'), pageView('/faq', { user_id: client.id })],
      {},
    );
    expect(response.statusCode).toBe(204);
    expect(
      (await stored()).map(({ userId, companyId: company, path }) => ({ userId, company, path })),
    ).toEqual([
      { userId: null, company: null, path: '/invitation/:id' },
      { userId: null, company: null, path: '/faq' },
    ]);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('stores nothing for a browser that sends %s, and still answers 204', async (_, headers) => {
    const signedIn = await report([pageView('/goals'), pageView('/journal')], {
      authorization: await authHeader(t.app, client.email),
      headers,
    });
    const visitor = await report(pageView('/faq'), { headers });
    expect([signedIn.statusCode, visitor.statusCode]).toEqual([204, 204]);
    expect(await stored()).toEqual([]);
  });

  it('stores a browser that sends DNT: 0', async () => {
    expect((await report(pageView('/faq'), { headers: { dnt: '0' } })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('stores nothing for a user who turned usage statistics off, until they turn it on again', async () => {
    const authorization = await authHeader(t.app, client.email);
    await t.db.update(users).set({ allowAnalytics: false }).where(eq(users.id, client.id));
    try {
      expect((await report(pageView('/goals'), { authorization })).statusCode).toBe(204);
      expect(await stored()).toEqual([]);
    } finally {
      await t.db.update(users).set({ allowAnalytics: true }).where(eq(users.id, client.id));
    }
    await report(pageView('/goals'), { authorization });
    expect(await stored()).toHaveLength(1);
  });

  it('stores nothing while an admin acts as the user', async () => {
    const impersonation = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email: client.email },
      headers: { authorization: await authHeader(t.app, admin.email) },
    });
    expect(impersonation.statusCode).toBe(200);
    const response = await report(pageView('/goals'), {
      authorization: `Token ${impersonation.json().token}`,
    });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('refuses malformed events with field errors, and a partly bad batch entirely', async () => {
    const cases: [unknown, Record<string, string[]> | string[]][] = [
      [pageView('goals'), { path: [ANALYTICS_MESSAGES.path] }],
      [{ ...pageView('/goals'), device_id: 'x' }, { device_id: [ANALYTICS_MESSAGES.deviceId] }],
      [{ ...pageView('/goals'), device_id: 'a b c d e f g h' }, { device_id: [ANALYTICS_MESSAGES.deviceId] }],
      [{ ...pageView('/goals'), event: 'page view!' }, { event: [ANALYTICS_MESSAGES.name] }],
      [{ ...pageView('/goals'), type: 'n'.repeat(41) }, ['type']],
      [pageView(`/${'a'.repeat(500)}`), ['path']],
      [{ type: 'navigation', device_id: DEVICE, path: '/' }, { event: [MESSAGES.required] }],
      [{ ...pageView('/goals'), user_id: 'me' }, ['user_id']],
      [[pageView('/goals'), pageView('goals')], { '1': [ANALYTICS_MESSAGES.path] }],
      [[], { non_field_errors: [ANALYTICS_MESSAGES.batch] }],
      ['page_view', { non_field_errors: [ANALYTICS_MESSAGES.batch] }],
    ];
    for (const [body, expected] of cases) {
      const response = await report(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (Array.isArray(expected)) expect(Object.keys(response.json())).toEqual(expected);
      else expect(response.json()).toEqual(expected);
    }
    expect(await stored()).toEqual([]);
  });

  it(`takes at most ${ANALYTICS_BATCH_MAX} events at a time`, async () => {
    const full = Array.from({ length: ANALYTICS_BATCH_MAX }, (_, i) => pageView(`/screen-${i}`));
    expect((await report(full)).statusCode).toBe(204);
    const tooMany = await report([...full, pageView('/one-more')]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ non_field_errors: [ANALYTICS_MESSAGES.batch] });
    expect(await stored()).toHaveLength(ANALYTICS_BATCH_MAX);
  });

  it('limits the reports of one IP address, malformed ones included', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < ANALYTICS_LIMIT_PER_IP; i++) {
      const response = await report(i % 2 ? {} : pageView('/faq'), { ip });
      expect(response.statusCode).not.toBe(429);
    }
    const throttled = await report(pageView('/faq'), { ip });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ detail: ANALYTICS_MESSAGES.throttled, code: 'throttled' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await report(pageView('/faq'), { ip: '203.0.113.10' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(ANALYTICS_LIMIT_PER_IP / 2 + 1);
  });
});

/** The date in `timeZone` at `at`, as YYYY-MM-DD. */
const localDay = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
/** `day` moved by `delta` days. */
const shiftDay = (day: string, delta: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('GET coaches/usage/ and owners/usage/', () => {
  const VIEWER_ZONE = 'Pacific/Kiritimati'; // UTC+14: its days are not UTC's
  let colleague: { id: number; email: string; companyId: number | null };
  let colleaguesClient: { id: number };
  let strangersClient: { id: number; companyId: number | null };
  /** Who had an event when, as inserted: the oracle the answers are checked against. */
  let fixture: { userId: number; companyId: number | null; path: string; event: string; at: Date }[];

  beforeAll(async () => {
    colleague = await buildCoach(t.db, companyId);
    colleaguesClient = (await buildClient(t.db, colleague)).user;
    const stranger = (await buildOwner(t.db)).owner;
    strangersClient = (await buildClient(t.db, stranger)).user;
    // Every viewer reads the report in the same zone, so one oracle (`expected`) fits them all
    // whatever the hour: a colleague left on UTC would see a different last day for part of each day.
    for (const viewer of [coach, owner, colleague]) {
      await t.db.update(users).set({ timezone: VIEWER_ZONE }).where(eq(users.id, viewer.id));
    }
  });

  beforeEach(async () => {
    const view = (
      userId: number,
      company: number | null,
      path: string,
      hours: number,
      event = 'page_view',
    ) => ({
      userId,
      companyId: company,
      path,
      event,
      at: hoursAgo(hours),
    });
    fixture = [
      view(client.id, companyId, '/goals', 1),
      view(client.id, companyId, '/goals', 2),
      view(client.id, companyId, '/journal', 30),
      view(client.id, companyId, '/goals', 50, 'goal_completed'),
      view(otherClient.id, companyId, '/journal', 1),
      view(otherClient.id, companyId, '/progress', 26),
      // Older than 30 days: outside the default window.
      view(client.id, companyId, '/courses', 24 * 40),
      // A colleague's client: the owner's, not the coach's.
      view(colleaguesClient.id, companyId, '/courses', 3),
      // The coach's own use is not a client's.
      view(coach.id, companyId, '/dashboard', 1),
      // Another company's client.
      view(strangersClient.id, strangersClient.companyId, '/messages', 1),
    ];
    await t.db.insert(analyticsEvents).values(
      fixture.map((row) => ({
        event: row.event,
        type: 'navigation',
        deviceId: DEVICE,
        userId: row.userId,
        companyId: row.companyId,
        path: row.path,
        createdAt: row.at,
      })),
    );
  });

  /** The report the fixture's events of `userIds` should give over `days` days in the viewer's zone. */
  function expected(userIds: number[], days: number) {
    const today = localDay(new Date(), VIEWER_ZONE);
    const first = shiftDay(today, -(days - 1));
    const rows = fixture.filter(
      (row) => userIds.includes(row.userId) && localDay(row.at, VIEWER_ZONE) >= first,
    );
    const active_clients = Array.from({ length: days }, (_, i) => {
      const day = shiftDay(first, i);
      return {
        day,
        count: new Set(rows.filter((row) => localDay(row.at, VIEWER_ZONE) === day).map((r) => r.userId)).size,
      };
    });
    const views = new Map<string, number>();
    for (const row of rows.filter((r) => r.event === 'page_view'))
      views.set(row.path, (views.get(row.path) ?? 0) + 1);
    const top_screens = [...views]
      .map(([path, count]) => ({ path, views: count }))
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1));
    return { active_clients, top_screens };
  }

  const usage = async (url: string, email?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: email ? { authorization: await authHeader(t.app, email) } : {},
    });

  it("gives a coach their own clients' active clients per local day and most-used screens", async () => {
    const response = await usage('/api/coaches/usage/', coach.email);
    expect(response.statusCode).toBe(200);
    const body = usageReportSchema.parse(response.json());
    expect(body).toEqual(expected([client.id, otherClient.id], 30));
    expect(body.active_clients).toHaveLength(30);
    expect(body.active_clients.at(-1)!.day).toBe(localDay(new Date(), VIEWER_ZONE));
    expect(body.top_screens[0]).toEqual({ path: '/goals', views: 2 });
  });

  it('widens and narrows the window with ?days=', async () => {
    const wide = usageReportSchema.parse((await usage('/api/coaches/usage/?days=60', coach.email)).json());
    expect(wide).toEqual(expected([client.id, otherClient.id], 60));
    expect(wide.top_screens.map((screen) => screen.path)).toContain('/courses');
    const one = usageReportSchema.parse((await usage('/api/coaches/usage/?days=1', coach.email)).json());
    expect(one).toEqual(expected([client.id, otherClient.id], 1));
    for (const days of ['0', '366', 'x']) {
      const response = await usage(`/api/coaches/usage/?days=${days}`, coach.email);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['days']);
    }
  });

  it("gives an owner their company's clients, every coach's, and no other company's", async () => {
    const response = await usage('/api/owners/usage/', owner.email);
    expect(response.statusCode).toBe(200);
    const body = usageReportSchema.parse(response.json());
    expect(body).toEqual(expected([client.id, otherClient.id, colleaguesClient.id], 30));
    expect(body.top_screens.map((screen) => screen.path)).not.toContain('/messages');
    expect(body.top_screens.map((screen) => screen.path)).not.toContain('/dashboard');
  });

  it('lists at most the top screens', async () => {
    await t.db.insert(analyticsEvents).values(
      Array.from({ length: USAGE_TOP_SCREENS + 5 }, (_, i) => ({
        event: 'page_view',
        type: 'navigation',
        deviceId: DEVICE,
        userId: client.id,
        companyId,
        path: `/screen-${String(i).padStart(2, '0')}`,
      })),
    );
    const body = usageReportSchema.parse((await usage('/api/coaches/usage/', coach.email)).json());
    expect(body.top_screens).toHaveLength(USAGE_TOP_SCREENS);
    expect(body.top_screens.slice(0, 2).map((screen) => screen.path)).toEqual(['/goals', '/journal']);
  });

  it('counts what the API stored: a reported page view shows up as its route', async () => {
    await t.db.delete(analyticsEvents);
    await report(pageView('/courses/12/lesson/3'), { authorization: await authHeader(t.app, client.email) });
    const body = usageReportSchema.parse((await usage('/api/coaches/usage/?days=2', coach.email)).json());
    expect(body.top_screens).toEqual([{ path: '/courses/:id/lesson/:id', views: 1 }]);
    expect(body.active_clients.reduce((sum, day) => sum + day.count, 0)).toBe(1);
  });

  it('refuses clients (403) and visitors (401), and coaches who own no company the owner report (403)', async () => {
    for (const url of ['/api/coaches/usage/', '/api/owners/usage/']) {
      expect((await usage(url, client.email)).statusCode).toBe(403);
      expect((await usage(url)).statusCode).toBe(401);
    }
    expect((await usage('/api/owners/usage/', coach.email)).statusCode).toBe(403);
    expect((await usage('/api/coaches/usage/', admin.email)).statusCode).toBe(403);
  });

  it("gives a colleague only their own client, not the coach's", async () => {
    const body = usageReportSchema.parse((await usage('/api/coaches/usage/', colleague.email)).json());
    expect(body).toEqual(expected([colleaguesClient.id], 30));
    expect(body.top_screens).toEqual([{ path: '/courses', views: 1 }]);
  });
});

describe('the retention job', () => {
  it('deletes events older than 13 months, keeps the rest, and is idempotent', async () => {
    const monthsAgo = (months: number) => {
      const at = new Date();
      at.setUTCMonth(at.getUTCMonth() - months);
      return at;
    };
    const at = [monthsAgo(14), monthsAgo(13.0).getTime() - 86_400_000, monthsAgo(12), new Date()];
    await t.db.insert(analyticsEvents).values(
      at.map((createdAt, i) => ({
        event: 'page_view',
        type: 'navigation',
        deviceId: DEVICE,
        userId: null,
        path: `/kept-${i}`,
        createdAt: new Date(createdAt),
      })),
    );
    const job = analyticsJobs.find((one) => one.name === 'delete-expired-analytics')!;
    const context = { db: t.db, log: pino({ level: 'silent' }) } as unknown as MinuteJobContext;
    await job.run(context);
    expect((await stored()).map((row) => row.path)).toEqual(['/kept-2', '/kept-3']);
    await job.run(context);
    expect(await stored()).toHaveLength(2);
  });
});
