import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHONE_NUMBER_MESSAGES } from '@tandem/shared';
import { loadConfig } from '../../config';
import { outboxTexts, users } from '../../db/schema';
import type { OutgoingText } from '../../lib/outbox';
import { buildUser } from '../../test/factories';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTexts, sendText } from '.';

let t: TestApp;
let twilio: FakeTwilio;
/** The same app, configured with TWILIO_* pointing at the fake. */
let tw: TestApp;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  [t, tw] = await Promise.all([createTestApp(), createTestApp({ twilio: twilio.config })]);
});
afterAll(async () => {
  await Promise.all([t.close(), tw.close()]);
  await twilio.close();
});

const rowOf = async (app: TestApp, id: number) =>
  (await app.db.select().from(outboxTexts).where(eq(outboxTexts.id, id)))[0]!;

const text = (overrides: Partial<OutgoingText> = {}): OutgoingText => ({
  to: '(415) 555-2671',
  body: 'Tandem: your exercises for today are ready. https://app.test/daily-exercise',
  kind: 'test',
  ...overrides,
});

describe('text messages without Twilio: the local outbox', () => {
  it('writes the text in E.164 in the caller’s transaction and keeps it, printed to the log', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    try {
      const user = await buildUser(t.db);
      const id = await t.db.transaction((tx) => sendText(t.app.ctx, text({ userId: user.id }), tx));
      expect(await rowOf(t, id!)).toMatchObject({
        to: '+14155552671',
        kind: 'test',
        userId: user.id,
        status: 'queued',
        attempts: 0,
        sentAt: null,
      });

      await t.app.ctx.texts.deliver();
      const kept = await rowOf(t, id!);
      expect(kept).toMatchObject({ status: 'kept', attempts: 0, providerId: null, error: null });
      expect(kept.sentAt).toBeInstanceOf(Date);
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ textId: id, to: '+14155552671' }),
        expect.stringContaining('your exercises for today are ready'),
      );
    } finally {
      info.mockRestore();
    }
  });

  it('without a transaction, writes the text and delivers it at once', async () => {
    const id = await sendText(t.app.ctx, text({ to: '+44 20 7946 0958' }));
    await t.app.ctx.texts.deliver();
    expect(await rowOf(t, id!)).toMatchObject({ to: '+442079460958', status: 'kept' });
  });

  it('writes nothing when the transaction rolls back', async () => {
    const before = (await t.db.select().from(outboxTexts)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await sendText(t.app.ctx, text(), tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(outboxTexts)).toHaveLength(before);
  });

  it('refuses a number that is not one, with the phone message, and writes nothing', async () => {
    const before = (await t.db.select().from(outboxTexts)).length;
    for (const to of ['555', '5551234567', '']) {
      await expect(sendText(t.app.ctx, text({ to }))).rejects.toMatchObject({
        statusCode: 400,
        body: { phone_number: [PHONE_NUMBER_MESSAGES.invalid] },
      });
    }
    await expect(sendText(t.app.ctx, text({ body: '  ' }))).rejects.toThrow(/1 to 1600 characters/);
    expect(await t.db.select().from(outboxTexts)).toHaveLength(before);
  });

  it('writes one text for one idempotency key, however often it is asked', async () => {
    const key = 'test:once';
    const first = await sendText(t.app.ctx, text({ idempotencyKey: key }));
    const again = await Promise.all([
      sendText(t.app.ctx, text({ idempotencyKey: key })),
      sendText(t.app.ctx, text({ idempotencyKey: key })),
    ]);
    expect(first).toEqual(expect.any(Number));
    expect(again).toEqual([null, null]);
    expect(await t.db.select().from(outboxTexts).where(eq(outboxTexts.idempotencyKey, key))).toHaveLength(1);
  });

  it('delivers a text once when two attempts race and when asked again', async () => {
    const id = (await t.db.transaction((tx) => sendText(t.app.ctx, text(), tx)))!;
    const outcomes = await Promise.all([t.app.ctx.texts.deliverOne(id), t.app.ctx.texts.deliverOne(id)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['kept', 'skipped']);
    expect(await t.app.ctx.texts.deliverOne(id)).toEqual({ status: 'skipped' });
    expect(await rowOf(t, id)).toMatchObject({ status: 'kept', attempts: 0 });
  });

  it("goes with its user's account", async () => {
    const user = await buildUser(t.db);
    const id = (await sendText(t.app.ctx, text({ userId: user.id })))!;
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(outboxTexts).where(eq(outboxTexts.id, id))).toEqual([]);
  });
});

describe('text messages through Twilio (the SDK against a fake Twilio)', () => {
  it('sends with the account’s credentials from TWILIO_FROM, once', async () => {
    const id = (await tw.db.transaction((tx) => sendText(tw.app.ctx, text(), tx)))!;
    expect(tw.app.ctx.texts.provider).toBe('twilio');
    await tw.app.ctx.texts.deliver();

    const [message] = twilio.messages().slice(-1);
    expect(message).toMatchObject({
      path: `/2010-04-01/Accounts/${twilio.config.accountSid}/Messages.json`,
      credentials: `${twilio.config.accountSid}:${twilio.config.authToken}`,
      form: { To: '+14155552671', From: '+15005550006', Body: text().body },
    });
    const sent = await rowOf(tw, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, providerId: message!.sid, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    const count = twilio.requests.length;
    await tw.app.ctx.texts.deliver();
    expect(await tw.app.ctx.texts.deliverOne(id)).toEqual({ status: 'skipped' });
    expect(twilio.requests).toHaveLength(count);
  });

  it('fails a text Twilio refuses for good at once, with Twilio’s error, and never sends it again', async () => {
    twilio.failNext(400, {
      code: 21211,
      message: "The 'To' number +14155552671 is not a valid phone number.",
    });
    const id = (await sendText(tw.app.ctx, text()))!;
    await tw.app.ctx.texts.deliver();
    const failed = await rowOf(tw, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null, providerId: null });
    expect(failed.error).toBe("Twilio 400 21211: The 'To' number +14155552671 is not a valid phone number.");
    const count = twilio.requests.length;
    expect(await tw.app.ctx.texts.deliverOne(id)).toEqual({ status: 'skipped' });
    expect(twilio.requests).toHaveLength(count);
  });

  it('retries when Twilio throttles or fails, then sends', async () => {
    twilio.failNext(429, { code: 20429, message: 'Too Many Requests' });
    twilio.failNext(503, { code: 20500, message: 'Service Unavailable' });
    const id = (await tw.db.transaction((tx) => sendText(tw.app.ctx, text(), tx)))!;
    expect(await tw.app.ctx.texts.deliverOne(id)).toMatchObject({ status: 'retrying' });
    expect((await rowOf(tw, id)).error).toBe('Twilio 429 20429: Too Many Requests');
    expect(await tw.app.ctx.texts.deliverOne(id)).toMatchObject({ status: 'retrying' });
    expect(await rowOf(tw, id)).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(await tw.app.ctx.texts.deliverOne(id)).toEqual({ status: 'sent' });
    // The error of the last failure stays on the row for the record.
    expect(await rowOf(tw, id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: expect.stringContaining('503'),
    });
  });

  it('marks a text failed when its last retry fails too', async () => {
    twilio.failNext(500, { code: 20500, message: 'Internal Server Error' });
    const id = (await tw.db.transaction((tx) => sendText(tw.app.ctx, text(), tx)))!;
    expect(await tw.app.ctx.texts.deliverOne(id, { lastAttempt: true })).toMatchObject({ status: 'failed' });
    expect(await rowOf(tw, id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('retries when Twilio cannot be reached', async () => {
    const unreachable = createTexts(tw.db, { ...twilio.config, apiBase: 'http://127.0.0.1:9' }, tw.app.log);
    const id = (await tw.db.transaction((tx) => unreachable.queue(tx, text())))!;
    const outcome = await unreachable.deliverOne(id);
    expect(outcome).toMatchObject({ status: 'retrying', error: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('sends from a Messaging Service when TWILIO_FROM is one', async () => {
    const service = createTexts(tw.db, { ...twilio.config, from: `MG${'1'.repeat(32)}` }, tw.app.log);
    const id = (await tw.db.transaction((tx) => service.queue(tx, text({ to: '+442079460958' }))))!;
    expect(await service.deliverOne(id)).toEqual({ status: 'sent' });
    const [message] = twilio.messages().slice(-1);
    expect(message!.form).toEqual({
      To: '+442079460958',
      MessagingServiceSid: `MG${'1'.repeat(32)}`,
      Body: text().body,
    });
  });
});

describe('TWILIO_* configuration', () => {
  const twilioEnv = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15005550006' };

  it('uses Twilio only with all three, and keeps texts without any', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(loadConfig(twilioEnv).twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'secret',
      from: '+15005550006',
      apiBase: undefined,
    });
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+15005550006' })).toThrow(
      /TWILIO_AUTH_TOKEN missing/,
    );
    expect(() => loadConfig({ ...twilioEnv, TWILIO_API_BASE: 'ftp://nope' })).toThrow(/TWILIO_API_BASE/);
  });
});
