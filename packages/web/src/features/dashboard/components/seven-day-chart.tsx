import { DonutChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { wellBeingWord } from '@tandem/shared';

interface SevenDayChartProps {
  label: string;
  /** The seven-day fraction, 0 to 1. */
  fraction: number;
  color: string;
}

/** A doughnut of one seven-day total (momentum or pulse) with its percentage and well-being word. */
export function SevenDayChart({ label, fraction, color }: SevenDayChartProps) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  const summary = `${percent}% ${wellBeingWord(fraction)}`;
  return (
    <Stack gap={2} align="center" role="group" aria-label={label}>
      <DonutChart
        aria-hidden
        size={72}
        thickness={9}
        withTooltip={false}
        startAngle={90}
        endAngle={-270}
        chartLabel={`${percent}%`}
        data={[
          { name: label, value: percent, color },
          { name: 'Remaining', value: 100 - percent, color: 'gray.2' },
        ]}
      />
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {summary}
      </Text>
    </Stack>
  );
}
