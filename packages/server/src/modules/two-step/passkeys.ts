import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyCredential, RelyingParty } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import * as repo from './two-step.repo';

/*
 * The WebAuthn ceremonies, through @simplewebauthn/server. The relying party comes from the
 * request's host and PUBLIC_URL (shared rule relyingPartyFor): the app's own host name, so a
 * passkey made on one company's sub-domain works on the others.
 */

/** The name authenticators show beside the account: the product's, since one passkey serves every company. */
const RELYING_PARTY_NAME = 'Tandem';

/** Options for adding a passkey to this account; its existing ones are excluded. */
export async function registrationOptions(
  db: DbOrTx,
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
) {
  const existing = await repo.listPasskeys(db, user.id);
  return generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(`tandem-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    // A passkey kept on the device, so it can also sign in without an e-mail address.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The new credential if the browser's answer is good for this challenge and relying party, else null. */
export async function verifyRegistration(
  rp: RelyingParty,
  expectedChallenge: string,
  credential: PasskeyCredential,
) {
  try {
    const result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    return null;
  }
}

/**
 * Options for signing with a passkey: any of the site's (a first step, `userVerification`
 * required so the passkey alone is two factors) or one of this user's (a second step).
 */
export async function authenticationOptions(rp: RelyingParty, allowed: repo.PasskeyRow[] | null) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allowed?.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    userVerification: allowed ? 'preferred' : 'required',
  });
}

/**
 * The passkey that signed this challenge, or null: unknown, another user's (when `userId` is
 * given), a bad signature, another origin, or a signature counter that went backwards (a cloned
 * authenticator). Its counter and last use are recorded.
 */
export async function verifyAssertion(
  db: DbOrTx,
  rp: RelyingParty,
  expectedChallenge: string,
  credential: PasskeyCredential,
  userId: number | null,
): Promise<repo.PasskeyRow | null> {
  const passkey = await repo.findPasskeyByCredential(db, credential.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: userId === null,
    });
    if (!result.verified) return null;
    await repo.recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter);
    return passkey;
  } catch {
    return null;
  }
}
