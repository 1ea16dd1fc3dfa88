import { Link } from 'react-router';
import { NavLink, Paper, Text } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { ClientCourseDetail } from '@tandem/shared';
import { lessonPath } from '../../utils/lessons';

/**
 * The course's modules, each opening onto its lessons: a check marks the completed ones, the
 * lesson on screen is active, and each links to its own address.
 */
export function LessonNavigator({
  course,
  currentLessonId,
}: {
  course: ClientCourseDetail;
  currentLessonId: number | null;
}) {
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Lessons">
      {course.modules.map((module) => (
        <NavLink key={module.id} label={module.title} fw={600} defaultOpened childrenOffset="xs">
          {module.lessons.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py={4}>
              No lessons yet.
            </Text>
          ) : (
            module.lessons.map((lesson) => {
              const active = lesson.id === currentLessonId;
              return (
                <NavLink
                  key={lesson.id}
                  component={Link}
                  to={lessonPath(course.id, lesson.id)}
                  label={lesson.title}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={
                    lesson.completed ? (
                      <IconCircleCheckFilled
                        role="img"
                        aria-label="Completed"
                        size={18}
                        color="var(--mantine-color-green-6)"
                      />
                    ) : (
                      <IconCircle aria-hidden size={18} color="var(--mantine-color-gray-5)" />
                    )
                  }
                />
              );
            })
          )}
        </NavLink>
      ))}
    </Paper>
  );
}
