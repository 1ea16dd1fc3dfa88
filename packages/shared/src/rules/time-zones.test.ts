import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, timeZoneChoices, US_TIME_ZONE_ALIASES } from './time-zones';

describe('timeZoneChoices', () => {
  it('lists the IANA zones plus UTC and the US aliases, sorted and without repeats', () => {
    const zones = timeZoneChoices();
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'Europe/London', 'UTC']));
    expect(zones).toEqual(
      expect.arrayContaining(['US/Eastern', 'US/Central', 'US/Mountain', 'US/Pacific', 'US/Alaska']),
    );
    expect(zones).toEqual(expect.arrayContaining(['US/Hawaii', 'US/Arizona']));
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('offers only zones the runtime knows', () => {
    expect(timeZoneChoices().every(isKnownTimeZone)).toBe(true);
    expect(US_TIME_ZONE_ALIASES.every(isKnownTimeZone)).toBe(true);
  });

  it('adds known extra zones and drops unknown ones', () => {
    expect(timeZoneChoices(['Etc/GMT+5'])).toContain('Etc/GMT+5');
    expect(timeZoneChoices(['Mars/Olympus_Mons'])).not.toContain('Mars/Olympus_Mons');
  });
});
