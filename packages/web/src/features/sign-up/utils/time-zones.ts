import { timeZoneChoices as sharedTimeZoneChoices } from '@tandem/shared';

/** The browser's own time zone (UTC when it cannot tell). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The time zones to choose from (the shared list), with the browser's own zone included. */
export const timeZoneChoices = (): string[] => sharedTimeZoneChoices([browserTimeZone()]);
