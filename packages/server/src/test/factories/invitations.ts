import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { clientInvitations, subDomains } from '../../db/schema';

let sequence = 0;
const next = () => ++sequence;

/**
 * A pending invitation from a coach, in the coach's company. Every feature is off by default
 * except goals (the home page), so it needs no habit program or pulse survey; override any column.
 */
export async function buildInvitation(
  db: Db,
  coach: { id: number; companyId: number | null },
  overrides: Partial<typeof clientInvitations.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(clientInvitations)
    .values({
      token: randomBytes(32).toString('base64url'),
      coachId: coach.id,
      companyId: coach.companyId,
      email: `invitee${n}@example.test`,
      firstName: `Invitee${n}`,
      lastName: `Person${n}`,
      home: 'goals',
      allowDailyExercises: false,
      allowSelfReflect: false,
      sentAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A sub-domain of a company; onboarding is off unless overridden. */
export async function buildSubDomain(
  db: Db,
  companyId: number,
  overrides: Partial<typeof subDomains.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subDomains)
    .values({ subDomain: `site${next()}-${randomBytes(3).toString('hex')}`, companyId, ...overrides })
    .returning();
  return row!;
}
