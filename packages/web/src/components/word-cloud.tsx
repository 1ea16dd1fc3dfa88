import { Group, Text } from '@mantine/core';
import { WORD_CLOUD_MIN_WORDS, type WordCountEntry } from '@tandem/shared';

const MIN_FONT_PX = 12;
const MAX_FONT_PX = 36;

/**
 * Words of reflections sized by how often they occur (the server counts them, without stop
 * words). Spec: a word cloud needs more than 5 words; with fewer it says so instead.
 */
export function WordCloud({
  words,
  emptyText = 'Not enough words for a word cloud yet.',
}: {
  words: WordCountEntry[];
  emptyText?: string;
}) {
  if (words.length < WORD_CLOUD_MIN_WORDS) return <Text c="dimmed">{emptyText}</Text>;
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
