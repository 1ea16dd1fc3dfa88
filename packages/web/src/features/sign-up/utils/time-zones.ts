import { isKnownTimeZone } from '@tandem/shared';

/** The US aliases the spec's list adds to the IANA set. */
const US_ALIASES = [
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
];

/** The browser's own time zone (UTC when it cannot tell). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The time zones to choose from: the runtime's IANA list, UTC, the US aliases and the browser's zone. */
export function timeZoneChoices(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  for (const zone of ['UTC', ...US_ALIASES, browserTimeZone()]) {
    if (isKnownTimeZone(zone)) zones.add(zone);
  }
  return [...zones].sort();
}
