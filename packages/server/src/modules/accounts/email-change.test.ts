import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { auditEvents, emailChangeTokens, outboxEmails, passwordResetTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildOwner, buildUser, TEST_PASSWORD } from '../../test/factories';
import { buildPasswordResetToken } from '../../test/factories/account';
import { EMAIL_UNDO_VALID_DAYS } from './email-change.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (id: number, authorization: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/user/${id}/`, payload, headers: { authorization } });
const undo = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/undo_email_change/', payload: { token } });
const emailOf = async (id: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(sql`${email} = ANY(${outboxEmails.to})`)
    .orderBy(outboxEmails.id);
const undoTokenOf = (text: string) => /\/undo-email-change\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const me = (id: number, authorization: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${id}/`, headers: { authorization } });

describe('changing the e-mail', () => {
  it('asks for the current password and refuses a wrong one, changing nothing', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const missing = await patch(user.id, auth, { email: 'taker@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordRequired] });
    const wrong = await patch(user.id, auth, { email: 'taker@example.test', current_password: 'a guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('needs no password to send the same address again or to change other settings', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const response = await patch(user.id, auth, { email: user.email.toUpperCase(), first_name: 'Sam' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, first_name: 'Sam' });
  });

  it('counts wrong passwords like logins, then answers 429', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () =>
        patch(user.id, auth, { email: 'guess@example.test', current_password: 'wrong' }).then(
          (r) => r.statusCode,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(t.config.loginLimits.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - t.config.loginLimits.perAccount);
  });

  it('is refused to a session an admin or owner opened as the user, as is a password change', async () => {
    const { owner } = await buildOwner(t.db);
    const user = await buildUser(t.db, { companyId: owner.companyId });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email: user.email },
      headers: { authorization: await authHeader(t.app, owner.email) },
    });
    expect(opened.statusCode).toBe(200);
    const acting = `Token ${opened.json().token}`;
    // Even knowing the password.
    const email = await patch(user.id, acting, {
      email: 'owner-took@example.test',
      current_password: TEST_PASSWORD,
    });
    expect(email.statusCode).toBe(403);
    expect(email.json()).toMatchObject({ detail: MESSAGES.noPermission });
    const password = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/set_password/`,
      payload: {
        old_password: TEST_PASSWORD,
        password: 'owner chose this',
        confirmation: 'owner chose this',
      },
      headers: { authorization: acting },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect(await emailOf(user.id)).toBe(user.email);
    // Other settings stay open to them.
    expect((await patch(user.id, acting, { first_name: 'Helped' })).statusCode).toBe(200);
  });

  it('mails the old address in the company brand an undo link, hashed and expiring, and audits the change', async () => {
    const { company } = await buildOwner(t.db);
    const user = await buildUser(t.db, { companyId: company.id, firstName: 'Olive' });
    const auth = await authHeader(t.app, user.email);
    const response = await patch(user.id, auth, {
      email: ' Olive.New@Example.test ',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('olive.new@example.test');
    expect(await mailsTo('olive.new@example.test')).toHaveLength(0);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toContain(company.name);
    expect(mail!.text).toContain('Olive');
    expect(mail!.text).toContain('olive.new@example.test');
    expect(mail!.text).toContain(`${t.config.publicUrl}/undo-email-change/`);
    expect(mail!.meta).toEqual({ kind: 'email_changed', userId: user.id });
    const token = undoTokenOf(mail!.text);
    const [stored] = await t.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(stored!.tokenHash.equals(hashToken(token))).toBe(true);
    expect(stored).toMatchObject({ oldEmail: user.email, newEmail: 'olive.new@example.test', usedAt: null });
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(EMAIL_UNDO_VALID_DAYS, 2);

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, user.id));
    expect(events).toMatchObject([
      {
        action: 'email_changed',
        actorUserId: user.id,
        companyId: company.id,
        detail: { session_id: expect.any(Number) },
      },
    ]);
    // Ids only: neither address is in the audit.
    expect(JSON.stringify(events)).not.toContain('example.test');
  });
});

describe('POST user/undo_email_change/', () => {
  async function changedAccount() {
    const user = await buildUser(t.db);
    const sessions = [await authHeader(t.app, user.email), await authHeader(t.app, user.email)];
    const newEmail = `taken-over-${user.id}@example.test`;
    expect(
      (await patch(user.id, sessions[0]!, { email: newEmail, current_password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const [mail] = await mailsTo(user.email);
    return { user, sessions, newEmail, token: undoTokenOf(mail!.text) };
  }

  it('puts the old address back, logs out every session, voids reset links, and works once', async () => {
    const { user, sessions, newEmail, token } = await changedAccount();
    // A reset link the new address asked for must not give the account back.
    const reset = await buildPasswordResetToken(t.db, user.id);
    const response = await undo(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailUndone });
    expect(await emailOf(user.id)).toBe(user.email);
    for (const session of sessions) expect((await me(user.id, session)).statusCode).toBe(401);
    const left = await t.db
      .select()
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.tokenHash, hashToken(reset))),
      );
    expect(left).toHaveLength(0);
    // The old address logs in again; the new one no longer does.
    expect((await authHeader(t.app, user.email)).startsWith('Token ')).toBe(true);
    await expect(authHeader(t.app, newEmail)).rejects.toThrow();

    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.emailUndoInvalid] });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, user.id));
    expect(events.map((event) => event.action)).toEqual(['email_changed', 'email_change_undone']);
  });

  it('refuses an expired or unknown link and changes nothing', async () => {
    const { user, sessions, newEmail, token } = await changedAccount();
    await t.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailChangeTokens.userId, user.id));
    for (const candidate of [token, 'no-such-token']) {
      const response = await undo(candidate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ token: [ACCOUNT_MESSAGES.emailUndoInvalid] });
    }
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await me(user.id, sessions[0]!)).statusCode).toBe(200);
  });

  it('cannot bring back an address another account has taken since', async () => {
    const { user, token } = await changedAccount();
    await buildUser(t.db, { email: user.email });
    const response = await undo(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: [MESSAGES.emailInUse] });
  });
});
