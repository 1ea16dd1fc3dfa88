import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone, timeZoneChoices } from './time-zones';

describe('timeZoneChoices', () => {
  it('lists the IANA zones plus UTC and the US aliases, sorted', () => {
    const zones = timeZoneChoices();
    expect(zones).toEqual(
      expect.arrayContaining(['America/New_York', 'Europe/London', 'UTC', 'US/Eastern', 'US/Pacific']),
    );
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
  });

  it("always holds the browser's own zone", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Etc/GMT+5',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('Etc/GMT+5');
    expect(timeZoneChoices()).toContain('Etc/GMT+5');
  });
});
