import { Stack, Title } from '@mantine/core';

/** /courses/new (helper W1). */
export function NewCoursePage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
