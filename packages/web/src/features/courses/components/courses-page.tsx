import { Stack, Title } from '@mantine/core';

/** /courses: the client's course cards (helper W2). */
export function CoursesPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
