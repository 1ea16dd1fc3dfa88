/*
 * Usage analytics of our own (spec: "Analytics event reports are posted to an internal service
 * {event, type, device_id, user_id, path}"; issue 20; docs/decisions/024-usage-analytics.md).
 */
// Plain constants, no zod: the web tracker on every page needs these, not the validation library
// (issue 21, first load). The report's schemas are in schemas/analytics.ts.

/** The event the web tracker sends on every route change, and the only one the screens chart counts. */
export const PAGE_VIEW_EVENT = 'page_view';
/** The type of a page view. */
export const NAVIGATION_EVENT_TYPE = 'navigation';
/** Events one report may carry (the tracker sends fewer: ANALYTICS_TRACKER_BATCH). */
export const ANALYTICS_BATCH_MAX = 20;
/** Page views the web tracker gathers before it sends them. */
export const ANALYTICS_TRACKER_BATCH = 10;
/** The longest the web tracker holds a page view before it sends it, in milliseconds. */
export const ANALYTICS_FLUSH_MS = 30_000;
/** Where the web tracker keeps this browser's device id. */
export const DEVICE_ID_STORAGE_KEY = 'tandem-device-id';
/** The usage charts' window: `days` local days, today included. */
export const USAGE_DEFAULT_DAYS = 30;
export const USAGE_MAX_DAYS = 365;
/** The most-used screens a usage report lists. */
export const USAGE_TOP_SCREENS = 10;

export const ANALYTICS_MESSAGES = {
  batch: `Send one event, or a list of 1 to ${ANALYTICS_BATCH_MAX} events.`,
  name: 'Use letters, digits, and . _ : - only.',
  deviceId: 'Use 8 to 64 letters, digits or dashes.',
  path: 'A path starts with "/".',
  throttled: 'Too many usage reports. Please wait a minute.',
} as const;
