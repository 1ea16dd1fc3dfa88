import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export function getAppConfig(): Promise<AppConfig> {
  return apiRequest<AppConfig>('config', { auth: false });
}

export function appConfigQueryOptions() {
  return queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
