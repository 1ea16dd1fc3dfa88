/*
 * The demo company's own campaign (issue 19): "Reading Corners", run by the owner's company, with
 * a picture of our own stored as a file like an uploaded one, and a few raffle tickets from
 * reflections the demo clients completed a week or more ago (their current week's count stays
 * as the raffle seed left it). Idempotent: the campaign is found by its company and name, and
 * tickets are given only while it has none.
 */
import { Readable } from 'node:stream';
import { and, eq, gte, isNotNull, like, lte } from 'drizzle-orm';
import { seededRandom } from '@tandem/shared';
import type { Db, Tx } from '../db/client';
import { campaigns, clientSurveys, companies, raffleEntries, users } from '../db/schema';
import { mediaUrl, newStorageKey, type Storage } from '../lib/storage';
import { clientRaffleWeek } from '../modules/rewards';
import { READING_CORNER_SVG } from './demo-campaign-art';
import { DEMO_OWNER } from './demo-people';
import { demoTicket, insertDemoTickets } from './demo-rewards';
import { DEMO_LOCKS, inLockedTransaction } from './demo-steps';

const DAY_MS = 86_400_000;
/** At most this many tickets a demo client gives the campaign. */
const TICKETS_PER_CLIENT = 2;

export const DEMO_CAMPAIGN = {
  name: 'Reading Corners',
  slug: 'reading-corners',
  shortDescription: 'Every 50 points puts a new book in a school reading corner.',
  longDescription:
    'Brightpath Coaching turns the raffle points of its clients into books for the reading corners ' +
    'of local primary schools. Finish your daily exercises and reflections, open your gift, and ' +
    'the shelves fill up: when the goal is reached, every school on our list gets a full shelf.',
  url: '',
  maxPoints: 20_000,
  providerName: 'Brightpath Coaching',
  providerDescription:
    'Brightpath Coaching helps people build the habits they want, one day at a time, and gives a ' +
    'little back to the neighbourhood it works in.',
} as const;

/**
 * Adds the demo company's campaign (with its picture when there is storage to keep it in) and its
 * first tickets; false when both were there.
 */
export async function seedDemoCampaigns(db: Db, storage?: Storage, now = new Date()): Promise<boolean> {
  // The picture is written inside the transaction; should it roll back, it is only an unreferenced
  // file under a fresh key.
  return inLockedTransaction(db, DEMO_LOCKS.campaigns, async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(eq(users.email, DEMO_OWNER));
    if (!company) return false;
    const [existing] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.companyId, company.id), eq(campaigns.name, DEMO_CAMPAIGN.name)));
    const campaignId = existing?.id ?? (await insertCampaign(tx, company.id, storage));
    const ticketsAdded = await seedTickets(tx, campaignId, now);
    return !existing || ticketsAdded;
  });
}

async function insertCampaign(tx: Tx, companyId: number, storage: Storage | undefined): Promise<number> {
  let image: string | null = null;
  if (storage) {
    const key = newStorageKey('campaign-images', 'svg');
    await storage.put(key, Readable.from([Buffer.from(READING_CORNER_SVG)]), 'image/svg+xml');
    image = mediaUrl(key);
  }
  const [row] = await tx
    .insert(campaigns)
    .values({ ...DEMO_CAMPAIGN, image, companyId })
    .returning({ id: campaigns.id });
  return row!.id;
}

/** A ticket for a few reflections of the opted-in demo clients, 8 to 35 days old; once. */
async function seedTickets(tx: Tx, campaignId: number, now: Date): Promise<boolean> {
  const [any] = await tx
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .where(eq(raffleEntries.campaignId, campaignId))
    .limit(1);
  if (any) return false;
  const done = await tx
    .select({
      id: clientSurveys.id,
      userId: clientSurveys.userId,
      completedAt: clientSurveys.completedAt,
      timezone: users.timezone,
    })
    .from(clientSurveys)
    .innerJoin(users, eq(users.id, clientSurveys.userId))
    .where(
      and(
        like(users.email, '%@demo.test'),
        eq(users.raffleOptIn, true),
        isNotNull(clientSurveys.completedAt),
        gte(clientSurveys.completedAt, new Date(now.getTime() - 35 * DAY_MS)),
        // Before the current local week wherever the client lives: its count is the raffle seed's.
        lte(clientSurveys.completedAt, new Date(now.getTime() - 8 * DAY_MS)),
      ),
    )
    .orderBy(clientSurveys.completedAt, clientSurveys.id);
  const perClient = new Map<number, number>();
  const rows: (typeof raffleEntries.$inferInsert)[] = [];
  for (const reflection of done) {
    const given = perClient.get(reflection.userId) ?? 0;
    if (given >= TICKETS_PER_CLIENT) continue;
    perClient.set(reflection.userId, given + 1);
    rows.push(
      demoTicket(seededRandom(reflection.id * 7907), {
        userId: reflection.userId,
        campaignId,
        entryType: 'reflection',
        entryId: reflection.id,
        weekOf: clientRaffleWeek(reflection.completedAt!, reflection.timezone),
        createdAt: reflection.completedAt!,
        firstOfWeek: false,
      }),
    );
  }
  return insertDemoTickets(tx, rows);
}
