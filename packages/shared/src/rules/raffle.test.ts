import { describe, expect, it } from 'vitest';
import {
  drawGifts,
  groupedNumber,
  pointsText,
  raffleBonuses,
  raffleRefusal,
  raffleWeekOf,
  RAFFLE_MAX_POINTS,
  RAFFLE_MIN_POINTS,
  RAFFLE_WEEKLY_TICKETS,
  topPercent,
} from './raffle';
import { localMoment, seededRandom } from './exercise-selection';

describe('raffleWeekOf', () => {
  const raffleWeekAt = (instant: Date, zone: string) => raffleWeekOf(localMoment(instant, zone));
  it('is the local Monday, so a week boundary falls at each zone’s own midnight', () => {
    // Monday 2026-11-23 00:30 in Berlin is still Sunday 2026-11-22 in New York.
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(raffleWeekAt(instant, 'Europe/Berlin')).toBe('2026-11-23');
    expect(raffleWeekAt(instant, 'America/New_York')).toBe('2026-11-16');
    // A Sunday evening and the next Monday morning in the same zone are different weeks.
    expect(raffleWeekAt(new Date('2026-11-29T20:00:00Z'), 'Europe/Berlin')).toBe('2026-11-23');
    expect(raffleWeekAt(new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-30');
  });
});

describe('raffleRefusal', () => {
  const eligible = { optedIn: true, completed: true, alreadyEntered: false, ticketsThisWeek: 0 };
  it('admits an opted-in client’s first ticket for a completed entry', () => {
    expect(raffleRefusal(eligible)).toBeNull();
    expect(raffleRefusal({ ...eligible, ticketsThisWeek: RAFFLE_WEEKLY_TICKETS - 1 })).toBeNull();
  });
  it('says why it refuses', () => {
    expect(raffleRefusal({ ...eligible, optedIn: false })).toBe('opted_out');
    expect(raffleRefusal({ ...eligible, completed: false })).toBe('not_completed');
    expect(raffleRefusal({ ...eligible, alreadyEntered: true })).toBe('already_entered');
    expect(raffleRefusal({ ...eligible, ticketsThisWeek: RAFFLE_WEEKLY_TICKETS })).toBe('weekly_limit');
  });
});

describe('drawGifts', () => {
  it('always holds three gifts of 1 to 100 points, both ends reachable', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const gifts = drawGifts(random);
      expect(gifts).toHaveLength(3);
      for (const points of gifts) {
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(RAFFLE_MIN_POINTS);
        expect(points).toBeLessThanOrEqual(RAFFLE_MAX_POINTS);
        seen.add(points);
      }
    }
    expect(drawGifts(() => 0)).toEqual([1, 1, 1]);
    expect(drawGifts(() => 0.999999)).toEqual([100, 100, 100]);
    expect(seen.size).toBe(100);
  });
});

describe('raffleBonuses', () => {
  it('adds each bonus, rounded up, to the total', () => {
    expect(raffleBonuses(37, { firstOfWeek: true, dayComplete: true })).toEqual({
      bonuses: [
        [10, 'First ticket of the week', 4],
        [20, 'Every exercise of the day done', 8],
      ],
      total: 49,
    });
    expect(raffleBonuses(1, { firstOfWeek: true, dayComplete: false })).toEqual({
      bonuses: [[10, 'First ticket of the week', 1]],
      total: 2,
    });
    expect(raffleBonuses(50, { firstOfWeek: false, dayComplete: false })).toEqual({ bonuses: [], total: 50 });
  });
});

describe('pointsText', () => {
  it('says one point, and points otherwise', () => {
    expect([0, 1, 2, 1250].map(pointsText)).toEqual(['0 points', '1 point', '2 points', '1,250 points']);
  });
});

describe('groupedNumber', () => {
  it('groups with commas', () => expect(groupedNumber(1234567)).toBe('1,234,567'));
});

describe('topPercent', () => {
  it('is the share of contributors who gave at least as much, at least 1', () => {
    expect(topPercent(0, 1)).toBe(100);
    expect(topPercent(0, 200)).toBe(1);
    expect(topPercent(9, 100)).toBe(10);
    expect(topPercent(10, 100)).toBe(11);
    expect(topPercent(99, 100)).toBe(100);
  });
});
