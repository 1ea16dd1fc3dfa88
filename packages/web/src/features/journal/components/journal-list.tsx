import { useState } from 'react';
import { Badge, Center, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { JOURNAL_SEARCH_DEBOUNCE_MS, type JournalEntry } from '@tandem/shared';
import { LoadMore } from '../../../components/load-more';
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
  const rows = entries.data?.pages.flatMap((page) => page.results) ?? [];

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
      {/* Spec: a load error stops further loading; only Retry asks again. */}
      <LoadMore
        query={entries}
        distancePx={SCROLL_DISTANCE_PX}
        loadingLabel="Loading more entries"
        errorMessage="Journal entries could not be loaded."
      />
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
