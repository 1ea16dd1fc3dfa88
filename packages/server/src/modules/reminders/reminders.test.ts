import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginatedSchema, reminderDeliverySchema } from '@tandem/shared';
import { reminderDeliveries } from '../../db/schema';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const auth: Record<string, string> = {};
const call = apiCaller(() => t, auth);
let ownClient: number;
let colleaguesClient: number;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const own = await buildClient(t.db, coach, {}, { timezone: 'America/New_York' });
  ownClient = own.user.id;
  colleaguesClient = (await buildClient(t.db, colleague)).user.id;
  auth.coach = await authHeader(t.app, coach.email);
  auth.client = await authHeader(t.app, own.user.email);
  await t.db.insert(reminderDeliveries).values([
    // 08:00 and 17:00 in New York (UTC-5) on Monday 2026-11-23.
    ...['email', 'text'].map((channel) => ({
      userId: ownClient,
      day: '2026-11-23',
      reminder: 'exercise',
      channel,
      outcome: 'sent',
      reason: 'sent',
      decidedAt: new Date('2026-11-23T13:00:00Z'),
    })),
    {
      userId: ownClient,
      day: '2026-11-23',
      reminder: 'reflection',
      channel: 'none',
      outcome: 'skipped',
      reason: 'already_done',
      decidedAt: new Date('2026-11-23T22:00:00Z'),
    },
    {
      userId: colleaguesClient,
      day: '2026-11-23',
      reminder: 'exercise',
      channel: 'email',
      outcome: 'sent',
      reason: 'sent',
      decidedAt: new Date('2026-11-23T08:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('GET coaches/clients/{id}/reminders/', () => {
  it("pages the coach's own client's log, newest first, with times on the client's clock", async () => {
    const response = await call('GET', `coaches/clients/${ownClient}/reminders/?limit=2`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(reminderDeliverySchema).parse(response.json());
    expect(page.count).toBe(3);
    expect(page.next).toContain('offset=2');
    expect(page.results[0]).toMatchObject({
      day: '2026-11-23',
      reminder: 'reflection',
      channel: 'none',
      outcome: 'skipped',
      reason: 'already_done',
      decided_at: '2026-11-23T22:00:00.000Z',
      local_time: '17:00',
    });
    expect(page.results[1]).toMatchObject({ reminder: 'exercise', outcome: 'sent', local_time: '08:00' });
    const rest = (
      await call('GET', `coaches/clients/${ownClient}/reminders/?limit=2&offset=2`, 'coach')
    ).json();
    expect(rest.results).toHaveLength(1);
  });

  it("answers 404 for another coach's client and for no client, 403 for a client", async () => {
    expect((await call('GET', `coaches/clients/${colleaguesClient}/reminders/`, 'coach')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `coaches/clients/999999/reminders/`, 'coach')).statusCode).toBe(404);
    const asClient = await call('GET', `coaches/clients/${ownClient}/reminders/`, 'client');
    expect(asClient.statusCode).toBe(403);
    expect((await call('GET', `coaches/clients/${ownClient}/reminders/`, null)).statusCode).toBe(401);
  });
});
