import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { appSecret } from '../../lib/app-secrets';

/*
 * The `state` of the payment provider's connect link (OAuth's defence against a forged return):
 * the link an owner follows carries `<expires>.<HMAC(secret, company:user:expires)>`, the
 * provider hands it back on /complete-link-with-stripe, and connect_with_stripe accepts a code
 * only with a state made for that owner and company within the hour. Without it, a link made by
 * someone else (with their own Stripe account's code) could connect their account to a signed-in
 * owner's company and take its clients' payments. The secret is one `app_secrets` row, made on
 * first use and shared by every server process.
 */

const SECRET_NAME = 'connect_state';
/** How long a connect link works. */
export const CONNECT_STATE_SECONDS = 60 * 60;

async function secretOf(db: Db): Promise<Buffer> {
  return Buffer.from(await appSecret(db, SECRET_NAME), 'utf8');
}

const sign = (secret: Buffer, companyId: number, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`connect:${companyId}:${userId}:${expires}`).digest('hex');

/** A state for this owner and company, good for CONNECT_STATE_SECONDS from `now`. */
export async function connectState(
  db: Db,
  companyId: number,
  userId: number,
  now = new Date(),
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + CONNECT_STATE_SECONDS;
  return `${expires}.${sign(await secretOf(db), companyId, userId, expires)}`;
}

/** Whether `state` was made by connectState for this owner and company and still works. */
export async function isValidConnectState(
  db: Db,
  state: string | undefined,
  companyId: number,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(state ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(sign(await secretOf(db), companyId, userId, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
