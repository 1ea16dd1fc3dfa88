/** True for IANA zone names the runtime knows (the spec's list is the IANA set plus US aliases). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The US aliases the spec's time zone list adds to the IANA set. */
export const US_TIME_ZONE_ALIASES = [
  'US/Alaska',
  'US/Aleutian',
  'US/Arizona',
  'US/Central',
  'US/East-Indiana',
  'US/Eastern',
  'US/Hawaii',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Mountain',
  'US/Pacific',
  'US/Samoa',
] as const;

/**
 * The time zones a user chooses from (spec: the IANA set plus US aliases): the runtime's IANA
 * list, UTC, the US aliases and `extra` (such as the user's current zone), each kept only when the
 * runtime knows it; sorted, without repeats.
 */
export function timeZoneChoices(extra: readonly string[] = []): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  for (const zone of ['UTC', ...US_TIME_ZONE_ALIASES, ...extra]) {
    if (isKnownTimeZone(zone)) zones.add(zone);
  }
  return [...zones].sort();
}
