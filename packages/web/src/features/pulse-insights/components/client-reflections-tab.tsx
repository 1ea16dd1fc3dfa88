import { useState } from 'react';
import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { REFLECTION_SEARCH_DEBOUNCE_MS, REFLECTIONS_SCROLL_DISTANCE_PX } from '@tandem/shared';
import { WordCloud } from '../../../components/word-cloud';
import { LoadMore } from '../../../components/load-more';
import { useClientReflections } from '../api/get-client-reflections';
import { useClientWordCloud } from '../api/get-client-word-cloud';
import type { WordCloudFilters } from '../api/query-keys';
import { QueryState } from './query-state';
import { ReflectionCard } from './reflection-card';
import { Section } from './section';
import { failureMessage } from '../../../lib/api-errors';

/** The reflections tab's cloud looks back a year (the longest window). */
const CLOUD_FILTERS: WordCloudFilters = { since: 365, where: null, below: true };

/**
 * The coach's Reflections tab on /client-detail/{id}/reflections (spec: word cloud, search,
 * Display All / Hide All; the list shows 4 until Display All). `clientId` is the client's user id.
 */
export function ClientReflectionsTab({ clientId }: { clientId: number }) {
  const cloud = useClientWordCloud(clientId, CLOUD_FILTERS);
  return (
    <Stack>
      <Section title="Word Cloud">
        <QueryState query={cloud}>{(words) => <WordCloud words={words} />}</QueryState>
      </Section>
      <ReflectionList clientId={clientId} />
    </Stack>
  );
}

function ReflectionList({ clientId }: { clientId: number }) {
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), REFLECTION_SEARCH_DEBOUNCE_MS);
  const [showAll, setShowAll] = useState(false);
  const reflections = useClientReflections(clientId, search);
  const pages = reflections.data?.pages ?? [];
  // Until Display All, only the first page (4) shows, even when more pages are in the cache.
  const rows = (showAll ? pages : pages.slice(0, 1)).flatMap((page) => page.results);
  const more = pages[0]?.next != null;

  const displayAll = () => {
    setShowAll(true);
    // The next page comes at once; scrolling brings the rest.
    if (pages.length === 1 && reflections.hasNextPage) void reflections.fetchNextPage();
  };

  return (
    <Section
      title="Reflections"
      actions={
        showAll ? (
          <Button variant="default" onClick={() => setShowAll(false)}>
            Hide All
          </Button>
        ) : (
          more && (
            <Button variant="default" onClick={displayAll}>
              Display All
            </Button>
          )
        )
      }
    >
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
          {search ? 'No reflections match your search.' : 'This client has no reflections yet.'}
        </Text>
      )}
      <Stack
        gap="sm"
        component="ul"
        aria-label="Reflections"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((entry) => (
          <li key={entry.id}>
            <ReflectionCard entry={entry} />
          </li>
        ))}
      </Stack>
      {!showAll && reflections.isError && !reflections.data && (
        <Text c="red">{failureMessage(reflections.error)}</Text>
      )}
      {showAll && (
        <LoadMore
          query={reflections}
          distancePx={REFLECTIONS_SCROLL_DISTANCE_PX}
          loadingLabel="Loading more reflections"
          errorMessage={failureMessage(reflections.error)}
        />
      )}
    </Section>
  );
}
