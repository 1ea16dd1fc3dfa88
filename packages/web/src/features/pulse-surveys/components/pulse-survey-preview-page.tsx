import { Stack, Title } from '@mantine/core';

/** /pulse-surveys/{id}/preview (helper D). */
export function PulseSurveyPreviewPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
