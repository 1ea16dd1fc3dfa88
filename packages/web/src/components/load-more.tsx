import { useEffect } from 'react';
import { Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';

/** What the end of a list needs of its `useInfiniteQuery` result. */
interface InfiniteListQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface LoadMoreProps {
  query: InfiniteListQuery;
  /** How far below the viewport the sentinel starts the next page loading (the spec's distance). */
  distancePx: number;
  /** Names the loader shown while the next page comes ('Loading more exercises'). */
  loadingLabel: string;
  /** What a failed load says, shown beside Retry. */
  errorMessage: string;
}

/**
 * The end of an infinitely scrolled list, placed after its last row: a sentinel that asks for the
 * next page as it comes into view, a loader while the page comes, and a failure with Retry. A
 * failed load stops the scrolling loads; only Retry asks again (for the failed page, or the list).
 */
export function LoadMore({ query, distancePx, loadingLabel, errorMessage }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const { ref: sentinel, entry } = useIntersection<HTMLDivElement>({
    rootMargin: `0px 0px ${distancePx}px 0px`,
  });
  const nearTheEnd = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (nearTheEnd && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [nearTheEnd, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const retry = () => void (query.isFetchNextPageError ? fetchNextPage() : query.refetch());

  return (
    <>
      {/* Rendered only while more pages may load, so the observer has nothing to watch otherwise. */}
      {hasNextPage && !isError && <Box ref={sentinel} data-testid="load-more" />}
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label={loadingLabel} />
        </Center>
      )}
      {isError && (
        <Group gap="sm" role="alert">
          <Text c="red" size="sm">
            {errorMessage}
          </Text>
          <Button size="xs" variant="light" onClick={retry} loading={query.isFetching}>
            Retry
          </Button>
        </Group>
      )}
    </>
  );
}
