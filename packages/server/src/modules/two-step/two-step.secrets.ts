import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '@tandem/shared';
import type { Db } from '../../db/client';
import { appSecret } from '../../lib/app-secrets';

/*
 * How two-step secrets are kept (decision 027): one 256-bit key in app_secrets (`two_step_key`),
 * made on first use and shared by every server process. TOTP secrets are encrypted under it
 * (AES-256-GCM) and recovery codes kept as HMACs under it, so a leaked totp_factors or
 * recovery_codes table is not enough on its own: the key is in another table.
 */

const SECRET_NAME = 'two_step_key';
async function keyOf(db: Db): Promise<Buffer> {
  return Buffer.from(await appSecret(db, SECRET_NAME), 'hex');
}

/** `iv.tag.ciphertext` of a TOTP secret, each base64url. */
export async function encryptSecret(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

export async function decryptSecret(db: Db, stored: string): Promise<string> {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** A recovery code's stored form: an HMAC of its normalised text under the two-step key. */
export async function hashRecoveryCode(db: Db, code: string): Promise<Buffer> {
  return createHmac('sha256', await keyOf(db))
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest();
}

// No 0/o, 1/l/i: a code is read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Fresh recovery codes (`abcde-23456`, about 49 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}
