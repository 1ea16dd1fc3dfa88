import { Group, Progress, Text } from '@mantine/core';

/** A course's progress bar with 'N% complete' beside it (the client's cards, the coach's tab). */
export function PercentComplete({ percent }: { percent: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress.Root style={{ flexGrow: 1 }}>
        <Progress.Section value={percent} aria-label="Course progress" />
      </Progress.Root>
      <Text size="sm" style={{ flexShrink: 0 }}>
        {percent}% complete
      </Text>
    </Group>
  );
}
