import {
  MESSAGES,
  TWO_STEP_CHALLENGE_SECONDS,
  TWO_STEP_MESSAGES,
  twoStepCodeKind,
  twoStepRequiredFor,
  type PasskeyAdded,
  type PasskeyOptions,
  type PasskeyRegistration,
  type RecoveryCodes,
  type RelyingParty,
  type TotpSetup,
  type TwoStepConfirmation,
  type TwoStepStatus,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import { AppError, fieldErrors, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { clearHits, countHit } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { mayChangeTwoStep, mayRemoveStep } from './two-step.policy';
import { presentPasskey } from './two-step.presenter';
import * as repo from './two-step.repo';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes } from './two-step.secrets';
import { newTotpSecret, totpProvisioning, totpTimeStep } from './totp';
import * as passkeys from './passkeys';

const badRequest = (detail: string) => new AppError(400, 'invalid', { detail });
const passkeysNeedAddress = () => badRequest(TWO_STEP_MESSAGES.passkeysNeedAddress);

/** The relying party of a request, or the 400 a passkey ceremony gets on another host. */
export function requireRelyingParty(rp: RelyingParty | null): RelyingParty {
  if (!rp) throw passkeysNeedAddress();
  return rp;
}

async function factsOf(ctx: AppContext, userId: number) {
  const facts = await repo.factsOf(ctx.db, userId);
  if (!facts) throw notFound();
  return facts;
}

/** Whether the install requires two steps of this account (REQUIRE_TWO_STEP). */
export function isRequired(ctx: AppContext, facts: { isStaff: boolean; isOwner: boolean }): boolean {
  return twoStepRequiredFor(ctx.config.requireTwoStep, facts);
}

/**
 * Checks a typed code and uses it up: an app code's time step is taken once (the same code, or
 * an older one, is refused afterwards), a recovery code is marked used.
 */
export async function useCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  if (twoStepCodeKind(code) === 'recovery')
    return repo.useRecoveryCode(ctx.db, userId, await hashRecoveryCode(ctx.db, code));
  const totp = await repo.findTotp(ctx.db, userId);
  if (!totp?.confirmedAt) return false;
  const step = await totpTimeStep(await decryptSecret(ctx.db, totp.secretCiphertext), code);
  return step !== null && repo.takeTimeStep(ctx.db, userId, step, false);
}

/**
 * A change to two steps must come from the account holder with their password or a current
 * code, not merely from an open session; failures count, per account, like logins.
 */
async function confirmIdentity(ctx: AppContext, actor: Actor, confirmation: TwoStepConfirmation) {
  if (!mayChangeTwoStep(actor)) throw forbidden();
  const { perAccount, windowSeconds } = ctx.config.loginLimits;
  const key = `two-step:confirm:${actor.userId}`;
  const hits = await countHit(ctx.db, key, windowSeconds);
  if (hits.count > perAccount) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, hits.retryAfter);
  const facts = await factsOf(ctx, actor.userId);
  const confirmed = confirmation.password
    ? await verifyPassword(facts.passwordHash, confirmation.password)
    : await useCode(ctx, actor.userId, confirmation.code!);
  if (!confirmed)
    throw fieldErrors({
      [confirmation.password ? 'password' : 'code']: [TWO_STEP_MESSAGES.wrongConfirmation],
    });
  await clearHits(ctx.db, key);
  return facts;
}

/** Fresh recovery codes for the user, replacing any old ones; the plain codes are shown once. */
async function issueRecoveryCodes(ctx: AppContext, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashRecoveryCode(ctx.db, code)));
  await repo.replaceRecoveryCodes(ctx.db, userId, hashes);
  return codes;
}

/** GET two-step/: the caller's own app, passkeys and codes left. */
export async function status(ctx: AppContext, actor: Actor): Promise<TwoStepStatus> {
  const facts = await factsOf(ctx, actor.userId);
  const [list, left] = await Promise.all([
    repo.listPasskeys(ctx.db, actor.userId),
    repo.recoveryCodesLeft(ctx.db, actor.userId),
  ]);
  return {
    totp: facts.totp,
    recovery_codes_left: left,
    passkeys: list.map(presentPasskey),
    required: isRequired(ctx, facts),
  };
}

/** POST two-step/totp/: a new secret to scan, until it is confirmed with a code. */
export async function beginTotp(ctx: AppContext, actor: Actor): Promise<TotpSetup> {
  if (!mayChangeTwoStep(actor)) throw forbidden();
  const facts = await factsOf(ctx, actor.userId);
  if (facts.totp) throw badRequest(TWO_STEP_MESSAGES.totpAlreadyOn);
  const secret = newTotpSecret();
  if (!(await repo.saveTotpSetup(ctx.db, actor.userId, await encryptSecret(ctx.db, secret))))
    throw badRequest(TWO_STEP_MESSAGES.totpAlreadyOn);
  const { uri, qrCode } = await totpProvisioning(secret, facts.email);
  return { secret, otpauth_uri: uri, qr_code: qrCode };
}

/** POST two-step/totp/confirm/: a code from the app turns it on; the recovery codes come with it. */
export async function confirmTotp(ctx: AppContext, actor: Actor, code: string): Promise<RecoveryCodes> {
  if (!mayChangeTwoStep(actor)) throw forbidden();
  const totp = await repo.findTotp(ctx.db, actor.userId);
  if (!totp || totp.confirmedAt) throw badRequest(TWO_STEP_MESSAGES.noSetupInProgress);
  const { perAccount, windowSeconds } = ctx.config.loginLimits;
  const key = `two-step:confirm:${actor.userId}`;
  const hits = await countHit(ctx.db, key, windowSeconds);
  if (hits.count > perAccount) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, hits.retryAfter);
  const step = await totpTimeStep(await decryptSecret(ctx.db, totp.secretCiphertext), code);
  if (step === null || !(await repo.takeTimeStep(ctx.db, actor.userId, step, true)))
    throw fieldErrors({ code: [TWO_STEP_MESSAGES.wrongCode] });
  await clearHits(ctx.db, key);
  return { recovery_codes: await issueRecoveryCodes(ctx, actor.userId) };
}

/** Removing a way to sign in may not leave an account that must have two steps with none. */
function checkRemovable(ctx: AppContext, facts: Awaited<ReturnType<typeof factsOf>>, remaining: number) {
  if (!mayRemoveStep(isRequired(ctx, facts), remaining))
    throw forbidden(TWO_STEP_MESSAGES.requiredCannotTurnOff, 'two_step_required');
}

/** DELETE two-step/totp/: turns the app off; with no passkey left, the recovery codes go too. */
export async function turnOffTotp(ctx: AppContext, actor: Actor, confirmation: TwoStepConfirmation) {
  const facts = await confirmIdentity(ctx, actor, confirmation);
  checkRemovable(ctx, facts, facts.passkeys);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteTotp(tx, actor.userId);
    if (facts.passkeys === 0) await repo.replaceRecoveryCodes(tx, actor.userId, []);
  });
}

/** POST two-step/recovery-codes/: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  actor: Actor,
  confirmation: TwoStepConfirmation,
): Promise<RecoveryCodes> {
  const facts = await confirmIdentity(ctx, actor, confirmation);
  if (!facts.totp && facts.passkeys === 0) throw badRequest(TWO_STEP_MESSAGES.noSetupInProgress);
  return { recovery_codes: await issueRecoveryCodes(ctx, actor.userId) };
}

/** POST two-step/passkeys/options/: what the browser needs to make a passkey for this account. */
export async function passkeyRegistrationOptions(
  ctx: AppContext,
  actor: Actor,
  rp: RelyingParty | null,
): Promise<PasskeyOptions> {
  if (!mayChangeTwoStep(actor)) throw forbidden();
  const party = requireRelyingParty(rp);
  const user = await factsOf(ctx, actor.userId);
  const options = await passkeys.registrationOptions(ctx.db, party, {
    id: actor.userId,
    email: user.email,
    name: user.email,
  });
  const challenge = newSessionToken();
  await repo.createChallenge(ctx.db, {
    tokenHash: hashToken(challenge),
    purpose: 'passkey_registration',
    userId: actor.userId,
    webauthnChallenge: options.challenge,
    seconds: TWO_STEP_CHALLENGE_SECONDS,
  });
  return { challenge, options: options as unknown as Record<string, unknown> };
}

/**
 * POST two-step/passkeys/: keeps the passkey the browser made for those options. The account's
 * first way of two steps also gets its recovery codes.
 */
export async function addPasskey(
  ctx: AppContext,
  actor: Actor,
  rp: RelyingParty | null,
  input: PasskeyRegistration,
): Promise<PasskeyAdded> {
  if (!mayChangeTwoStep(actor)) throw forbidden();
  const party = requireRelyingParty(rp);
  const challenge = await repo.findChallenge(ctx.db, hashToken(input.challenge), 'passkey_registration');
  if (!challenge || challenge.userId !== actor.userId || !challenge.webauthnChallenge)
    throw badRequest(TWO_STEP_MESSAGES.challengeExpired);
  const credential = await passkeys.verifyRegistration(party, challenge.webauthnChallenge, input.credential);
  if (!credential || !(await repo.consumeChallenge(ctx.db, challenge.id)))
    throw badRequest(TWO_STEP_MESSAGES.passkeyFailed);
  if (await repo.findPasskeyByCredential(ctx.db, credential.id))
    throw badRequest(TWO_STEP_MESSAGES.passkeyFailed);
  const before = await factsOf(ctx, actor.userId);
  const row = await repo.insertPasskey(ctx.db, {
    userId: actor.userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: input.name || `Passkey ${before.passkeys + 1}`,
  });
  const first = !before.totp && !(await repo.hasRecoveryCodes(ctx.db, actor.userId));
  return {
    passkey: presentPasskey(row),
    recovery_codes: first ? await issueRecoveryCodes(ctx, actor.userId) : null,
  };
}

/** DELETE two-step/passkeys/{id}/: removes one of the caller's passkeys. */
export async function removePasskey(
  ctx: AppContext,
  actor: Actor,
  id: number,
  confirmation: TwoStepConfirmation,
) {
  if (!mayChangeTwoStep(actor)) throw forbidden();
  const list = await repo.listPasskeys(ctx.db, actor.userId);
  if (!list.some((passkey) => passkey.id === id)) throw notFound();
  const facts = await confirmIdentity(ctx, actor, confirmation);
  checkRemovable(ctx, facts, (facts.totp ? 1 : 0) + facts.passkeys - 1);
  await ctx.db.transaction(async (tx) => {
    await repo.deletePasskey(tx, actor.userId, id);
    if (!facts.totp && facts.passkeys === 1) await repo.replaceRecoveryCodes(tx, actor.userId, []);
  });
}
