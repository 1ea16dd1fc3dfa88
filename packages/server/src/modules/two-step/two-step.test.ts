import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import {
  loginAnswerSchema,
  recoveryCodesSchema,
  totpSetupSchema,
  TWO_STEP_MESSAGES,
  TWO_STEP_SETUP_REQUIRED_CODE,
  twoStepStatusSchema,
} from '@tandem/shared';
import { recoveryCodes, sessions, totpFactors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildCoach, buildOwner, buildUser, TEST_PASSWORD } from '../../test/factories';
import { softwarePasskey } from '../../test/software-authenticator';

const HOST = 'localhost:3000';
const ORIGIN = 'http://localhost:3000';
const PER_ACCOUNT = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perIp: 10_000, perAccount: PER_ACCOUNT, windowSeconds: 900 } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (app: TestApp['app'], method: Method, url: string, auth?: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: { host: HOST, ...(auth ? { authorization: auth } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const api = (method: Method, url: string, auth?: string, payload?: unknown) =>
  call(t.app, method, url, auth, payload);
const passwordStep = (email: string, password = TEST_PASSWORD) =>
  api('POST', 'api-token-auth/', undefined, { username: email, password });
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** A user with an authenticator app on: their secret, recovery codes and a session. */
async function userWithApp(overrides: Parameters<typeof buildUser>[1] = {}, app = t.app) {
  const user = await buildUser(t.db, overrides);
  const auth = await authHeader(app, user.email);
  const setup = totpSetupSchema.parse((await call(app, 'POST', 'two-step/totp/', auth)).json());
  // The code of the step before: the login's code of this step is then not a replay.
  const confirmed = await call(app, 'POST', 'two-step/totp/confirm/', auth, {
    code: await codeAt(setup.secret, -30),
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    user,
    auth,
    secret: setup.secret,
    codes: recoveryCodesSchema.parse(confirmed.json()).recovery_codes,
  };
}

async function challengeFor(email: string) {
  const answer = loginAnswerSchema.parse((await passwordStep(email)).json());
  if (!('challenge' in answer)) throw new Error('expected a second step');
  return answer;
}

describe('setting up an authenticator app', () => {
  it('shows a secret, its URI and QR once, turns on with a code and gives ten single-use recovery codes', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const before = twoStepStatusSchema.parse((await api('GET', 'two-step/', auth)).json());
    expect(before).toEqual({ totp: false, recovery_codes_left: 0, passkeys: [], required: false });

    const setup = totpSetupSchema.parse((await api('POST', 'two-step/totp/', auth)).json());
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Tandem:/);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on until confirmed: the password still logs in alone.
    expect('token' in (await passwordStep(user.email)).json()).toBe(true);

    const wrong = await api('POST', 'two-step/totp/confirm/', auth, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [TWO_STEP_MESSAGES.wrongCode] });

    const confirmed = await api('POST', 'two-step/totp/confirm/', auth, { code: await codeAt(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes } = recoveryCodesSchema.parse(confirmed.json());
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);

    const status = await api('GET', 'two-step/', auth);
    expect(status.json()).toMatchObject({ totp: true, recovery_codes_left: 10 });
    expect(status.body).not.toContain(setup.secret);
    // A second app cannot be started over the first.
    expect((await api('POST', 'two-step/totp/', auth)).statusCode).toBe(400);
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const { user, secret, codes } = await userWithApp();
    const [stored] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(stored!.secretCiphertext).not.toContain(secret);
    const hashes = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    for (const row of hashes)
      for (const code of codes) expect(row.codeHash.toString('utf8')).not.toContain(code);
  });
});

describe('logging in with two steps', () => {
  it('answers the password with a challenge and no session, and a code with the token', async () => {
    const { user, secret } = await userWithApp();
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const challenge = await challengeFor(user.email);
    expect(challenge).toMatchObject({ two_step_required: true, methods: ['totp'], expires_in: 300 });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      sessionsBefore.length,
    );

    const wrong = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: challenge.challenge,
      code: '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [TWO_STEP_MESSAGES.wrongCode] });

    const done = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: challenge.challenge,
      code: await codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, token: expect.any(String) });
    expect((await api('GET', `user/${user.id}/`, `Token ${done.json().token}`)).statusCode).toBe(200);

    // The challenge is single use.
    const again = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: challenge.challenge,
      code: await codeAt(secret, 30),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: TWO_STEP_MESSAGES.challengeExpired });
  });

  it('refuses a code replayed within its window, and an older one after a newer', async () => {
    const { user, secret } = await userWithApp();
    const code = await codeAt(secret);
    const first = await challengeFor(user.email);
    expect(
      (await api('POST', 'api-token-auth/two-step/', undefined, { challenge: first.challenge, code }))
        .statusCode,
    ).toBe(200);
    const second = await challengeFor(user.email);
    const replay = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: second.challenge,
      code,
    });
    expect(replay.statusCode).toBe(400);
    // The next step's code (a phone a little ahead) still works.
    const next = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: second.challenge,
      code: await codeAt(secret, 30),
    });
    expect(next.statusCode).toBe(200);
  });

  it('takes a recovery code once, whatever its case and hyphen', async () => {
    const { user, codes } = await userWithApp();
    const first = await challengeFor(user.email);
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    expect(
      (await api('POST', 'api-token-auth/two-step/', undefined, { challenge: first.challenge, code: typed }))
        .statusCode,
    ).toBe(200);
    const second = await challengeFor(user.email);
    const reused = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: second.challenge,
      code: codes[0],
    });
    expect(reused.statusCode).toBe(400);
    const auth = `Token ${
      (
        await api('POST', 'api-token-auth/two-step/', undefined, {
          challenge: second.challenge,
          code: codes[1],
        })
      ).json().token
    }`;
    expect((await api('GET', 'two-step/', auth)).json()).toMatchObject({ recovery_codes_left: 8 });
  });

  it("counts wrong codes against the account's login limit, which the password does not clear", async () => {
    const { user, secret } = await userWithApp();
    const { challenge } = await challengeFor(user.email);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      const wrong = await api('POST', 'api-token-auth/two-step/', undefined, { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    // The right password again must not reopen the guessing: the limit holds for the right code.
    const fresh = await challengeFor(user.email).catch(() => null);
    const limited = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: fresh?.challenge ?? challenge,
      code: await codeAt(secret),
    });
    expect(limited.statusCode).toBe(429);
    expect((await passwordStep(user.email)).statusCode).toBe(429);
  });

  it('refuses a malformed or unknown challenge with 400', async () => {
    expect(
      (await api('POST', 'api-token-auth/two-step/', undefined, { challenge: 'nope', code: '123456' }))
        .statusCode,
    ).toBe(400);
    expect((await api('POST', 'api-token-auth/two-step/', undefined, { challenge: 'nope' })).statusCode).toBe(
      400,
    );
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password or a current code, and then the password alone logs in again', async () => {
    const { user, auth, secret } = await userWithApp();
    const wrong = await api('DELETE', 'two-step/totp/', auth, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [TWO_STEP_MESSAGES.wrongConfirmation] });
    expect((await api('DELETE', 'two-step/totp/', auth, {})).statusCode).toBe(400);

    const codes = await api('POST', 'two-step/recovery-codes/', auth, { code: await codeAt(secret) });
    expect(codes.statusCode).toBe(200);
    expect(recoveryCodesSchema.parse(codes.json()).recovery_codes).toHaveLength(10);

    expect((await api('DELETE', 'two-step/totp/', auth, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await api('GET', 'two-step/', auth)).json()).toMatchObject({
      totp: false,
      recovery_codes_left: 0,
    });
    expect('token' in (await passwordStep(user.email)).json()).toBe(true);
  });

  it('is refused to an impersonation session', async () => {
    const { owner, company } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, company.id);
    const ownerAuth = await authHeader(t.app, owner.email);
    const impersonated = await api('POST', 'user/impersonate/', ownerAuth, { email: coach.email });
    expect(impersonated.statusCode).toBe(200);
    const auth = `Token ${impersonated.json().token}`;
    expect((await api('GET', 'two-step/', auth)).statusCode).toBe(200);
    expect((await api('POST', 'two-step/totp/', auth)).statusCode).toBe(403);
    expect((await api('POST', 'two-step/passkeys/options/', auth)).statusCode).toBe(403);
  });
});

describe('passkeys', () => {
  async function userWithPasskey() {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    const passkey = softwarePasskey();
    const start = (await api('POST', 'two-step/passkeys/options/', auth)).json();
    expect(start.options.rp).toEqual({ name: 'Tandem', id: 'localhost' });
    const added = await api('POST', 'two-step/passkeys/', auth, {
      challenge: start.challenge,
      name: 'Laptop',
      credential: passkey.register(start.options, ORIGIN),
    });
    expect(added.statusCode).toBe(201);
    return { user, auth, passkey, added: added.json() };
  }

  it('registers a passkey, which gives the first recovery codes and becomes a second step', async () => {
    const { user, passkey, added } = await userWithPasskey();
    expect(added.passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(added.recovery_codes).toHaveLength(10);

    const challenge = await challengeFor(user.email);
    expect(challenge.methods).toEqual(['passkey']);
    const options = (
      await api('POST', 'api-token-auth/two-step/passkey-options/', undefined, {
        challenge: challenge.challenge,
      })
    ).json();
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: passkey.credentialId.toString('base64url') }),
    ]);
    const done = await api('POST', 'api-token-auth/two-step/', undefined, {
      challenge: challenge.challenge,
      passkey: passkey.sign(options, ORIGIN),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().id).toBe(user.id);
  });

  it('signs in with a passkey alone, which must verify its user', async () => {
    const { user, passkey } = await userWithPasskey();
    const start = (await api('POST', 'api-token-auth/passkey/options/')).json();
    expect(start.options.userVerification).toBe('required');
    const unverified = await api('POST', 'api-token-auth/passkey/', undefined, {
      challenge: start.challenge,
      passkey: passkey.sign(start.options, ORIGIN, false),
    });
    expect(unverified.statusCode).toBe(400);
    const signedIn = await api('POST', 'api-token-auth/passkey/', undefined, {
      challenge: start.challenge,
      passkey: passkey.sign(start.options, ORIGIN),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(user.id);
    // The challenge is used up.
    const replay = await api('POST', 'api-token-auth/passkey/', undefined, {
      challenge: start.challenge,
      passkey: passkey.sign(start.options, ORIGIN),
    });
    expect(replay.statusCode).toBe(400);
  });

  it("refuses an unknown passkey, another site's origin and a host outside the app's address", async () => {
    const { passkey } = await userWithPasskey();
    const start = (await api('POST', 'api-token-auth/passkey/options/')).json();
    const stranger = softwarePasskey();
    const unknown = await api('POST', 'api-token-auth/passkey/', undefined, {
      challenge: start.challenge,
      passkey: stranger.sign(start.options, ORIGIN),
    });
    expect(unknown.json()).toEqual({ non_field_errors: [TWO_STEP_MESSAGES.passkeyNotRecognised] });
    const phished = await api('POST', 'api-token-auth/passkey/', undefined, {
      challenge: start.challenge,
      passkey: passkey.sign(start.options, 'http://evil.example'),
    });
    expect(phished.statusCode).toBe(400);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/passkey/options/',
      headers: { host: 'evil.example' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ detail: TWO_STEP_MESSAGES.passkeysNeedAddress });
  });

  it('removes a passkey with the password; with it go the codes it brought', async () => {
    const { user, auth, added } = await userWithPasskey();
    const id = added.passkey.id as number;
    expect((await api('DELETE', `two-step/passkeys/${id}/`, auth, { password: 'wrong' })).statusCode).toBe(
      400,
    );
    expect(
      (await api('DELETE', `two-step/passkeys/${id + 1000}/`, auth, { password: TEST_PASSWORD })).statusCode,
    ).toBe(404);
    expect(
      (await api('DELETE', `two-step/passkeys/${id}/`, auth, { password: TEST_PASSWORD })).statusCode,
    ).toBe(204);
    expect((await api('GET', 'two-step/', auth)).json()).toMatchObject({
      passkeys: [],
      recovery_codes_left: 0,
    });
    expect('token' in (await passwordStep(user.email)).json()).toBe(true);
  });
});

describe('REQUIRE_TWO_STEP=staff,owners', () => {
  let required: TestApp['app'];
  beforeAll(async () => {
    required = await t.sibling({ requireTwoStep: { staff: true, owners: true } });
  });
  const login = async (email: string) =>
    `Token ${(await call(required, 'POST', 'api-token-auth/', undefined, { username: email, password: TEST_PASSWORD })).json().token}`;

  it('gives staff without two steps a session that may only set them up', async () => {
    const staff = await buildUser(t.db, { isStaff: true });
    const auth = await login(staff.email);
    const user = await call(required, 'GET', `user/${staff.id}/`, auth);
    expect(user.json()).toMatchObject({ two_step_setup_required: true });
    const elsewhere = await call(required, 'GET', 'outbox/', auth);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({
      detail: TWO_STEP_MESSAGES.setupRequired,
      code: TWO_STEP_SETUP_REQUIRED_CODE,
    });
    expect(
      (await call(required, 'POST', 'user/impersonate/', auth, { email: 'x@example.test' })).statusCode,
    ).toBe(403);
    expect((await call(required, 'GET', 'two-step/', auth)).json()).toMatchObject({ required: true });

    const setup = totpSetupSchema.parse((await call(required, 'POST', 'two-step/totp/', auth)).json());
    const confirmed = await call(required, 'POST', 'two-step/totp/confirm/', auth, {
      code: await codeAt(setup.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    // The same session is a full one now.
    expect(
      (await call(required, 'GET', `user/${staff.id}/`, auth)).json().two_step_setup_required,
    ).toBeUndefined();
    expect((await call(required, 'GET', 'outbox/', auth)).statusCode).not.toBe(403);
    // And the app cannot be turned off while it is the only second step.
    const off = await call(required, 'DELETE', 'two-step/totp/', auth, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(403);
    expect(off.json().detail).toBe(TWO_STEP_MESSAGES.requiredCannotTurnOff);
  });

  it('applies to owners, and not to other coaches', async () => {
    const { owner, company } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, company.id);
    const ownerAuth = await login(owner.email);
    expect((await call(required, 'GET', `user/${owner.id}/`, ownerAuth)).json().two_step_setup_required).toBe(
      true,
    );
    const coachAuth = await login(coach.email);
    expect(
      (await call(required, 'GET', `user/${coach.id}/`, coachAuth)).json().two_step_setup_required,
    ).toBeUndefined();
  });

  it('answers an owner with two steps with the challenge, as anyone', async () => {
    const { user } = await userWithApp({ isStaff: true }, required);
    const answer = await call(required, 'POST', 'api-token-auth/', undefined, {
      username: user.email,
      password: TEST_PASSWORD,
    });
    expect(answer.json()).toMatchObject({ two_step_required: true });
  });
});
