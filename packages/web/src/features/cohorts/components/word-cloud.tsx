import { Group, Text } from '@mantine/core';
import type { CohortInfo } from '@tandem/shared';

/** Spec: a word cloud needs more than 5 words. */
export const WORD_CLOUD_MIN_WORDS = 6;

const MIN_FONT_PX = 12;
const MAX_FONT_PX = 36;

/** The words of the cohort's reflections, sized by how often they occur. */
export function WordCloud({ words }: { words: CohortInfo['word_counts'] }) {
  if (words.length < WORD_CLOUD_MIN_WORDS) {
    return <Text c="dimmed">Not enough words for a word cloud yet.</Text>;
  }
  const most = Math.max(...words.map((entry) => entry.count));
  const least = Math.min(...words.map((entry) => entry.count));
  const size = (count: number) =>
    most === least
      ? (MIN_FONT_PX + MAX_FONT_PX) / 2
      : MIN_FONT_PX + ((count - least) / (most - least)) * (MAX_FONT_PX - MIN_FONT_PX);
  return (
    <Group gap="xs" role="list" aria-label="Word cloud">
      {words.map((entry) => (
        <Text key={entry.word} role="listitem" fz={size(entry.count)} title={`${entry.word}: ${entry.count}`}>
          {entry.word}
        </Text>
      ))}
    </Group>
  );
}
