import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export function getAppConfig(): Promise<AppConfig> {
  return apiRequest<AppConfig>('config', { auth: false });
}

export function appConfigQueryOptions() {
  return queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity });
}

/** The app config; `enabled: false` leaves it unasked (a page that came with what it needs). */
export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appConfigQueryOptions(), enabled });
}
