import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { wellBeingWord } from '@tandem/shared';

interface SevenDayChartProps {
  label: string;
  /** The seven-day fraction, 0 to 1. */
  fraction: number;
  color: string;
  /**
   * What the fraction is: `momentum` (exercises done) gets its well-being word; `answered` (the
   * pulse: reflections answered) says so, since a word would read as the client's mood (issue 45).
   */
  reads: 'momentum' | 'answered';
}

/**
 * A doughnut of one seven-day total (momentum or pulse) with its name, percentage and well-being
 * word beside it: side by side keeps the dashboard card short (issue 22).
 */
export function SevenDayChart({ label, fraction, color, reads }: SevenDayChartProps) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  const summary = reads === 'momentum' ? `${percent}% ${wellBeingWord(fraction)}` : `${percent}% answered`;
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <DonutChart
        aria-hidden
        size={44}
        thickness={6}
        withTooltip={false}
        startAngle={90}
        endAngle={-270}
        data={[
          { name: label, value: percent, color },
          { name: 'Remaining', value: 100 - percent, color: 'gray.2' },
        ]}
      />
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {summary}
        </Text>
      </Stack>
    </Group>
  );
}
