import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { localMoment } from '@tandem/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { localClock, localDate, localToday, zones } from './local-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A client's wall clock as the minute jobs read it: the `zones` join and `localClock`. */
async function sqlClock(timeZone: string, now: Date) {
  const result = await t.db.execute<{ date: string; weekday: number; minutes: number }>(sql`
    WITH ${zones}, u(timezone) AS (VALUES (${timeZone}::text))
    SELECT l.local::date::text AS date,
           extract(isodow FROM l.local)::int - 1 AS weekday,
           (extract(hour FROM l.local) * 60 + extract(minute FROM l.local))::int AS minutes
    FROM u LEFT JOIN zones z ON z.name = u.timezone
    CROSS JOIN LATERAL (SELECT ${localClock(now)} AS local) l`);
  return result.rows[0]!;
}

/** The same as per-request code reads it: `localToday`, and the minutes in the zone it used. */
function tsClock(timeZone: string, now: Date) {
  const day = localToday(timeZone, now);
  return { date: day.today, weekday: day.weekday, minutes: localMoment(now, day.timeZone).minutes };
}

/** The per-request SQL (`localDate` on a zone checked when saved). */
async function sqlDate(timeZone: string, now: Date) {
  const result = await t.db.execute<{ date: string }>(sql`SELECT ${localDate(timeZone, now)}::text AS date`);
  return result.rows[0]!.date;
}

const cases: {
  name: string;
  zone: string;
  at: string;
  expected: { date: string; weekday: number; minutes: number };
}[] = [
  // 2026-11-23 is a Monday.
  {
    name: 'New York in winter (UTC-5)',
    zone: 'America/New_York',
    at: '2026-11-23T14:30:00Z',
    expected: { date: '2026-11-23', weekday: 0, minutes: 9 * 60 + 30 },
  },
  {
    name: 'New York, the last second before spring forward',
    zone: 'America/New_York',
    at: '2026-03-08T06:59:59Z',
    expected: { date: '2026-03-08', weekday: 6, minutes: 60 + 59 },
  },
  {
    name: 'New York, spring forward (02:00 becomes 03:00)',
    zone: 'America/New_York',
    at: '2026-03-08T07:00:00Z',
    expected: { date: '2026-03-08', weekday: 6, minutes: 3 * 60 },
  },
  {
    name: 'New York, 06:00 the day after spring forward',
    zone: 'America/New_York',
    at: '2026-03-09T10:00:00Z',
    expected: { date: '2026-03-09', weekday: 0, minutes: 6 * 60 },
  },
  {
    name: 'Berlin, the first 02:00 of the autumn change',
    zone: 'Europe/Berlin',
    at: '2026-10-25T00:00:00Z',
    expected: { date: '2026-10-25', weekday: 6, minutes: 2 * 60 },
  },
  {
    name: 'Berlin, the repeated 02:00 of the autumn change',
    zone: 'Europe/Berlin',
    at: '2026-10-25T01:00:00Z',
    expected: { date: '2026-10-25', weekday: 6, minutes: 2 * 60 },
  },
  {
    name: 'Kiritimati (UTC+14) is already Monday',
    zone: 'Pacific/Kiritimati',
    at: '2026-11-23T05:00:00Z',
    expected: { date: '2026-11-23', weekday: 0, minutes: 19 * 60 },
  },
  {
    name: 'Pago Pago (UTC-11) is still Sunday',
    zone: 'Pacific/Pago_Pago',
    at: '2026-11-23T05:00:00Z',
    expected: { date: '2026-11-22', weekday: 6, minutes: 18 * 60 },
  },
  {
    name: 'Tonga (UTC+13) at 06:00 on Monday',
    zone: 'Pacific/Tongatapu',
    at: '2026-11-22T17:00:00Z',
    expected: { date: '2026-11-23', weekday: 0, minutes: 6 * 60 },
  },
  {
    name: 'Niue (UTC-11) on New Year’s Eve',
    zone: 'Pacific/Niue',
    at: '2027-01-01T10:59:59.999Z',
    expected: { date: '2026-12-31', weekday: 3, minutes: 23 * 60 + 59 },
  },
  {
    name: 'Tokyo, the last instant before midnight',
    zone: 'Asia/Tokyo',
    at: '2026-11-22T14:59:59.999Z',
    expected: { date: '2026-11-22', weekday: 6, minutes: 23 * 60 + 59 },
  },
  {
    name: 'Tokyo at midnight',
    zone: 'Asia/Tokyo',
    at: '2026-11-22T15:00:00Z',
    expected: { date: '2026-11-23', weekday: 0, minutes: 0 },
  },
  {
    name: 'UTC at the turn of the year',
    zone: 'UTC',
    at: '2027-01-01T00:00:00Z',
    expected: { date: '2027-01-01', weekday: 4, minutes: 0 },
  },
  {
    name: 'a US alias (US/Eastern)',
    zone: 'US/Eastern',
    at: '2026-11-23T04:59:00Z',
    expected: { date: '2026-11-22', weekday: 6, minutes: 23 * 60 + 59 },
  },
];

const unknownZones = ['', 'Mars/Olympus', 'not a zone'];

describe('a client’s local day, in SQL and in TypeScript', () => {
  for (const c of cases) {
    it(`agree: ${c.name}`, async () => {
      const now = new Date(c.at);
      expect(tsClock(c.zone, now)).toEqual(c.expected);
      expect(await sqlClock(c.zone, now)).toEqual(c.expected);
      expect(await sqlDate(c.zone, now)).toBe(c.expected.date);
    });
  }

  it('both read a zone they do not know as UTC', async () => {
    const now = new Date('2026-11-22T23:30:00Z');
    const utc = { date: '2026-11-22', weekday: 6, minutes: 23 * 60 + 30 };
    for (const zone of unknownZones) {
      expect(tsClock(zone, now)).toEqual(utc);
      expect(localToday(zone, now).timeZone).toBe('UTC');
      expect(await sqlClock(zone, now)).toEqual(utc);
    }
  });
});
