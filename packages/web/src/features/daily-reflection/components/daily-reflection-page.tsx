import { Stack, Title } from '@mantine/core';

/** /daily-reflection, /daily-reflection/{id}, /pulse-survey/{id} (helper E). */
export function DailyReflectionPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
