import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { JOURNAL_SEARCH_DEBOUNCE_MS, type JournalEntry } from '@tandem/shared';
import { useJournalEntries } from '../api/get-journal-entries';

/** Spec: infinite-scroll distance 15 for lists. */
const SCROLL_DISTANCE_PX = 15;
const PREVIEW_CHARS = 200;

/** The date an entry was written, as the list shows it. */
export const formatEntryDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

interface JournalListProps {
  selectedId: number | null;
  /** Entries with changes kept on this device that the server does not have yet. */
  draftEntryIds: number[];
  onOpen: (entry: JournalEntry) => void;
}

/** Past entries, newest first, searched as the client types and loaded page by page as they scroll. */
export function JournalList({ selectedId, draftEntryIds, onOpen }: JournalListProps) {
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), JOURNAL_SEARCH_DEBOUNCE_MS);
  const entries = useJournalEntries(search);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = entries;
  const { ref: sentinel, entry: sentinelEntry } = useIntersection({
    rootMargin: `0px 0px ${SCROLL_DISTANCE_PX}px 0px`,
  });
  const nearTheEnd = sentinelEntry?.isIntersecting ?? false;

  useEffect(() => {
    // Spec: a load error stops further loading; only the retry button asks again.
    if (nearTheEnd && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [nearTheEnd, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const rows = entries.data?.pages.flatMap((page) => page.results) ?? [];
  const retry = () => void (entries.isFetchNextPageError ? fetchNextPage() : entries.refetch());

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search journal"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={searchInput}
        onChange={(event) => setSearchInput(event.currentTarget.value)}
      />
      {entries.isPending && (
        <Center>
          <Loader size="sm" aria-label="Loading journal entries" />
        </Center>
      )}
      {entries.isSuccess && rows.length === 0 && (
        <Text c="dimmed">{search ? 'No entries match your search.' : 'No journal entries yet.'}</Text>
      )}
      <Stack
        gap="xs"
        component="ul"
        aria-label="Journal entries"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((entry) => (
          <li key={entry.id}>
            <EntryRow
              entry={entry}
              selected={entry.id === selectedId}
              hasDraft={draftEntryIds.includes(entry.id)}
              onOpen={onOpen}
            />
          </li>
        ))}
      </Stack>
      {/* Rendered only while more pages may load, so the observer has nothing to watch otherwise. */}
      {hasNextPage && !isError && <Box ref={sentinel} data-testid="load-more-entries" />}
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label="Loading more entries" />
        </Center>
      )}
      {isError && (
        <Group gap="sm" role="alert">
          <Text c="red" size="sm">
            Journal entries could not be loaded.
          </Text>
          <Button size="xs" variant="light" onClick={retry} loading={entries.isFetching}>
            Retry
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function EntryRow({
  entry,
  selected,
  hasDraft,
  onOpen,
}: {
  entry: JournalEntry;
  selected: boolean;
  hasDraft: boolean;
  onOpen: (entry: JournalEntry) => void;
}) {
  const preview = entry.text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS);
  return (
    <UnstyledButton w="100%" onClick={() => onOpen(entry)} aria-current={selected || undefined}>
      <Paper withBorder p="sm" radius="md" bg={selected ? 'var(--mantine-color-blue-light)' : undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={500} truncate>
            {entry.title}
          </Text>
          {hasDraft && (
            <Badge size="sm" variant="light" color="yellow" style={{ flexShrink: 0 }}>
              Unsaved draft
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatEntryDate(entry.created_at)}
        </Text>
        <Text size="sm" lineClamp={2}>
          {preview}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
