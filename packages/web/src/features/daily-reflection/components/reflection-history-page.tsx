import { useState } from 'react';
import { Anchor, Badge, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REFLECTION_SEARCH_DEBOUNCE_MS, type ReflectionEntry } from '@tandem/shared';
import { LoadMore } from '../../../components/load-more';
import { WordCloud } from '../../../components/word-cloud';
import { useReflections } from '../api/get-reflections';
import { useWordCloud } from '../api/get-word-cloud';
import { formatDay } from '../utils/format-day';
import { failureMessage } from '../../../lib/api-errors';

/** The history's word cloud covers the last year of reflections. */
export const HISTORY_WORD_CLOUD_DAYS = 365;
/** Spec: infinite-scroll distance 15 for lists. */
const SCROLL_DISTANCE_PX = 15;

/** /reflection-history: a word cloud of the client's reflections and the searchable list of them. */
export function ReflectionHistoryPage({ title }: { title: string }) {
  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <HistoryWordCloud />
      <ReflectionList />
    </Stack>
  );
}

function HistoryWordCloud() {
  const cloud = useWordCloud(HISTORY_WORD_CLOUD_DAYS);
  return (
    <Paper withBorder radius="md" p="md">
      {cloud.isPending ? (
        <Center>
          <Loader size="sm" aria-label="Loading the word cloud" />
        </Center>
      ) : cloud.isError ? (
        <Text c="red">{failureMessage(cloud.error, { orField: true })}</Text>
      ) : (
        <WordCloud words={cloud.data.word_counts} />
      )}
    </Paper>
  );
}

function ReflectionList() {
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), REFLECTION_SEARCH_DEBOUNCE_MS);
  const reflections = useReflections(search);
  const rows = reflections.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search reflections"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={searchInput}
        onChange={(event) => setSearchInput(event.currentTarget.value)}
      />
      {reflections.isPending && (
        <Center>
          <Loader size="sm" aria-label="Loading reflections" />
        </Center>
      )}
      {reflections.isSuccess && rows.length === 0 && (
        <Text c="dimmed">
          {search ? 'No reflections match your search.' : 'You have not written any reflections yet.'}
        </Text>
      )}
      <Stack
        gap="xs"
        component="ul"
        aria-label="Past reflections"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((entry) => (
          <li key={entry.id}>
            <ReflectionRow entry={entry} />
          </li>
        ))}
      </Stack>
      <LoadMore
        query={reflections}
        distancePx={SCROLL_DISTANCE_PX}
        loadingLabel="Loading more reflections"
        errorMessage="Reflections could not be loaded."
      />
    </Stack>
  );
}

function ReflectionRow({ entry }: { entry: ReflectionEntry }) {
  const day = formatDay(entry.day);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={day}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs">
          <Text fw={500}>{day}</Text>
          {entry.private && (
            <Badge size="sm" variant="light" color="gray" leftSection={<IconLock size={12} />}>
              Private
            </Badge>
          )}
        </Group>
        <Anchor
          component={Link}
          to={`/daily-reflection/${encodeURIComponent(entry.token)}`}
          size="sm"
          aria-label={`Open the reflection of ${day}`}
        >
          Open
        </Anchor>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {entry.reflection}
      </Text>
    </Paper>
  );
}
