import { Stack, Title } from '@mantine/core';

/** /pulse-surveys: the coach's surveys (helper D). */
export function PulseSurveysPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
