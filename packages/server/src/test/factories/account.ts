import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientSubscriptions, ownerSubscriptions, passwordResetTokens } from '../../db/schema';
import { hashToken, newSessionToken } from '../../lib/tokens';

let sequence = 0;
const next = () => ++sequence;

/** A client's plan subscription, invoiced a month from now unless overridden. */
export async function buildClientSubscription(
  db: Db,
  userId: number,
  overrides: Partial<typeof clientSubscriptions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(clientSubscriptions)
    .values({
      userId,
      title: `Plan ${next()}`,
      price: 2900,
      scheduledInvoiceAt: sql`now() + interval '30 days'`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An owner's company plan, renewing, invoiced a month from now unless overridden. */
export async function buildOwnerSubscription(
  db: Db,
  userId: number,
  overrides: Partial<typeof ownerSubscriptions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(ownerSubscriptions)
    .values({
      userId,
      title: `Company plan ${next()}`,
      scheduledInvoiceAt: sql`now() + interval '30 days'`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A password reset token stored as the server stores one (its hash); returns the token itself.
 * Live for an hour unless `expiresAt` says otherwise.
 */
export async function buildPasswordResetToken(
  db: Db,
  userId: number,
  overrides: Partial<Pick<typeof passwordResetTokens.$inferInsert, 'expiresAt' | 'usedAt'>> = {},
) {
  const token = newSessionToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + interval '1 hour'`,
    ...overrides,
  });
  return token;
}
