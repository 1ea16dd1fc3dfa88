import { Group, Paper, Stack, Text } from '@mantine/core';
import type { CoachReflectionEntry } from '@tandem/shared';
import { answerText, formatReflectionDay } from '../utils/reflection-entry';

/**
 * One answered reflection as the coach reads it: the day, each statement with its rating, the
 * open-ended question and the client's answer, unless they kept it private.
 */
export function ReflectionCard({ entry }: { entry: CoachReflectionEntry }) {
  const day = formatReflectionDay(entry.day);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Reflection of ${day}`}>
      <Stack gap="sm">
        <Text fw={600}>{day}</Text>
        {entry.answers.length > 0 && (
          <Stack
            gap={2}
            component="ul"
            aria-label="Answers"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {entry.answers.map((answer, index) => (
              <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm">{answer.question_text}</Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {answerText(answer.answer)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {entry.open_ended_question}
          </Text>
          {entry.reflection === null ? (
            <Text size="sm" c="dimmed" fs="italic">
              This reflection is private.
            </Text>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.reflection}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
