import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The reminder settings (issue 20) on the user's settings API, PATCH user/{id}/. */
let t: TestApp;
const auth: Record<string, string> = {};
const call = apiCaller(() => t, auth);
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const { user } = await buildClient(t.db, coach);
  clientId = user.id;
  auth.client = await authHeader(t.app, user.email);
});
afterAll(() => t.close());

describe('reminder settings', () => {
  it('returns the defaults: 08:00, 17:00, quiet 21:00 to 07:00, push and statistics on', async () => {
    const response = await call('GET', `user/${clientId}/`, 'client');
    expect(response.json()).toMatchObject({
      exercise_reminder_at: '08:00',
      reflection_reminder_at: '17:00',
      quiet_hours_start: '21:00',
      quiet_hours_end: '07:00',
      allow_notice_push: true,
      allow_analytics: true,
    });
  });

  it('saves and returns the times, push and statistics', async () => {
    const settings = {
      exercise_reminder_at: '07:30',
      reflection_reminder_at: '18:45',
      quiet_hours_start: '22:00',
      quiet_hours_end: '06:15',
      allow_notice_push: false,
      allow_analytics: false,
    };
    const response = await call('PATCH', `user/${clientId}/`, 'client', settings);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(settings);
    expect((await call('GET', `user/${clientId}/`, 'client')).json()).toMatchObject(settings);
    const [row] = await t.db.select().from(users).where(eq(users.id, clientId));
    expect(row).toMatchObject({
      exerciseReminderAt: '07:30:00',
      quietHoursEnd: '06:15:00',
      allowAnalytics: false,
    });
  });

  it('refuses times that are not HH:MM, field by field, and keeps what was stored', async () => {
    const response = await call('PATCH', `user/${clientId}/`, 'client', {
      exercise_reminder_at: '8:00',
      reflection_reminder_at: '17:00:00',
      quiet_hours_start: '24:00',
      quiet_hours_end: 'soon',
    });
    expect(response.statusCode).toBe(400);
    const message = ['Enter a valid time (HH:MM).'];
    expect(response.json()).toEqual({
      exercise_reminder_at: message,
      reflection_reminder_at: message,
      quiet_hours_start: message,
      quiet_hours_end: message,
    });
    expect(
      (await call('PATCH', `user/${clientId}/`, 'client', { allow_notice_push: 'yes' })).statusCode,
    ).toBe(400);
    expect((await call('GET', `user/${clientId}/`, 'client')).json()).toMatchObject({
      exercise_reminder_at: '07:30',
    });
  });
});
