import { Stack, Title } from '@mantine/core';

/** /pulse-surveys/{id} (helper D). */
export function PulseSurveyDetailPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
