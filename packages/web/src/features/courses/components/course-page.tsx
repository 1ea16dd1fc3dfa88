import { Stack, Title } from '@mantine/core';

/** /courses/{id} and /courses/{id}/lesson/{lesson} (helper W2). */
export function CoursePage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
