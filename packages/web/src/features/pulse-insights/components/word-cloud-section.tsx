import { useId, useState } from 'react';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DEFAULT_SINCE_DAYS, PULSE_MAX_ANSWER, PULSE_MIN_ANSWER } from '@tandem/shared';
import { WordCloud } from '../../../components/word-cloud';
import { useClientWordCloud } from '../api/get-client-word-cloud';
import type { WordCloudFilters } from '../api/query-keys';
import { QueryState } from './query-state';
import { Section } from './section';
import { SinceSelect } from '../../../components/since-select';

const ANY_SCORE = 'any';
const SCORE_DATA = [
  { value: ANY_SCORE, label: 'Any' },
  ...Array.from({ length: PULSE_MAX_ANSWER - PULSE_MIN_ANSWER + 1 }, (_, index) => {
    const score = String(PULSE_MIN_ANSWER + index);
    return { value: score, label: score };
  }),
];
const DIRECTION_DATA = [
  { value: 'below', label: 'Below' },
  { value: 'above', label: 'Above' },
];

/**
 * The pulse tab's word cloud with its own filters (spec: since 10/30/90/180/365 days, scores 1 to
 * 7, above/below): the words of the reflections whose mean answer is at most (below) or at least
 * (above) the chosen score, or of every reflection.
 */
export function WordCloudSection({ clientId }: { clientId: number }) {
  const [filters, setFilters] = useState<WordCloudFilters>({
    since: DEFAULT_SINCE_DAYS,
    where: null,
    below: true,
  });
  const cloud = useClientWordCloud(clientId, filters);
  const directionLabel = useId();

  return (
    <Section title="Word Cloud">
      <Group align="flex-end">
        <SinceSelect value={filters.since} onChange={(since) => setFilters({ ...filters, since })} />
        <Select
          label="Score"
          data={SCORE_DATA}
          value={filters.where === null ? ANY_SCORE : String(filters.where)}
          onChange={(value) =>
            setFilters({ ...filters, where: !value || value === ANY_SCORE ? null : Number(value) })
          }
          allowDeselect={false}
          w={120}
          comboboxProps={{ withinPortal: false }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={directionLabel}>
            Scores
          </Text>
          <SegmentedControl
            aria-labelledby={directionLabel}
            data={DIRECTION_DATA}
            value={filters.below ? 'below' : 'above'}
            onChange={(value) => setFilters({ ...filters, below: value === 'below' })}
            disabled={filters.where === null}
          />
        </Stack>
      </Group>
      <QueryState query={cloud}>{(words) => <WordCloud words={words} />}</QueryState>
    </Section>
  );
}
