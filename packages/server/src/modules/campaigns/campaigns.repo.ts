import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, companies, invitationRequests, subDomains, users } from '../../db/schema';

export async function findCampaign(db: DbOrTx, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/**
 * A campaign's total, its average a day (over the days since its first ticket, today counted)
 * and, for a user, how many contributors gave more than they did and how many gave at all.
 */
export async function campaignStats(db: DbOrTx, campaignId: number, userId: number | null) {
  const { rows } = await db.execute<{
    total: number;
    days: number;
    mine: number | null;
    better: number;
    contributors: number;
  }>(sql`
    WITH per AS (
      SELECT user_id, sum(num_of_points) AS points FROM raffle_entries
      WHERE campaign_id = ${campaignId} GROUP BY user_id
    )
    SELECT
      coalesce((SELECT sum(points) FROM per), 0)::int AS total,
      coalesce((SELECT (current_date - min(created_at)::date) + 1 FROM raffle_entries
        WHERE campaign_id = ${campaignId}), 1)::int AS days,
      (SELECT points FROM per WHERE user_id = ${userId})::int AS mine,
      (SELECT count(*) FROM per WHERE points > (SELECT points FROM per WHERE user_id = ${userId}))::int AS better,
      (SELECT count(*) FROM per)::int AS contributors`);
  return rows[0]!;
}

/** The company a sub-domain belongs to, and its owner to tell. */
export async function companyOfSubDomain(db: DbOrTx, subDomain: string) {
  const [row] = await db
    .select({
      companyId: subDomains.companyId,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerId: users.id,
    })
    .from(subDomains)
    .innerJoin(companies, eq(companies.id, subDomains.companyId))
    .leftJoin(users, eq(users.id, companies.ownerId))
    .where(sql`lower(${subDomains.subDomain}) = lower(${subDomain})`);
  return row;
}

export async function insertInvitationRequest(db: DbOrTx, values: typeof invitationRequests.$inferInsert) {
  const [row] = await db.insert(invitationRequests).values(values).returning({ id: invitationRequests.id });
  return row!;
}
