import { Stack, Title } from '@mantine/core';

/** /courses/{course_id}/modules/new and /courses/modules/{id} (helper W1). */
export function ModulePage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}
