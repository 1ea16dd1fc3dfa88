import { Stack, Title } from '@mantine/core';

/** /coach-courses: the coach's course cards with move up / move down (helper W1). */
export function CoachCoursesPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
