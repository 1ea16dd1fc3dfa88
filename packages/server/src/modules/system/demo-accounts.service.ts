import type { DemoPasswords } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { isStaff } from '../../lib/policy';
import { demoAccounts, readDemoSeed } from './demo-accounts.repo';

/** The password every demo account is given; it is published in the README, so it is no secret. */
export const DEMO_PASSWORD = 'tandem-demo';

/**
 * Whether a password hash is the demo password's, remembered per hash: a changed password has a
 * new hash, so the answer never goes stale, and a staff screen asking again costs no hashing.
 */
const isDemoHash = new Map<string, Promise<boolean>>();
function hashIsDemoPassword(passwordHash: string | null): Promise<boolean> {
  if (!passwordHash) return Promise.resolve(false);
  let known = isDemoHash.get(passwordHash);
  if (!known) {
    known = verifyPassword(passwordHash, DEMO_PASSWORD);
    isDemoHash.set(passwordHash, known);
  }
  return known;
}

/** The demo accounts (by id, so a renamed one too) whose password is still DEMO_PASSWORD. */
export async function accountsOnDemoPassword(db: DbOrTx) {
  const seed = await readDemoSeed(db);
  if (!seed) return [];
  const accounts = await demoAccounts(db, seed.userIds);
  const onDemo = await Promise.all(accounts.map((account) => hashIsDemoPassword(account.passwordHash)));
  return accounts
    .filter((_, index) => onDemo[index])
    .map(({ id, email, isStaff }) => ({ id, email, isStaff }));
}

/** What staff are told about the demo accounts anyone may sign in as; staff only. */
export async function demoPasswordWarning(ctx: AppContext, actor: Actor): Promise<DemoPasswords> {
  if (!isStaff(actor)) throw forbidden();
  const accounts = await accountsOnDemoPassword(ctx.db);
  return { accounts: accounts.map(({ id, email, isStaff }) => ({ id, email, is_staff: isStaff })) };
}
