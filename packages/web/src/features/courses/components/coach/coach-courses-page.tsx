import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSchool, IconPlus } from '@tabler/icons-react';
import type { Course } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { useCoachCourses } from '../../api/get-coach-courses';
import { useMoveCourse } from '../../api/move-item';
import { showFailure } from '../../utils/messages';
import { moveLimits, type MoveLimits } from '../../utils/ordering';
import { ManagedBadge, PublishedBadge, countOf } from './content-badges';
import { MoveButtons } from './move-buttons';
import { CoursePicture } from '../course-picture';
import { failureMessage } from '../../../../lib/api-errors';
import { EmptyState } from '../../../../components/empty-state';

/** /coach-courses: the coach's course cards, in their order, with move up / move down. */
export function CoachCoursesPage({ title }: { title: string }) {
  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to="/courses/new" leftSection={<IconPlus size={16} />}>
          New Course
        </Button>
      </Group>
      <CourseList />
    </Stack>
  );
}

function CourseList() {
  const courses = useCoachCourses();
  const move = useMoveCourse();
  if (courses.isPending) return <PageLoader />;
  if (courses.isError) return <Text c="red">{failureMessage(courses.error)}</Text>;
  if (courses.data.length === 0) {
    return (
      <EmptyState icon={IconSchool}>
        You have no courses yet. Create one to teach your clients through lessons.
      </EmptyState>
    );
  }
  const limits = moveLimits(courses.data);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" aria-label="Courses" style={listReset}>
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            limits={limits.get(course.id)}
            movePending={move.isPending}
            onMove={(direction) =>
              move.mutate(
                { id: course.id, direction },
                { onError: (error) => showFailure(failureMessage(error)) },
              )
            }
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

interface CourseCardProps {
  course: Course;
  limits: MoveLimits | undefined;
  movePending: boolean;
  onMove: (direction: 'up' | 'down') => void;
}

function CourseCard({ course, limits, movePending, onMove }: CourseCardProps) {
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-label={course.title}>
      <Card.Section component={Link} to={`/coach-courses/${course.id}`} tabIndex={-1} aria-hidden>
        <CoursePicture course={course} height={110} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flexGrow: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/coach-courses/${course.id}`} fw={600}>
            {course.title}
          </Anchor>
          {!course.editable && <ManagedBadge />}
        </Group>
        <Group gap={6}>
          <PublishedBadge published={course.published} />
          <Badge variant="light" color={course.public ? 'blue' : 'orange'}>
            {course.public ? 'Public' : 'Restricted'}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={3}>
          {course.description}
        </Text>
        <Group justify="space-between" mt="auto">
          <Text size="sm" c="dimmed">
            {countOf(course.modules_count, 'module')} · {countOf(course.lessons_count, 'lesson')}
          </Text>
          <MoveButtons limits={limits} pending={movePending} onMove={onMove} />
        </Group>
      </Stack>
    </Card>
  );
}
