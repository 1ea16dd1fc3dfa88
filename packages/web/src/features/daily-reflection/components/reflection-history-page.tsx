import { Stack, Title } from '@mantine/core';

/** /reflection-history (helper E). */
export function ReflectionHistoryPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
