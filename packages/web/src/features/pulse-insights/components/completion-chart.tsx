import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { ClientPulseInfo } from '@tandem/shared';
import { completionBars, completionText } from '../utils/completion';

/** The pulse tab's completion: reflections answered of given, and a bar for each answered day. */
export function CompletionChart({ info }: { info: ClientPulseInfo }) {
  return (
    <Stack gap="xs">
      <Text fw={500}>{completionText(info.reflections)}</Text>
      {info.completion.length > 0 && (
        <BarChart
          aria-hidden
          h={120}
          data={completionBars(info.completion)}
          dataKey="date"
          series={[{ name: 'answered', label: 'Answered', color: 'violet.6' }]}
          withYAxis={false}
          withTooltip={false}
          gridAxis="none"
          yAxisProps={{ domain: [0, 1] }}
        />
      )}
    </Stack>
  );
}
