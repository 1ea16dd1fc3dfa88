import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLessonLink } from '../api/get-lesson-link';

/**
 * The lesson the coach linked to an exercise, opening in its course. Nothing shows while it loads
 * or when the client may not take that lesson (a course not given to them, unpublished, or
 * courses turned off): the exercise stands on its own then.
 */
export function LessonLink({ lessonId }: { lessonId: number }) {
  const lesson = useLessonLink(lessonId);
  if (!lesson.data) return null;
  const { id, title, course } = lesson.data;
  return (
    <Stack gap={2}>
      <Title order={4} size="h6">
        Lesson
      </Title>
      <Text size="sm">
        <Anchor component={Link} to={`/courses/${course}/lesson/${id}`}>
          {title}
        </Anchor>
      </Text>
    </Stack>
  );
}
