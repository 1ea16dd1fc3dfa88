import type { UsageReport } from '@tandem/shared';

/** The usage endpoints, as the fake API keys them. */
export const COACH_USAGE_PATH = '/api/coaches/usage/';
export const OWNER_USAGE_PATH = '/api/owners/usage/';

/** A usage report shaped like the API's: `counts` for the days ending 2026-03-30, and screens. */
export function buildUsageReport(
  counts: number[] = [1, 3, 2],
  screens: UsageReport['top_screens'] = [
    { path: '/daily-exercise', views: 12 },
    { path: '/goals', views: 4 },
  ],
): UsageReport {
  const last = Date.UTC(2026, 2, 30);
  return {
    active_clients: counts.map((count, i) => ({
      day: new Date(last - (counts.length - 1 - i) * 86_400_000).toISOString().slice(0, 10),
      count,
    })),
    top_screens: screens,
  };
}
