import { describe, expect, it } from 'vitest';
import { candidateRaffleWeeks, clientRaffleWeek, ticketsThisWeekOf } from './rewards.service';

// GET user/{id} counts a client's tickets in the candidate weeks before it knows their zone, and
// picks theirs after: their week must always be among them.
const zones = [
  'Etc/GMT+12',
  'Pacific/Pago_Pago',
  'America/Los_Angeles',
  'America/St_Johns',
  'UTC',
  'Europe/Amsterdam',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Not/AZone',
];

describe('candidateRaffleWeeks', () => {
  it("holds every zone's raffle week, hour by hour over two weeks, and never more than two", () => {
    const start = Date.UTC(2026, 11, 24, 0, 7);
    for (let hour = 0; hour < 24 * 14; hour++) {
      const now = new Date(start + hour * 3_600_000);
      const candidates = candidateRaffleWeeks(now);
      expect(candidates.length).toBeLessThanOrEqual(2);
      for (const zone of zones) expect(candidates).toContain(clientRaffleWeek(now, zone));
    }
  });

  it('are two weeks when the far east has started the next week and the far west has not', () => {
    // Monday 2026-11-30 05:00 UTC: Monday 19:00 at UTC+14, Sunday 17:00 at UTC−12.
    expect(candidateRaffleWeeks(new Date('2026-11-30T05:00:00Z'))).toHaveLength(2);
  });
});

describe('ticketsThisWeekOf', () => {
  it("reads the count of the client's own week, zero when it has none", () => {
    const now = new Date('2026-11-30T05:00:00Z');
    const [west, east] = [clientRaffleWeek(now, 'Etc/GMT+12'), clientRaffleWeek(now, 'Pacific/Kiritimati')];
    const counts = { [west]: 3, [east]: 1 };
    expect(ticketsThisWeekOf(counts, 'Pacific/Kiritimati', now)).toBe(1);
    expect(ticketsThisWeekOf(counts, 'Etc/GMT+12', now)).toBe(3);
    expect(ticketsThisWeekOf({ [west]: 3 }, 'Pacific/Kiritimati', now)).toBe(0);
    expect(ticketsThisWeekOf(null, 'UTC', now)).toBe(0);
  });
});
