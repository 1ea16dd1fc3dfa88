import type { z } from 'zod';
import {
  drawGifts,
  raffleBonuses,
  raffleRefusal,
  raffleWeekOf,
  RAFFLE_WEEKLY_TICKETS,
  type createRaffleSchema,
  type RaffleEligibility,
  type RaffleEntryType,
  type RaffleResult,
  type Reward,
} from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { loadCompanyBrand } from '../../lib/company-brand';
import { localToday } from '../../lib/local-clock';
import { REWARD_IMAGES, REWARD_QUOTES, rewardCredit } from './reward-content';
import * as repo from './rewards.repo';

/*
 * The raffle and task rewards (client side 4, 7; issue 19). Rules (shared/rules/raffle.ts):
 * - a completed task or reflection of the client earns one ticket, when they opted in, within
 *   RAFFLE_WEEKLY_TICKETS a local week (Monday to Sunday in their own zone);
 * - the browser names the gift it picked (one of three), never points: the server draws the
 *   three gifts when the pick arrives, so no request can choose or forge its points, and
 *   shows what all three held;
 * - bonuses: the first ticket of the week, and a task that completes its day's exercises;
 * - one ticket per task or reflection even under concurrent requests (a unique key), and the
 *   weekly count is taken under a per-client lock;
 * - the points go to the campaign named (the raffle's is 3); its total is the sum of tickets.
 */

/** The client's raffle week, read in their zone (`localToday` falls back to UTC for an unknown one). */
export function clientRaffleWeek(now: Date, timeZone: string): string {
  const { today, weekday } = localToday(timeZone, now);
  return raffleWeekOf({ date: today, weekday });
}

/** The raffle is for clients: a coach or an admin without a client profile is refused. */
async function requireRaffler(db: DbOrTx, actor: Actor) {
  const raffler = await repo.findRaffler(db, actor.userId);
  if (!raffler) throw forbidden();
  return raffler;
}

async function factsOf(db: DbOrTx, actor: Actor, type: RaffleEntryType, entryId: number, now: Date) {
  const raffler = await requireRaffler(db, actor);
  const week = clientRaffleWeek(now, raffler.timezone);
  const [entry, alreadyEntered, ticketsThisWeek] = await Promise.all([
    repo.findEntry(db, actor.userId, type, entryId),
    repo.hasEntered(db, actor.userId, type, entryId),
    repo.ticketsOfWeek(db, actor.userId, week),
  ]);
  const refusal = raffleRefusal({
    optedIn: raffler.raffleOptIn,
    completed: Boolean(entry?.completedAt),
    alreadyEntered,
    ticketsThisWeek,
  });
  return { weekOf: week, entry, ticketsThisWeek, refusal };
}

/** GET clients/raffles/eligible_for_reward/ */
export async function eligibility(
  ctx: AppContext,
  actor: Actor,
  type: RaffleEntryType,
  entryId: number,
  now = new Date(),
): Promise<RaffleEligibility> {
  const facts = await factsOf(ctx.db, actor, type, entryId, now);
  return {
    is_eligible: facts.refusal === null,
    reason: facts.refusal,
    weekly_num_of_tickets: facts.ticketsThisWeek,
    tickets_left: Math.max(0, RAFFLE_WEEKLY_TICKETS - facts.ticketsThisWeek),
  };
}

const notEligible = (reason: string) =>
  new AppError(400, 'not_eligible', {
    non_field_errors: [`No ticket for this one (${reason.replace('_', ' ')}).`],
  });

/** POST clients/raffles/ — opens the picked gift. */
export async function enterRaffle(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createRaffleSchema>,
  now = new Date(),
  random: () => number = Math.random,
): Promise<RaffleResult> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockRaffler(tx, actor.userId);
    const facts = await factsOf(tx, actor, input.entry_type, input.entry, now);
    if (!(await repo.campaignExists(tx, input.campaign))) throw notFound();
    if (facts.refusal) throw notEligible(facts.refusal);
    const gifts = drawGifts(random);
    const rolled = gifts[input.gift]!;
    const { bonuses, total } = raffleBonuses(rolled, {
      firstOfWeek: facts.ticketsThisWeek === 0,
      dayComplete:
        input.entry_type === 'task' && (await repo.dayComplete(tx, actor.userId, facts.entry!.day)),
    });
    const inserted = await repo.insertEntry(tx, {
      userId: actor.userId,
      campaignId: input.campaign,
      entryType: input.entry_type,
      entryId: input.entry,
      weekOf: facts.weekOf,
      gifts,
      gift: input.gift,
      rolledPoints: rolled,
      bonuses,
      numOfPoints: total,
    });
    if (!inserted) throw notEligible('already_entered');
    return {
      num_of_points: total,
      rolled_points: rolled,
      bonuses,
      gifts,
      gift: input.gift,
      total: await repo.campaignTotal(tx, input.campaign),
    };
  });
}

/** GET clients/raffles/total_points/ — the campaign's total. */
export async function totalPoints(
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
): Promise<{ total: number }> {
  await requireRaffler(ctx.db, actor);
  if (!(await repo.campaignExists(ctx.db, campaignId))) throw notFound();
  return { total: await repo.campaignTotal(ctx.db, campaignId) };
}

const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)]!;

/** GET clients/rewards/ — a quote, a picture or nothing, as the client chose. */
export async function taskReward(
  ctx: AppContext,
  actor: Actor,
  random: () => number = Math.random,
): Promise<Reward> {
  const raffler = await requireRaffler(ctx.db, actor);
  const kind = raffler.reward === 'any' ? (random() < 0.5 ? 'quote' : 'img') : raffler.reward;
  if (kind === 'none') return { quote: null, credit: null, img: null };
  const { companyName } = await loadCompanyBrand(ctx.db, actor.companyId, ctx.config);
  const credit = rewardCredit(companyName);
  if (kind === 'quote') return { quote: pick(REWARD_QUOTES, random), credit, img: null };
  return { quote: null, credit, img: pick(REWARD_IMAGES, random) };
}

/**
 * The raffle weeks a client anywhere may be in at `now`: local dates run from UTC−12 to UTC+14,
 * two days at most, so one week or two. A statement that reads a client before it knows their
 * zone counts their tickets in each (`ticketsOfWeeksColumn`); `ticketsThisWeekOf` picks theirs.
 */
export function candidateRaffleWeeks(now: Date): string[] {
  const weeks = new Set([clientRaffleWeek(now, 'Etc/GMT+12'), clientRaffleWeek(now, 'Etc/GMT-14')]);
  return [...weeks];
}

/**
 * A client's tickets this local week (the profile's weekly_num_of_tickets), from their counts in
 * the candidate weeks of the same `now` (null: no ticket in any).
 */
export function ticketsThisWeekOf(
  countsByWeek: Record<string, number> | null,
  timeZone: string,
  now: Date,
): number {
  return countsByWeek?.[clientRaffleWeek(now, timeZone)] ?? 0;
}
