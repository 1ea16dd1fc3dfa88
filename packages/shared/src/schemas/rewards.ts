import { z } from 'zod';
import { RAFFLE_CAMPAIGN_ID, RAFFLE_GIFTS } from '../rules/raffle';
import { id, queryId } from './fields';

/* Rewards (client side sections 3, 7; issue 19): raffle tickets, campaign totals, task rewards. */

export const raffleEntryTypeSchema = z.enum(['task', 'reflection']);

/** GET clients/raffles/eligible_for_reward/?reward=task&entry=12 */
export const raffleEligibilityQuerySchema = z.object({ reward: raffleEntryTypeSchema, entry: queryId });

export const raffleEligibilitySchema = z.object({
  is_eligible: z.boolean(),
  /** Why not: opted_out, not_completed, already_entered or weekly_limit. */
  reason: z.string().nullable(),
  weekly_num_of_tickets: z.number().int(),
  tickets_left: z.number().int(),
});
export type RaffleEligibility = z.infer<typeof raffleEligibilitySchema>;

/**
 * POST clients/raffles/ (spec: ClientRaffle {entry_type, campaign 3, rolled_points}). The client
 * names the gift it picked (0-2), never the points: the server draws them.
 */
export const createRaffleSchema = z.object({
  entry_type: raffleEntryTypeSchema,
  entry: id,
  campaign: id.default(RAFFLE_CAMPAIGN_ID),
  gift: z
    .number()
    .int()
    .min(0)
    .max(RAFFLE_GIFTS - 1),
});
export type CreateRaffle = z.input<typeof createRaffleSchema>;

export const raffleResultSchema = z.object({
  /** The ticket's points: the gift's plus the bonuses. */
  num_of_points: z.number().int(),
  rolled_points: z.number().int(),
  /** Each a triple of percent, label and points (spec). */
  bonuses: z.array(z.tuple([z.number(), z.string(), z.number().int()])),
  /** What all three gifts held, the picked one at `gift`. */
  gifts: z.array(z.number().int()),
  gift: z.number().int(),
  /** The campaign's total after this ticket. */
  total: z.number().int(),
});
export type RaffleResult = z.infer<typeof raffleResultSchema>;

export const totalPointsQuerySchema = z.object({ campaign: queryId.default(RAFFLE_CAMPAIGN_ID) });
export const totalPointsSchema = z.object({ total: z.number().int() });

/** GET clients/rewards/ (spec: Reward {quote, credit, img}); all null for reward 'none'. */
export const rewardSchema = z.object({
  quote: z.string().nullable(),
  credit: z.string().nullable(),
  img: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
