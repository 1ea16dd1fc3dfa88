import { Stack, Title } from '@mantine/core';

/** /progress (helper E). */
export function ProgressPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
