import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Course, CourseModule } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { useCourseModules } from '../../api/course-modules';
import { useMoveModule } from '../../api/move-item';
import { showFailure } from '../../utils/messages';
import { moveLimits } from '../../utils/ordering';
import { PublishedBadge, countOf } from './content-badges';
import { MoveButtons } from './move-buttons';
import { failureMessage } from '../../../../lib/api-errors';

/** The course's modules in order: published or draft, how many lessons, reorder, edit, add. */
export function CourseModulesSection({ course }: { course: Course }) {
  const modules = useCourseModules(course.id);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="course-modules">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="course-modules">
            Modules
          </Title>
          {course.editable && (
            <Button
              component={Link}
              to={`/courses/${course.id}/modules/new`}
              variant="light"
              leftSection={<IconPlus size={16} />}
            >
              Add Module
            </Button>
          )}
        </Group>
        {modules.isPending ? (
          <PageLoader />
        ) : modules.isError ? (
          <Text c="red">{failureMessage(modules.error)}</Text>
        ) : modules.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No modules yet. Add one to start writing lessons.
          </Text>
        ) : (
          <ModuleList courseId={course.id} modules={modules.data} />
        )}
      </Stack>
    </Paper>
  );
}

function ModuleList({ courseId, modules }: { courseId: number; modules: CourseModule[] }) {
  const move = useMoveModule(courseId);
  const limits = moveLimits(modules);
  return (
    <Stack component="ul" gap="xs" aria-label="Modules" style={listReset}>
      {modules.map((module) => (
        <Paper component="li" key={module.id} withBorder radius="sm" p="sm" aria-label={module.title}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/courses/modules/${module.id}`} fw={500} truncate>
                {module.title}
              </Anchor>
              <Group gap="xs">
                <PublishedBadge published={module.published} />
                <Text size="sm" c="dimmed">
                  {countOf(module.lessons_count, 'lesson')}
                </Text>
              </Group>
            </Stack>
            <MoveButtons
              limits={limits.get(module.id)}
              pending={move.isPending}
              onMove={(direction) =>
                move.mutate(
                  { id: module.id, direction },
                  { onError: (error) => showFailure(failureMessage(error)) },
                )
              }
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
