import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPageSchema, outboxTextPageSchema } from '@tandem/shared';
import { outboxEmails, outboxTexts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';

let t: TestApp;
let staff: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  staff = await authHeader(t.app, (await buildUser(t.db, { isStaff: true })).email);
  ids = [];
  for (const n of [1, 2, 3]) {
    ids.push(
      await t.app.ctx.mailer.queue(t.db, {
        to: [`r${n}@example.test`],
        subject: `Mail ${n}`,
        text: `Text ${n}`,
      }),
    );
  }
  await t.db.insert(outboxEmails).values({
    to: ['gone@example.test'],
    subject: 'Bounced',
    text: 'Hello',
    html: '<p>Hello</p>',
    status: 'failed',
    error: '550 Mailbox unavailable',
    attempts: 6,
  });
  await t.app.ctx.mailer.deliver();
});
afterAll(() => t.close());

const list = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('GET dev/outbox/', () => {
  it('answers 401 to a visitor', async () => {
    expect((await list('/api/dev/outbox/')).statusCode).toBe(401);
  });

  it('answers 403 to anyone but staff', async () => {
    const { owner } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, owner.companyId);
    const client = await buildClient(t.db, coach);
    for (const user of [owner, coach, client.user]) {
      const response = await list('/api/dev/outbox/', await authHeader(t.app, user.email));
      expect(response.statusCode).toBe(403);
    }
  });

  it('lists every mail newest first with its delivery status', async () => {
    const response = await list('/api/dev/outbox', staff);
    expect(response.statusCode).toBe(200);
    const page = outboxPageSchema.parse(response.json());
    expect(page.count).toBe(4);
    expect(page.results.map((m) => m.subject)).toEqual(['Bounced', 'Mail 3', 'Mail 2', 'Mail 1']);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      to: ['gone@example.test'],
      subject: 'Bounced',
      text: 'Hello',
      html: '<p>Hello</p>',
      status: 'failed',
      error: '550 Mailbox unavailable',
      attempts: 6,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sent_at: null,
    });
    // No SMTP_URL in tests: delivered mail is kept.
    expect(page.results[3]).toMatchObject({
      id: ids[0],
      status: 'kept',
      html: null,
      error: null,
      attempts: 0,
    });
    expect(page.results[3]!.sent_at).not.toBeNull();
  });

  it('pages with limit and offset', async () => {
    const first = (await list('/api/dev/outbox/?limit=3', staff)).json();
    expect(first.results).toHaveLength(3);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=3');
    const second = (await list('/api/dev/outbox/?limit=3&offset=3', staff)).json();
    expect(second.results.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect(second.next).toBeNull();
  });
});

describe('GET dev/outbox/texts/', () => {
  let textIds: number[];
  beforeAll(async () => {
    textIds = [];
    for (const to of ['(415) 555-2671', '+44 20 7946 0958']) {
      textIds.push(
        (await t.app.ctx.texts.queue(t.db, { to, body: `Text to ${to}`, kind: 'exercise_reminder' }))!,
      );
    }
    await t.db.insert(outboxTexts).values({
      to: '+14155550100',
      body: 'Refused',
      kind: 'exercise_reminder',
      status: 'failed',
      error: "Twilio 400 21211: The 'To' number is not a valid phone number.",
      attempts: 1,
    });
    await t.app.ctx.texts.deliver();
  });

  it('answers 401 to a visitor and 403 to anyone but staff', async () => {
    expect((await list('/api/dev/outbox/texts/')).statusCode).toBe(401);
    const { owner } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, owner.companyId);
    const client = await buildClient(t.db, coach);
    for (const user of [owner, coach, client.user]) {
      const response = await list('/api/dev/outbox/texts/', await authHeader(t.app, user.email));
      expect(response.statusCode).toBe(403);
    }
  });

  it('lists every text newest first with its number, kind and delivery status', async () => {
    const response = await list('/api/dev/outbox/texts', staff);
    expect(response.statusCode).toBe(200);
    const page = outboxTextPageSchema.parse(response.json());
    expect(page.count).toBe(3);
    expect(page.results.map((text) => text.to)).toEqual(['+14155550100', '+442079460958', '+14155552671']);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      to: '+14155550100',
      body: 'Refused',
      kind: 'exercise_reminder',
      status: 'failed',
      error: "Twilio 400 21211: The 'To' number is not a valid phone number.",
      attempts: 1,
      provider_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sent_at: null,
    });
    // No TWILIO_* in tests: delivered texts are kept.
    expect(page.results[2]).toMatchObject({ id: textIds[0], status: 'kept', body: 'Text to (415) 555-2671' });
    expect(page.results[2]!.sent_at).not.toBeNull();
  });

  it('pages with limit and offset, apart from the e-mails', async () => {
    const first = (await list('/api/dev/outbox/texts/?limit=2', staff)).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('offset=2');
    const second = (await list('/api/dev/outbox/texts/?limit=2&offset=2', staff)).json();
    expect(second.results.map((text: { id: number }) => text.id)).toEqual([textIds[0]]);
    expect((await list('/api/dev/outbox/', staff)).json().count).toBe(4);
  });
});
