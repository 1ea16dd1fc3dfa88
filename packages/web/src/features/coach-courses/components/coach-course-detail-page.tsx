import { Stack, Title } from '@mantine/core';

/** /coach-courses/{id} (helper W1). */
export function CoachCourseDetailPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
