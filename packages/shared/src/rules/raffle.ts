import { addDays } from './exercise-selection';

/*
 * The raffle (client side 4, 9; issue 19), written once: who may enter, what a ticket's gifts
 * hold and which bonuses a ticket earns. The server applies it; the browser only shows it.
 */

/** Three gifts, each holding 1 to 100 points (client side 9). */
export const RAFFLE_GIFTS = 3;
export const RAFFLE_MIN_POINTS = 1;
export const RAFFLE_MAX_POINTS = 100;
/**
 * Ours: at most this many tickets a client's local week (Monday to Sunday, client side 9 "day
 * numbering 0 Monday"); the count starts again each local Monday (the FAQ: "ticket counts reset
 * weekly"). Two a day: a day's exercises and its reflection.
 */
export const RAFFLE_WEEKLY_TICKETS = 14;
/** The campaign the raffle's points go to (client side 9: campaign 3). */
export const RAFFLE_CAMPAIGN_ID = 3;

export type RaffleEntryType = 'task' | 'reflection';

/**
 * A ticket's week: the local Monday (YYYY-MM-DD) of the client's local day (its date and weekday,
 * 0 Monday), as the server reads it in the client's zone.
 */
export const raffleWeekOf = (day: { date: string; weekday: number }): string =>
  addDays(day.date, -day.weekday);

export type RaffleRefusal = 'opted_out' | 'not_completed' | 'already_entered' | 'weekly_limit';

/**
 * Whether a completed task or reflection earns a ticket: the client opted in, it is theirs and
 * completed, it has not earned one already, and the week's tickets are not used up.
 */
export function raffleRefusal(facts: {
  optedIn: boolean;
  completed: boolean;
  alreadyEntered: boolean;
  ticketsThisWeek: number;
}): RaffleRefusal | null {
  if (!facts.optedIn) return 'opted_out';
  if (!facts.completed) return 'not_completed';
  if (facts.alreadyEntered) return 'already_entered';
  if (facts.ticketsThisWeek >= RAFFLE_WEEKLY_TICKETS) return 'weekly_limit';
  return null;
}

/** The points in each of the three gifts, drawn with `random` (0 <= random() < 1). */
export function drawGifts(random: () => number = Math.random): number[] {
  return Array.from(
    { length: RAFFLE_GIFTS },
    () => RAFFLE_MIN_POINTS + Math.floor(random() * (RAFFLE_MAX_POINTS - RAFFLE_MIN_POINTS + 1)),
  );
}

/** A bonus as the API gives it (spec: a triple of percent, label, points). */
export type RaffleBonus = [percent: number, label: string, points: number];

export const RAFFLE_BONUS_RULES = {
  firstOfWeek: { percent: 10, label: 'First ticket of the week' },
  dayComplete: { percent: 20, label: 'Every exercise of the day done' },
} as const;

/**
 * The bonuses a ticket earns on top of the gift's points, each a percent of them rounded up (so
 * a bonus is never worth 0), and the ticket's total.
 */
export function raffleBonuses(
  rolledPoints: number,
  facts: { firstOfWeek: boolean; dayComplete: boolean },
): { bonuses: RaffleBonus[]; total: number } {
  const bonuses: RaffleBonus[] = [];
  for (const key of ['firstOfWeek', 'dayComplete'] as const) {
    if (!facts[key]) continue;
    const { percent, label } = RAFFLE_BONUS_RULES[key];
    bonuses.push([percent, label, Math.ceil((rolledPoints * percent) / 100)]);
  }
  return { bonuses, total: rolledPoints + bonuses.reduce((sum, [, , points]) => sum + points, 0) };
}

/** "12,345": the raffle's numbers grouped with commas (client side 9). */
export const groupedNumber = (value: number) => value.toLocaleString('en-US');

/** A count of points as said: "1 point", "1,250 points" (not "(1 points)", issue 45). */
export const pointsText = (value: number) => `${groupedNumber(value)} ${value === 1 ? 'point' : 'points'}`;

/**
 * A contributor's standing in a campaign: the share of contributors who gave at least as much
 * as they did ("you are in the top N %"), given how many gave more; at least 1.
 */
export function topPercent(gaveMore: number, contributors: number): number {
  if (contributors <= 0) return 100;
  return Math.max(1, Math.ceil((100 * (gaveMore + 1)) / contributors));
}
