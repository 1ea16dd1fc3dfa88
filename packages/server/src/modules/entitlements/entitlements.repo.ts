import { sql } from 'drizzle-orm';
import { COACH_PACKAGE_KEYS, type CoachLicenceFacts } from '@tandem/shared';
import { queryPrepared, type DbOrTx } from '../../db/client';

const PRICED_PACKAGES = COACH_PACKAGE_KEYS.filter((key) => key !== 'free');

interface LicenceRow extends Record<string, unknown> {
  plan: string;
  coach_features: string[];
  exclude: string[];
  payer_plan: string | null;
  status: string | null;
  canceled: boolean | null;
  renewing: boolean | null;
  scheduled_invoice_ms: number | null;
  past_due_since_ms: number | null;
}

const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The facts a coach's entitlements are computed from (shared rule coachEntitlements), in one
 * statement: the licence, and the newest package subscription of whoever pays for it (the coach
 * on a priced package; for a company licence the company owner, when the owner is on one).
 * Null for a user without a coach licence.
 */
export async function findLicenceFacts(db: DbOrTx, userId: number): Promise<CoachLicenceFacts | null> {
  const priced = sql.join(
    PRICED_PACKAGES.map((key) => sql`${key}`),
    sql`, `,
  );
  const [row] = await queryPrepared<LicenceRow>(
    db,
    'coach-licence-facts',
    sql`
    SELECT cp.plan, u.coach_features, u.exclude, payer.plan AS payer_plan,
      s.status, s.canceled, s.renewing,
      ${epochMs('s.scheduled_invoice_at')} AS scheduled_invoice_ms,
      ${epochMs('s.past_due_since')} AS past_due_since_ms
    FROM users u
    JOIN coach_profiles cp ON cp.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT pcp.user_id, pcp.plan FROM coach_profiles pcp
      WHERE pcp.plan IN (${priced})
        AND pcp.user_id = CASE WHEN cp.plan IN (${priced}) THEN u.id
          ELSE (SELECT co.owner_id FROM companies co WHERE co.id = cp.company_id) END
    ) payer ON true
    LEFT JOIN LATERAL (
      SELECT os.status, os.canceled, os.renewing, os.scheduled_invoice_at, os.past_due_since
      FROM owner_subscriptions os
      WHERE os.user_id = payer.user_id AND os.package_id IS NOT NULL
      ORDER BY os.created_at DESC, os.id DESC
      LIMIT 1
    ) s ON true
    WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    plan: row.plan,
    storedFeatures: row.coach_features,
    exclude: row.exclude,
    payer: row.payer_plan
      ? {
          plan: row.payer_plan,
          subscription:
            row.status === null
              ? null
              : {
                  status: row.status,
                  canceled: row.canceled ?? false,
                  renewing: row.renewing ?? true,
                  scheduledInvoiceAt: date(row.scheduled_invoice_ms),
                  pastDueSince: date(row.past_due_since_ms),
                },
        }
      : null,
  };
}
