import {
  TWO_STEP_CHALLENGE_SECONDS,
  TWO_STEP_MESSAGES,
  type PasskeyCredential,
  type PasskeyOptions,
  type RelyingParty,
  type SecondStepRequest,
  type TwoStepChallenge,
  type TwoStepMethod,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hashToken, newSessionToken } from '../../lib/tokens';
import * as repo from './two-step.repo';
import * as passkeys from './passkeys';
import { isRequired, requireRelyingParty, useCode } from './two-step.service';

/*
 * The login's steps after the password (decision 027), for the accounts module, which opens the
 * session: a short-lived, single-use challenge stands between the two steps, so no session
 * exists until both are done.
 */

const expired = () => new AppError(400, 'two_step_expired', { detail: TWO_STEP_MESSAGES.challengeExpired });

/** What follows the right password: the second step's challenge, or a session (limited to setting up two steps when the install requires them). */
export type AfterPassword = { challenge: TwoStepChallenge } | { setupOnly: boolean };

export async function afterPassword(ctx: AppContext, userId: number): Promise<AfterPassword> {
  const facts = await repo.factsOf(ctx.db, userId);
  if (!facts) return { setupOnly: false };
  if (!facts.totp && facts.passkeys === 0) return { setupOnly: isRequired(ctx, facts) };
  const token = newSessionToken();
  await repo.createChallenge(ctx.db, {
    tokenHash: hashToken(token),
    purpose: 'second_step',
    userId,
    seconds: TWO_STEP_CHALLENGE_SECONDS,
  });
  const methods: TwoStepMethod[] = [];
  if (facts.totp) methods.push('totp');
  if (facts.passkeys > 0) methods.push('passkey');
  return {
    challenge: { two_step_required: true, challenge: token, methods, expires_in: TWO_STEP_CHALLENGE_SECONDS },
  };
}

/** The second step's challenge and whose it is, or a 400 when it expired or was used. */
export async function openSecondStep(ctx: AppContext, token: string) {
  const row = await repo.findChallenge(ctx.db, hashToken(token), 'second_step');
  const facts = row?.userId ? await repo.factsOf(ctx.db, row.userId) : undefined;
  if (!row || !facts) throw expired();
  return { id: row.id, userId: row.userId!, email: facts.email, webauthnChallenge: row.webauthnChallenge };
}

/** Options for signing the second step with one of the account's passkeys. */
export async function secondStepPasskeyOptions(
  ctx: AppContext,
  token: string,
  rp: RelyingParty | null,
): Promise<Record<string, unknown>> {
  const party = requireRelyingParty(rp);
  const step = await openSecondStep(ctx, token);
  const list = await repo.listPasskeys(ctx.db, step.userId);
  if (list.length === 0)
    throw new AppError(400, 'invalid', { detail: TWO_STEP_MESSAGES.passkeyNotRecognised });
  const options = await passkeys.authenticationOptions(party, list);
  await repo.setWebauthnChallenge(ctx.db, step.id, options.challenge);
  return options as unknown as Record<string, unknown>;
}

/**
 * Checks the second step (an app code, a recovery code, or a passkey's signature of this
 * challenge) and uses the challenge up. False when the step is wrong; the caller counts it
 * against the account.
 */
export async function completeSecondStep(
  ctx: AppContext,
  step: Awaited<ReturnType<typeof openSecondStep>>,
  input: SecondStepRequest,
  rp: RelyingParty | null,
): Promise<boolean> {
  const passed = input.code
    ? await useCode(ctx, step.userId, input.code)
    : Boolean(
        rp &&
        step.webauthnChallenge &&
        (await passkeys.verifyAssertion(ctx.db, rp, step.webauthnChallenge, input.passkey!, step.userId)),
      );
  if (!passed) return false;
  if (!(await repo.consumeChallenge(ctx.db, step.id))) throw expired();
  return true;
}

/** POST api-token-auth/passkey/options/: a sign-in with any of the site's passkeys starts. */
export async function passkeyLoginOptions(ctx: AppContext, rp: RelyingParty | null): Promise<PasskeyOptions> {
  const party = requireRelyingParty(rp);
  const options = await passkeys.authenticationOptions(party, null);
  const token = newSessionToken();
  await repo.createChallenge(ctx.db, {
    tokenHash: hashToken(token),
    purpose: 'passkey_login',
    userId: null,
    webauthnChallenge: options.challenge,
    seconds: TWO_STEP_CHALLENGE_SECONDS,
  });
  return { challenge: token, options: options as unknown as Record<string, unknown> };
}

/**
 * The account a passkey sign-in is for, once its signature of the challenge checks out (the
 * challenge is then used up), or null for a passkey that is unknown or did not sign it.
 */
export async function passkeyLoginAccount(
  ctx: AppContext,
  token: string,
  credential: PasskeyCredential,
  rp: RelyingParty | null,
): Promise<{ userId: number; email: string } | null> {
  const party = requireRelyingParty(rp);
  const row = await repo.findChallenge(ctx.db, hashToken(token), 'passkey_login');
  if (!row?.webauthnChallenge) throw expired();
  const passkey = await passkeys.verifyAssertion(ctx.db, party, row.webauthnChallenge, credential, null);
  if (!passkey) return null;
  if (!(await repo.consumeChallenge(ctx.db, row.id))) throw expired();
  const facts = await repo.factsOf(ctx.db, passkey.userId);
  return facts ? { userId: passkey.userId, email: facts.email } : null;
}
