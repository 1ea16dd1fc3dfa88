import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_PAGE_SIZE,
  type ClientListQuery,
  type ClientSummary,
  type Paginated,
} from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextPageAfter, type NextPage } from '../../../lib/paging';

export type ClientFilter = NonNullable<ClientListQuery['filter']>;

/** Every clients query starts with `clients`, so a change to one client refreshes them all. */
export const clientsQueryKeys = {
  all: ['clients'] as const,
  lists: () => [...clientsQueryKeys.all, 'list'] as const,
  list: (query: ClientListQuery) => [...clientsQueryKeys.lists(), query] as const,
  dashboard: (filter: ClientFilter, search: string) =>
    [...clientsQueryKeys.lists(), 'dashboard', { filter, search }] as const,
  detail: (id: number) => [...clientsQueryKeys.all, 'detail', id] as const,
};

function queryString(query: ClientListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET coaches/clients/ — a page of the coach's own clients. */
export function getClients(query: ClientListQuery): Promise<Paginated<ClientSummary>> {
  return apiRequest<Paginated<ClientSummary>>(`coaches/clients/?${queryString(query)}`);
}

export function clientsQueryOptions(query: ClientListQuery) {
  return queryOptions({ queryKey: clientsQueryKeys.list(query), queryFn: () => getClients(query) });
}

/** One page of clients (pickers, counts). */
export function useClients(query: ClientListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(query), enabled });
}

/**
 * The dashboard's list (spec: page size 4, currently coaching, latest login first), one page
 * after another as the coach scrolls, each after the cursor of the page before (the server pages
 * this order by keyset, so a page 9,000 clients deep costs what the first does).
 */
export function dashboardClientsQueryOptions(filter: ClientFilter, search: string) {
  return infiniteQueryOptions({
    queryKey: clientsQueryKeys.dashboard(filter, search),
    queryFn: ({ pageParam }) =>
      getClients({
        filter,
        search: search || undefined,
        ordering: '-last_login',
        currently_coaching: 'true',
        limit: DASHBOARD_PAGE_SIZE,
        offset: pageParam.offset,
        cursor: pageParam.cursor,
      }),
    initialPageParam: { offset: 0 } as NextPage,
    getNextPageParam: nextPageAfter,
  });
}

export const useDashboardClients = (filter: ClientFilter, search: string) =>
  useInfiniteQuery(dashboardClientsQueryOptions(filter, search));
