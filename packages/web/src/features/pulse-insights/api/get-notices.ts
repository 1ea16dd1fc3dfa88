import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachNotice, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseInsightsQueryKeys } from './query-keys';

/** The dashboard shows at most this many notices at once; dismissing one brings the next. */
export const NOTICES_LIMIT = 20;

/** GET coaches/notices/?unread=true&limit=20 — the coach's notices not yet dismissed. */
export function getUnreadNotices(): Promise<Paginated<CoachNotice>> {
  return apiRequest<Paginated<CoachNotice>>(`coaches/notices/?unread=true&limit=${NOTICES_LIMIT}`);
}

export const unreadNoticesQueryOptions = () =>
  queryOptions({
    queryKey: pulseInsightsQueryKeys.notices(),
    queryFn: getUnreadNotices,
    select: (page) => page.results,
  });

export const useUnreadNotices = () => useQuery(unreadNoticesQueryOptions());
