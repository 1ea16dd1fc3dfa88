import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outboxEmails } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { firstLink, startSmtpServer, unreachableSmtpUrl, type TestSmtpServer } from '../test/smtp';
import { createMailer, MAIL_RETRY_LIMIT, type OutgoingEmail } from './mailer';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpServer()]);
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});
beforeEach(async () => {
  smtp.refuse(null);
  await t.db.delete(outboxEmails);
});

/** A logger that remembers what it was told, by level. */
function recordingLog() {
  const log = {
    level: 'info',
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    silent: vi.fn(),
    child: () => log,
  };
  return log;
}

const mailerFor = (smtpUrl: string | undefined, log = recordingLog(), retryLimit?: number) =>
  createMailer(t.db, {
    smtpUrl,
    from: 'Tandem <no-reply@tandem.test>',
    log: log as unknown as FastifyBaseLogger,
    retryLimit,
  });

const invitation = (to: string): OutgoingEmail => ({
  to: [to],
  subject: 'You are invited',
  text: 'Join us: http://localhost:3000/invitation/abc123 today',
  html: '<p>Join us: <a href="http://localhost:3000/invitation/abc123">here</a></p>',
});

const row = async (id: number) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe('mailer with SMTP_URL', () => {
  it('sends queued mail over SMTP with its recipients, subject, text and HTML, once', async () => {
    const mailer = mailerFor(smtp.url);
    const id = await t.db.transaction((tx) =>
      mailer.queue(tx, { ...invitation('ann@example.test'), to: ['ann@example.test', 'bob@example.test'] }),
    );
    expect((await row(id)).status).toBe('queued');

    await mailer.deliver();
    const mail = await smtp.waitForMail('ann@example.test');
    expect(mail.to.sort()).toEqual(['ann@example.test', 'bob@example.test']);
    expect(mail.from).toBe('no-reply@tandem.test');
    expect(mail.subject).toBe('You are invited');
    expect(mail.text.trim()).toBe('Join us: http://localhost:3000/invitation/abc123 today');
    expect(mail.html).toContain('<a href="http://localhost:3000/invitation/abc123">here</a>');
    expect(firstLink(mail)).toBe('http://localhost:3000/invitation/abc123');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);

    const before = smtp.messages.length;
    await mailer.deliver();
    expect(await mailer.deliverOne(id)).toEqual({ status: 'skipped' });
    expect(smtp.messages.length).toBe(before);
  });

  it('never sends one row twice when two attempts race for it', async () => {
    const mailer = mailerFor(smtp.url);
    const id = await mailer.queue(t.db, invitation('race@example.test'));
    const outcomes = await Promise.all([mailer.deliverOne(id), mailer.deliverOne(id), mailer.deliverOne(id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['sent', 'skipped', 'skipped']);
    expect(smtp.messages.filter((m) => m.to.includes('race@example.test'))).toHaveLength(1);
  });

  it('keeps a refused mail as retrying with the error, then fails it after the last retry', async () => {
    const log = recordingLog();
    const mailer = mailerFor(smtp.url, log, 1);
    smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
    const id = await mailer.queue(t.db, invitation('refused@example.test'));

    await mailer.deliver();
    const retrying = await row(id);
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1, sentAt: null });
    expect(retrying.error).toContain('Mailbox unavailable');
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();

    await mailer.deliver();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed.error).toContain('550');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: id, to: ['refused@example.test'] }),
      'mail delivery failed for good',
    );

    // A failed mail stays in the outbox and is not tried again.
    await mailer.deliver();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(smtp.messages.some((m) => m.to.includes('refused@example.test'))).toBe(false);
  });

  it('sends a retrying mail once the server accepts again, keeping the earlier error', async () => {
    const mailer = mailerFor(smtp.url);
    smtp.refuse({ code: 451, message: 'Try again later' });
    const id = await mailer.queue(t.db, invitation('later@example.test'));
    await mailer.deliver();
    expect((await row(id)).status).toBe('retrying');

    smtp.refuse(null);
    await mailer.deliver();
    await smtp.waitForMail('later@example.test');
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.error).toContain('Try again later');
  });

  it('marks mail to a server that is down as retrying with the connection error', async () => {
    const mailer = mailerFor(await unreachableSmtpUrl());
    const id = await mailer.queue(t.db, invitation('down@example.test'));
    await mailer.deliver();
    const retrying = await row(id);
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(retrying.error).toMatch(/ECONNREFUSED/);
  });

  it(`fails a mail on its ${MAIL_RETRY_LIMIT + 1}th attempt by default`, async () => {
    const mailer = mailerFor(smtp.url);
    smtp.refuse({ code: 550, message: 'No such user' });
    const id = await mailer.queue(t.db, invitation('nobody@example.test'));
    for (let attempt = 1; attempt <= MAIL_RETRY_LIMIT; attempt++) {
      await mailer.deliver();
      expect(await row(id)).toMatchObject({ status: 'retrying', attempts: attempt });
    }
    await mailer.deliver();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_LIMIT + 1 });
  });
});

describe('mailer without SMTP_URL', () => {
  it('keeps the mail in the outbox and prints its full text to the log', async () => {
    const log = recordingLog();
    const mailer = mailerFor(undefined, log);
    const id = await mailer.queue(t.db, invitation('kept@example.test'));
    await mailer.deliver();
    const kept = await row(id);
    expect(kept).toMatchObject({ status: 'kept', attempts: 0, error: null });
    expect(kept.sentAt).toBeInstanceOf(Date);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: id, to: ['kept@example.test'], subject: 'You are invited' }),
      expect.stringContaining('Join us: http://localhost:3000/invitation/abc123 today'),
    );
  });

  it('rolls the mail back with the transaction that queued it', async () => {
    const mailer = mailerFor(undefined);
    await t.db
      .transaction(async (tx) => {
        await mailer.queue(tx, invitation('rollback@example.test'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(outboxEmails)).toEqual([]);
  });
});
