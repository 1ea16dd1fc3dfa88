import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { campaigns, companies, invitationRequests, raffleEntries, subDomains, users } from '../../db/schema';

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

/**
 * A company's open invitation requests, newest first: not dismissed; `invited` once the company
 * has invited that address or has it as a client (derived, so it never drifts).
 */
export async function listOpenRequests(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const open = sql`r.company_id = ${companyId} AND r.dismissed_at IS NULL`;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      additional_information: string;
      campaign_id: number;
      campaign_name: string;
      created_at: Date;
      invited: boolean;
    }>(sql`
      SELECT r.id, r.first_name, r.last_name, r.email, r.additional_information, r.campaign_id,
        c.name AS campaign_name, r.created_at,
        (EXISTS (SELECT 1 FROM client_invitations i WHERE i.company_id = r.company_id AND lower(i.email) = r.email)
          OR EXISTS (SELECT 1 FROM users u JOIN client_profiles p ON p.user_id = u.id
                     WHERE u.email = r.email AND u.company_id = r.company_id)) AS invited
      FROM invitation_requests r JOIN campaigns c ON c.id = r.campaign_id
      WHERE ${open}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${limit} OFFSET ${offset}`),
    db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM invitation_requests r WHERE ${open}`,
    ),
  ]);
  return { rows: rows.rows, count: total.rows[0]!.count };
}

/** Sets a company's open request aside; whether there was one. */
export async function dismissRequest(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(invitationRequests)
    .set({ dismissedAt: sql`now()` })
    .where(
      and(
        eq(invitationRequests.id, id),
        eq(invitationRequests.companyId, companyId),
        isNull(invitationRequests.dismissedAt),
      ),
    )
    .returning({ id: invitationRequests.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the owner's campaign editor

export type CampaignRow = typeof campaigns.$inferSelect;
/** The columns an owner writes (images are set on their own, by upload). */
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

/** A company's campaigns, newest first, and how many it has. */
export async function listCompanyCampaigns(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(eq(campaigns.companyId, companyId))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(campaigns).where(eq(campaigns.companyId, companyId)),
  ]);
  return { rows, count: total!.n };
}

/** The points given to each of these campaigns, in one query; a campaign without tickets has 0. */
export async function campaignTotals(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: raffleEntries.campaignId,
      total: sql<number>`sum(${raffleEntries.numOfPoints})::int`,
    })
    .from(raffleEntries)
    .where(inArray(raffleEntries.campaignId, ids))
    .groupBy(raffleEntries.campaignId);
  return new Map(rows.map((row) => [row.id, row.total]));
}

/** A campaign, locked against other writes until the transaction ends. */
export async function lockCampaign(tx: Tx, id: number): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function insertCampaign(db: DbOrTx, companyId: number, values: CampaignValues) {
  const [row] = await db
    .insert(campaigns)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateCampaign(db: DbOrTx, id: number, values: Partial<CampaignValues>) {
  const [row] = await db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
  return row!;
}
