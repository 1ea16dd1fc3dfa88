import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoPasswords } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const demoPasswordsQueryKey = ['system', 'demo-passwords'] as const;

/** GET system/demo-passwords/ — demo accounts still on the published password (staff only; others get 403). */
export function getDemoPasswords(): Promise<DemoPasswords> {
  return apiRequest<DemoPasswords>('system/demo-passwords/');
}

export const demoPasswordsQueryOptions = () =>
  queryOptions({ queryKey: demoPasswordsQueryKey, queryFn: getDemoPasswords, retry: false });

export const useDemoPasswords = () => useQuery(demoPasswordsQueryOptions());
