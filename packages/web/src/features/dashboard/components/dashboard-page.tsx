import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  canOpenCoachRoute,
  CLIENT_MESSAGES,
  COACH_FEATURE,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
} from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import { useClients, useDashboardClients, type ClientFilter } from '../../clients';
import { StrugglingNotices } from '../../pulse-insights';
import { UsageCard } from '../../usage';
import { useCurrentUser } from '../../users';
import { ClientCard } from './client-card';

const FILTERS: { value: ClientFilter; label: string }[] = [
  { value: 'active', label: 'Active Clients' },
  { value: 'deactivated', label: 'Deactivated Clients' },
  { value: 'all', label: 'All Clients' },
];

/** Spec: the dashboard loads its next page when the coach scrolls within 600 px of the end. */
const SCROLL_DISTANCE_PX = 600;

/**
 * /dashboard: notices about struggling clients, then the coach's clients, filtered and searched,
 * loaded page by page as the coach scrolls.
 */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const [filter, setFilter] = useState<ClientFilter>('active');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);

  if (!user) return <PageLoader />;
  return (
    <Stack>
      <Stack gap={0}>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        {/* A coach new to the app (the first-run tour not yet done or skipped) is not "back". */}
        <Text c="dimmed">
          {user.tour_completed ? 'Welcome back' : 'Welcome'}, {user.first_name}.
        </Text>
      </Stack>
      <StrugglingNotices />
      {/* The usage card is a paid tool: the free plan's dashboard goes without it. */}
      {canOpenCoachRoute(user.features, COACH_FEATURE.usage) && <UsageCard scope="coaches" />}
      <Group align="flex-end">
        <Select
          aria-label="Filter clients"
          data={FILTERS}
          value={filter}
          onChange={(value) => value && setFilter(value as ClientFilter)}
          allowDeselect={false}
          w={220}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          aria-label="Search clients"
          placeholder="Search"
          leftSection={<IconSearch size={16} />}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          w={280}
        />
      </Group>
      <ClientList filter={filter} search={search} />
    </Stack>
  );
}

function ClientList({ filter, search }: { filter: ClientFilter; search: string }) {
  const clients = useDashboardClients(filter, search);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = clients;
  const { ref: sentinel, entry } = useIntersection({ rootMargin: `0px 0px ${SCROLL_DISTANCE_PX}px 0px` });
  const nearTheEnd = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (nearTheEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [nearTheEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (clients.isPending) return <PageLoader />;
  if (clients.isError) {
    const { error } = clients;
    const message = error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
    return <Text c="red">{message ?? MESSAGES.serverError}</Text>;
  }

  const rows = clients.data.pages.flatMap((page) => page.results);
  if (rows.length === 0) return <NoClients filter={filter} search={search} />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
        {rows.map((client) => (
          <ClientCard key={client.id} client={client} />
        ))}
      </SimpleGrid>
      {/* Rendered only while more pages exist, so the observer has nothing to watch at the end. */}
      {hasNextPage && <div ref={sentinel} data-testid="load-more-clients" />}
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label="Loading more clients" />
        </Center>
      )}
    </Stack>
  );
}

/** The empty list: a search found no one, the filter matches no one, or the coach has no clients yet. */
function NoClients({ filter, search }: { filter: ClientFilter; search: string }) {
  // An empty filtered list does not say whether the coach has any clients at all; one row of 'all' does.
  const anyClients = useClients({ filter: 'all', limit: 1 }, { enabled: !search && filter !== 'all' });
  if (search) return <Text>{CLIENT_MESSAGES.noClientsMatching}</Text>;
  if (filter !== 'all' && anyClients.isPending) return <PageLoader />;
  if (filter === 'all' || anyClients.data?.count === 0) {
    return (
      <Text>
        You have no clients yet.{' '}
        <Anchor component={Link} to="/client-onboarding">
          Invite your first clients
        </Anchor>
      </Text>
    );
  }
  return (
    <Text>{filter === 'active' ? 'You have no active clients.' : 'You have no deactivated clients.'}</Text>
  );
}
