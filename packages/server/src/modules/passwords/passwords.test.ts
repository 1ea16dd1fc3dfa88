import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { outboxEmails, passwordResetTokens, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildUser, TEST_PASSWORD } from '../../test/factories';
import { buildPasswordResetToken } from '../../test/factories/account';
import { RESET_ATTEMPTS_PER_IP, RESET_MAILS_PER_ADDRESS, RESET_TOKEN_VALID_HOURS } from './passwords.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';

// Every call comes from its own address unless a test says otherwise, so the per-IP limit of
// the reset endpoints only bites in the test about it.
let address = 0;
const nextIp = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const setPassword = (id: number, auth: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/${id}/set_password/`,
    headers: { authorization: auth },
    payload: payload as object,
  });
const requestReset = (email: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/request_password_change/',
    payload: { email },
    remoteAddress,
  });
const reset = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/user/reset_password/', payload, remoteAddress });
const resetWith = (token: string, password = NEW_PASSWORD) =>
  reset({ token, password, confirmation: password });
const getUser = (id: number, auth: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${id}/`, headers: { authorization: auth } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/api-token-auth/', payload: { username, password } });

const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(sql`${email} = ANY(${outboxEmails.to})`)
    .orderBy(outboxEmails.id);
/** The token in a reset mail's link. */
const tokenOf = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const storedHash = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('POST user/{id}/set_password/', () => {
  it.each([
    [
      'all three fields missing',
      {},
      {
        old_password: [ACCOUNT_MESSAGES.fillAllFields],
        password: [ACCOUNT_MESSAGES.fillAllFields],
        confirmation: [ACCOUNT_MESSAGES.fillAllFields],
      },
    ],
    [
      'empty fields',
      { old_password: '', password: '', confirmation: '' },
      {
        old_password: [ACCOUNT_MESSAGES.fillAllFields],
        password: [ACCOUNT_MESSAGES.fillAllFields, 'Use at least 8 characters.'],
        confirmation: [ACCOUNT_MESSAGES.fillAllFields],
      },
    ],
    [
      'a short new password',
      { old_password: TEST_PASSWORD, password: 'short', confirmation: 'short' },
      { password: ['Use at least 8 characters.'] },
    ],
    [
      'a confirmation that differs',
      { old_password: TEST_PASSWORD, password: NEW_PASSWORD, confirmation: 'something else' },
      { confirmation: [ACCOUNT_MESSAGES.passwordMismatch] },
    ],
  ])('answers %s with the spec messages', async (_case, payload, errors) => {
    const user = await buildUser(t.db);
    const response = await setPassword(user.id, await authHeader(t.app, user.email), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('refuses a wrong old password and keeps the password', async () => {
    const user = await buildUser(t.db);
    const response = await setPassword(user.id, await authHeader(t.app, user.email), {
      old_password: 'not my password',
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ old_password: [ACCOUNT_MESSAGES.oldPasswordWrong] });
    expect(await storedHash(user.id)).toBe(user.passwordHash);
  });

  it('changes the password, keeps this session and logs out the others', async () => {
    const user = await buildUser(t.db);
    const current = await authHeader(t.app, user.email);
    const other = await authHeader(t.app, user.email);
    const response = await setPassword(user.id, current, {
      old_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password changed' });
    expect((await getUser(user.id, current)).statusCode).toBe(200);
    expect((await getUser(user.id, other)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids a pending reset link', async () => {
    const user = await buildUser(t.db);
    const token = await buildPasswordResetToken(t.db, user.id);
    await setPassword(user.id, await authHeader(t.app, user.email), {
      old_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect((await resetWith(token, 'yet another passphrase')).statusCode).toBe(400);
  });

  it("answers 403 for a visible user's password and 404 for anyone else's", async () => {
    const coach = await buildCoach(t.db, null);
    const { user: client } = await buildClient(t.db, coach);
    const stranger = await buildUser(t.db);
    const payload = { old_password: TEST_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    const asCoach = await setPassword(client.id, await authHeader(t.app, coach.email), payload);
    expect(asCoach.statusCode).toBe(403);
    expect(asCoach.json()).toEqual({ detail: MESSAGES.noPermission, code: 'permission_denied' });
    const asStranger = await setPassword(client.id, await authHeader(t.app, stranger.email), payload);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toEqual({ detail: MESSAGES.notFound });
    expect(await storedHash(client.id)).toBe(client.passwordHash);
  });

  it('needs a session', async () => {
    const user = await buildUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/set_password/`,
      payload: { old_password: TEST_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('stops guessing the old password after as many failures as a login allows', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const wrong = { old_password: 'guess', password: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    for (let i = 0; i < t.config.loginLimits.perAccount; i++) {
      expect((await setPassword(user.id, auth, wrong)).statusCode).toBe(400);
    }
    const right = { old_password: TEST_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    const throttled = await setPassword(user.id, auth, right);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await storedHash(user.id)).toBe(user.passwordHash);
  });
});

describe('POST user/request_password_change/', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await buildUser(t.db, { email: 'forgetful@example.test', firstName: 'Fran' });
    const known = await requestReset('  Forgetful@Example.test ');
    const unknown = await requestReset('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetRequested });
    expect(unknown.json()).toEqual(known.json());

    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(mail!.text).toContain('Fran');
    expect(mail!.text).toContain(`${RESET_TOKEN_VALID_HOURS} hours`);
    expect(mail!.meta).toEqual({ kind: 'password_reset', userId: user.id });

    // Only the hash is stored, and it expires in two hours.
    const token = tokenOf(mail!.text);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash.equals(hashToken(token))).toBe(true);
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(RESET_TOKEN_VALID_HOURS, 2);

    const response = await resetWith(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('mails an address at most a few times an hour, with the same answer after that', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i <= RESET_MAILS_PER_ADDRESS; i++) {
      const response = await requestReset(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetRequested });
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_MAILS_PER_ADDRESS);
  });

  it('sends nothing for a deactivated client', async () => {
    const coach = await buildCoach(t.db, null);
    const { user } = await buildClient(t.db, coach, { deactivated: new Date() });
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetRequested });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('checks the address', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('answers 429 once an IP has used up its requests and attempts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < RESET_ATTEMPTS_PER_IP - 1; i++) {
      expect((await requestReset(`someone${i}@example.test`, ip)).statusCode).toBe(200);
    }
    // Reset attempts count against the same budget.
    expect(
      (await reset({ token: 'x'.repeat(43), password: NEW_PASSWORD, confirmation: NEW_PASSWORD }, ip))
        .statusCode,
    ).toBe(400);
    const throttled = await requestReset('one-more@example.test', ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await resetWith('x'.repeat(43))).statusCode).toBe(400);
    expect(
      (await reset({ token: 'x'.repeat(43), password: NEW_PASSWORD, confirmation: NEW_PASSWORD }, ip))
        .statusCode,
    ).toBe(429);
    // Another address is not affected.
    expect((await requestReset('one-more@example.test')).statusCode).toBe(200);
  });
});

describe('POST user/reset_password/', () => {
  it.each([
    [
      'both fields empty',
      { password: '', confirmation: '' },
      {
        password: [ACCOUNT_MESSAGES.fillAllFields, 'Use at least 8 characters.'],
        confirmation: [ACCOUNT_MESSAGES.fillAllFields],
      },
    ],
    [
      'both fields missing',
      {},
      { password: [ACCOUNT_MESSAGES.fillAllFields], confirmation: [ACCOUNT_MESSAGES.fillAllFields] },
    ],
    [
      'a confirmation that differs',
      { password: NEW_PASSWORD, confirmation: 'something else' },
      { confirmation: [ACCOUNT_MESSAGES.confirmationMismatch] },
    ],
  ])('answers %s with the spec messages', async (_case, fields, errors) => {
    const user = await buildUser(t.db);
    const token = await buildPasswordResetToken(t.db, user.id);
    const response = await reset({ token, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    // The token was not used up by a refused attempt.
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('sets the password, logs in and logs out every older session', async () => {
    const user = await buildUser(t.db);
    const before = await authHeader(t.app, user.email);
    const token = await buildPasswordResetToken(t.db, user.id);
    const response = await resetWith(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(user.id);
    expect((await getUser(user.id, `Token ${body.token}`)).statusCode).toBe(200);
    expect((await getUser(user.id, before)).statusCode).toBe(401);
    expect(await verifyPassword(await storedHash(user.id), NEW_PASSWORD)).toBe(true);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const user = await buildUser(t.db);
    const token = await buildPasswordResetToken(t.db, user.id);
    expect((await resetWith(token)).statusCode).toBe(200);
    const again = await resetWith(token, 'a third passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.resetLinkInvalid] });
    expect(await verifyPassword(await storedHash(user.id), NEW_PASSWORD)).toBe(true);
  });

  it('refuses an expired or unknown token', async () => {
    const user = await buildUser(t.db);
    const expired = await buildPasswordResetToken(t.db, user.id, {
      expiresAt: new Date(Date.now() - 60_000),
    });
    for (const token of [expired, 'no-such-token']) {
      const response = await resetWith(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ token: [ACCOUNT_MESSAGES.resetLinkInvalid] });
    }
    expect(await storedHash(user.id)).toBe(user.passwordHash);
  });

  it('voids an older link when a newer one is requested', async () => {
    const user = await buildUser(t.db);
    await requestReset(user.email);
    await requestReset(user.email);
    const [first, second] = await mailsTo(user.email);
    expect((await resetWith(tokenOf(first!.text))).statusCode).toBe(400);
    expect((await resetWith(tokenOf(second!.text))).statusCode).toBe(200);
  });

  it("refuses a deactivated client's token and changes nothing", async () => {
    const coach = await buildCoach(t.db, null);
    const { user } = await buildClient(t.db, coach, { deactivated: new Date() });
    const token = await buildPasswordResetToken(t.db, user.id);
    const response = await resetWith(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.accountDeactivated, code: 'account_deactivated' });
    expect(await storedHash(user.id)).toBe(user.passwordHash);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.usedAt).toBeNull();
  });

  it('lifts a login lockout from failed attempts', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < t.config.loginLimits.perAccount; i++) await login(user.email, 'wrong guess');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    const token = await buildPasswordResetToken(t.db, user.id);
    expect((await resetWith(token)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
