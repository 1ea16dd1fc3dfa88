import type { ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';

/** What an outbox list needs of its `useInfiniteQuery` result. */
interface OutboxQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * An outbox list's loader, its failure (staff only: anyone else is told so), the empty text, or
 * the rows with Load more below them.
 */
export function OutboxListState({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: OutboxQuery;
  /** Whether the loaded list has no rows. */
  isEmpty: boolean;
  /** What an empty list says. */
  empty: string;
  /** The table of rows. */
  children: ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.status === 403) return <Text>The outbox is for staff only.</Text>;
    const message = error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
    return <Text c="red">{message ?? MESSAGES.serverError}</Text>;
  }
  if (isEmpty) return <Text>{empty}</Text>;
  return (
    <Stack>
      {children}
      {query.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
