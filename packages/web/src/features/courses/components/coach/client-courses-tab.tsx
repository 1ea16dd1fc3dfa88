import { useId } from 'react';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled, IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { CoachClientCourse } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { useClientCourses } from '../../api/get-client-courses';
import { downloadTextFile, hasHomework, homeworkFileName, homeworkMarkdown } from '../../utils/homework';
import { failureMessage } from '../../../../lib/api-errors';
import { PercentComplete } from '../client/percent-complete';

/**
 * The coach's Courses tab on /client-detail/{id}/courses: each course the client can take with
 * its percent, its modules and lessons marked completed or not, and the client's shared lesson
 * notes to download as homework. `clientId` is the client's user id.
 */
export function ClientCoursesTab({ clientId }: { clientId: number }) {
  const courses = useClientCourses(clientId);
  if (courses.isPending) return <PageLoader />;
  if (courses.isError) {
    return (
      <Text c="red" role="alert">
        {failureMessage(courses.error, { orField: true })}
      </Text>
    );
  }
  if (courses.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text>This client has no courses.</Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {courses.data.map((course) => (
        <CourseProgress key={course.id} course={course} />
      ))}
    </SimpleGrid>
  );
}

function CourseProgress({ course }: { course: CoachClientCourse }) {
  const titleId = useId();
  const homework = hasHomework(course);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            {course.title}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            disabled={!homework}
            title={homework ? undefined : 'No shared notes on this course yet'}
            onClick={() => downloadTextFile(homeworkMarkdown(course), homeworkFileName(course))}
            style={{ flexShrink: 0 }}
          >
            Download homework
          </Button>
        </Group>
        <PercentComplete percent={course.percent_completed} />
        {course.modules.map((module) => (
          <Stack key={module.id} gap={4}>
            <Text fw={600} size="sm">
              {module.title}
            </Text>
            {module.lessons.length === 0 ? (
              <Text size="sm" c="dimmed">
                No lessons yet.
              </Text>
            ) : (
              <List aria-label={module.title} spacing={4} size="sm" center>
                {module.lessons.map((lesson) => (
                  <List.Item
                    key={lesson.id}
                    icon={
                      lesson.completed_at ? (
                        <IconCircleCheckFilled
                          role="img"
                          aria-label="Completed"
                          size={18}
                          color="var(--mantine-color-green-6)"
                        />
                      ) : (
                        <IconCircle role="img" aria-label="Not completed" size={18} color="gray" />
                      )
                    }
                  >
                    {lesson.title}
                    {lesson.completed_at && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {dayjs(lesson.completed_at).format('MMM D, YYYY')}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
