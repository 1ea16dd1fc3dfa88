import { Link } from 'react-router';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientCourseCard } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { useCourses } from '../../api/get-courses';
import { failureMessage } from '../../../../lib/api-errors';
import { CoursePicture } from '../course-picture';
import { PercentComplete } from './percent-complete';
import { IconSchool } from '@tabler/icons-react';
import { EmptyState } from '../../../../components/empty-state';

/** /courses: the client's course cards, each with its progress, linking to the course. */
export function CoursesPage({ title }: { title: string }) {
  const courses = useCourses();
  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {courses.isPending ? (
        <PageLoader />
      ) : courses.isError ? (
        <Text c="red" role="alert">
          {failureMessage(courses.error, { orField: true })}
        </Text>
      ) : courses.data.length === 0 ? (
        <EmptyState icon={IconSchool}>
          You have no courses yet. When your coach gives you one, it will appear here.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" aria-label="Courses" style={listReset}>
          {courses.data.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

function CourseCard({ course }: { course: ClientCourseCard }) {
  const path = `/courses/${course.id}`;
  return (
    <Card withBorder radius="md" h="100%" component="article" aria-label={course.title}>
      <Card.Section component={Link} to={path} tabIndex={-1} aria-hidden>
        <CoursePicture course={course} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flexGrow: 1 }}>
        <Anchor component={Link} to={path} fw={600} size="lg">
          {course.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          {course.description}
        </Text>
        <PercentComplete percent={course.percent_completed} />
      </Stack>
    </Card>
  );
}
