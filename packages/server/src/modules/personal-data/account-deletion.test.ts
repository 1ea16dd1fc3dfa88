import { Readable } from 'node:stream';
import { eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  PERSONAL_DATA_MESSAGES,
  accountDeletionStateSchema,
} from '@tandem/shared';
import { accountDeletions, auditEvents, outboxEmails, supportReports, tasks, users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import {
  authHeader,
  buildClient,
  buildCoach,
  buildCompany,
  buildUser,
  TEST_PASSWORD,
} from '../../test/factories';
import { connect, listen } from '../../test/realtime';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteDueAccounts } from './account-deletion.service';
import { DATASET_NAMES, datasetRows } from './personal-data.repo';

const URL = '/api/clients/account-deletion/';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, new Date(), t.app.ctx.storage);
}, 120_000);
afterAll(() => t.close());

async function newClient() {
  const company = await buildCompany(t.db);
  const coach = await buildCoach(t.db, company.id, { firstName: 'Cora' });
  const { user } = await buildClient(t.db, coach, {}, { firstName: 'Dana', lastName: 'Doe' });
  return { coach, client: user, auth: await authHeader(t.app, user.email) };
}

const call = (method: 'GET' | 'POST' | 'DELETE', authorization?: string, payload?: object) =>
  t.app.inject({ method, url: URL, headers: authorization ? { authorization } : {}, payload });

const mailsTo = async (email: string) =>
  (await t.db.select().from(outboxEmails).orderBy(outboxEmails.id)).filter((mail) => mail.to.includes(email));

const auditOf = (userId: number) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, userId)).orderBy(auditEvents.id);

describe('a client asking to delete their account', () => {
  it('must confirm with their password; a wrong one schedules nothing', async () => {
    const { client, auth } = await newClient();
    const wrong = await call('POST', auth, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [PERSONAL_DATA_MESSAGES.passwordWrong] });
    const empty = await call('POST', auth, { password: '' });
    expect(empty.json()).toEqual({ password: [PERSONAL_DATA_MESSAGES.passwordRequired] });
    expect((await call('GET', auth)).json()).toEqual({ deletion: null });
    expect(await mailsTo(client.email)).toEqual([]);
    expect(await auditOf(client.id)).toEqual([]);
  });

  it(`is scheduled ${ACCOUNT_DELETION_GRACE_DAYS} days out, told to them and their coach, audited, and asking again moves nothing`, async () => {
    const { client, coach, auth } = await newClient();
    const before = Date.now();
    const created = await call('POST', auth, { password: TEST_PASSWORD });
    expect(created.statusCode).toBe(201);
    const { deletion } = accountDeletionStateSchema.parse(created.json());
    const deleteAfter = new Date(deletion!.delete_after).getTime();
    expect(deleteAfter - before).toBeGreaterThanOrEqual(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect(deleteAfter - Date.now()).toBeLessThanOrEqual(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);

    expect((await call('GET', auth)).json()).toEqual({ deletion });
    const again = await call('POST', auth, { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ deletion });

    const toClient = await mailsTo(client.email);
    expect(toClient.map((mail) => mail.subject)).toEqual(['Your account will be deleted']);
    expect(toClient[0]!.text).toContain('/settings');
    const toCoach = await mailsTo(coach.email);
    expect(toCoach.map((mail) => mail.subject)).toEqual(['Dana Doe asked to delete their account']);
    expect((await auditOf(client.id)).map((event) => [event.action, event.actorUserId])).toEqual([
      ['account_deletion_requested', client.id],
    ]);
  });

  it('can be cancelled until then: nothing is deleted, the coach is told, a second cancel is 404', async () => {
    const { client, coach, auth } = await newClient();
    await call('POST', auth, { password: TEST_PASSWORD });
    const cancelled = await call('DELETE', auth);
    expect(cancelled.statusCode).toBe(204);
    expect((await call('GET', auth)).json()).toEqual({ deletion: null });
    const again = await call('DELETE', auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: PERSONAL_DATA_MESSAGES.noDeletionPending });
    expect((await mailsTo(coach.email)).map((mail) => mail.subject)).toEqual([
      'Dana Doe asked to delete their account',
      'Dana Doe is keeping their account',
    ]);
    expect((await auditOf(client.id)).map((event) => event.action)).toEqual([
      'account_deletion_requested',
      'account_deletion_cancelled',
    ]);
    // Long after the grace period, the job leaves the account alone.
    await deleteDueAccounts(
      { db: t.db, storage: t.app.ctx.storage, realtime: t.app.ctx.realtime },
      new Date(Date.now() + 30 * DAY_MS),
    );
    expect(await t.db.select().from(users).where(eq(users.id, client.id))).toHaveLength(1);
  });

  it('is for the client alone: a coach and an impersonating admin get 403, a visitor 401', async () => {
    const { coach, client } = await newClient();
    const coachAuth = await authHeader(t.app, coach.email);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, coachAuth, { password: TEST_PASSWORD })).statusCode).toBe(403);
      expect((await call(method, undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
    }
    const admin = await buildUser(t.db, { isStaff: true });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      headers: { authorization: await authHeader(t.app, admin.email) },
      payload: { email: client.email },
    });
    expect(session.statusCode).toBe(200);
    const impersonating = `Token ${session.json().token}`;
    const refused = await call('POST', impersonating, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(PERSONAL_DATA_MESSAGES.notWhileImpersonating);
    // The impersonation itself is audited (decision 018); no deletion was asked for.
    expect((await auditOf(client.id)).map((event) => event.action)).toEqual(['impersonation_started']);
  });
});

describe('the deletion job', () => {
  it('deletes a due client with every row and file about them, keeps everyone else, and audits without personal data', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const me = demo!.id;
    const auth = await authHeader(t.app, 'client@demo.test', DEMO_PASSWORD);
    const storage = t.app.ctx.storage;
    // A profile image, an exercise attachment and a support report of theirs.
    await storage.put('profile-images/gone.png', Readable.from([Buffer.from('png')]), 'image/png');
    await storage.put('task-attachments/gone.pdf', Readable.from([Buffer.from('%PDF-')]), 'application/pdf');
    await t.db.update(users).set({ image: 'profile-images/gone.png' }).where(eq(users.id, me));
    const [task] = await t.db.select().from(tasks).where(eq(tasks.userId, me)).limit(1);
    await t.db
      .update(tasks)
      .set({ attachmentKey: 'task-attachments/gone.pdf' })
      .where(eq(tasks.id, task!.id));
    await t.db.insert(supportReports).values({
      userId: me,
      name: 'Demo',
      email: 'client@demo.test',
      message: 'help',
      version: '1',
      url: '/',
    });
    const othersBefore = await t.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM tasks WHERE user_id <> ${me}`,
    );
    const datasetsBefore = Object.fromEntries(
      await Promise.all(
        DATASET_NAMES.map(async (name) => [name, (await datasetRows(t.db, name, me)).length]),
      ),
    );
    expect(datasetsBefore.journal).toBeGreaterThan(0);
    expect(datasetsBefore.messages).toBeGreaterThan(0);

    const created = await call('POST', auth, { password: DEMO_PASSWORD });
    const { deletion } = accountDeletionStateSchema.parse(created.json());
    const due = new Date(deletion!.delete_after);

    // Not a moment before its day.
    expect(
      await deleteDueAccounts(
        { db: t.db, storage, realtime: t.app.ctx.realtime },
        new Date(due.getTime() - 1000),
      ),
    ).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.id, me))).toHaveLength(1);

    // Every request due by then goes (an earlier test's client is due too), ours among them.
    const dueThen = await t.db.select().from(accountDeletions).where(lte(accountDeletions.deleteAfter, due));
    expect(dueThen.map((row) => row.userId)).toContain(me);
    expect(await deleteDueAccounts({ db: t.db, storage, realtime: t.app.ctx.realtime }, due)).toBe(
      dueThen.length,
    );
    expect(await t.db.select().from(users).where(eq(users.id, me))).toEqual([]);
    for (const name of DATASET_NAMES) expect(await datasetRows(t.db, name, me), name).toEqual([]);
    expect(await t.db.select().from(supportReports).where(eq(supportReports.userId, me))).toEqual([]);
    expect(await mailsTo('client@demo.test')).toEqual([]);
    expect(await storage.open('profile-images/gone.png')).toBeNull();
    expect(await storage.open('task-attachments/gone.pdf')).toBeNull();
    const othersAfter = await t.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM tasks WHERE user_id <> ${me}`,
    );
    expect(othersAfter.rows[0]!.count).toBe(othersBefore.rows[0]!.count);
    expect(await t.db.select().from(users).where(eq(users.email, 'coach@demo.test'))).toHaveLength(1);
    // Their session is gone with them.
    expect((await call('GET', auth)).statusCode).toBe(401);

    const events = await auditOf(me);
    expect(events.map((event) => event.action)).toEqual(['account_deletion_requested', 'account_deleted']);
    const deleted = events[1]!;
    expect(deleted.actorUserId).toBeNull();
    expect(deleted.detail).toMatchObject({ files: 2, rows: { users: 1, support_reports: 1 } });
    expect(JSON.stringify(deleted.detail)).not.toMatch(/demo\.test|Demo/i);

    // Running again finds nothing left to do.
    expect(await deleteDueAccounts({ db: t.db, storage, realtime: t.app.ctx.realtime }, due)).toBe(0);
  });
});

describe('a deleted account', () => {
  it('loses its open sockets when the job deletes it', async () => {
    const { client, auth } = await newClient();
    const socket = await connect(await listen(t.app), auth);
    try {
      const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      expect((await call('POST', auth, { password: TEST_PASSWORD })).statusCode).toBe(201);
      const due = new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY_MS);
      await deleteDueAccounts({ db: t.db, storage: t.app.ctx.storage, realtime: t.app.ctx.realtime }, due);
      expect(await t.db.select().from(users).where(eq(users.id, client.id))).toHaveLength(0);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
});
