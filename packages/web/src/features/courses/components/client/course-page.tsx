import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Badge, Button, Grid, Group, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { COURSE_MESSAGES, type ClientCourseDetail, type ClientLesson } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { useCompleteLesson } from '../../api/complete-lesson';
import { useCourse } from '../../api/get-course';
import { currentLesson, lessonAfter, lessonPath } from '../../utils/lessons';
import { LessonNavigator } from './lesson-navigator';
import { LessonNoteForm } from './lesson-note-form';
import { LessonPlayer } from './lesson-player';
import { LessonResources } from './lesson-resources';
import { failureMessage } from '../../../../lib/api-errors';
import { idParam } from '../../../../lib/route-params';

/**
 * /courses/{id} and /courses/{id}/lesson/{lesson}: the course's navigator beside the current
 * lesson (the one in the address, else the first not completed, else the first), its player,
 * and its info, notes and resources.
 */
export function CoursePage({ title }: { title: string }) {
  const params = useParams();
  const courseId = idParam(params.id);
  const lessonId = idParam(params.lesson);
  return (
    <Stack>
      <Anchor component={Link} to="/courses" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All courses
        </Group>
      </Anchor>
      {courseId === null ? (
        <>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="red">{COURSE_MESSAGES.courseNotFound}</Text>
        </>
      ) : (
        <Course courseId={courseId} lessonId={lessonId} title={title} />
      )}
    </Stack>
  );
}

function Course({ courseId, lessonId, title }: { courseId: number; lessonId: number | null; title: string }) {
  const course = useCourse(courseId);
  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    return (
      <>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="red" role="alert">
          {failureMessage(course.error, { orField: true })}
        </Text>
      </>
    );
  }

  const lesson = currentLesson(course.data, lessonId);
  return (
    <>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {course.data.title}
        </Title>
        <Group gap="sm" wrap="nowrap" maw={480}>
          <Progress.Root style={{ flexGrow: 1 }}>
            <Progress.Section value={course.data.percent_completed} aria-label="Course progress" />
          </Progress.Root>
          <Text size="sm" style={{ flexShrink: 0 }}>
            {course.data.percent_completed}% complete
          </Text>
        </Group>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LessonNavigator course={course.data} currentLessonId={lesson?.id ?? null} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {lesson ? (
            // Keyed by lesson, so the player and the note start afresh on each lesson.
            <LessonView key={lesson.id} course={course.data} lesson={lesson} />
          ) : (
            <Text>This course has no lessons yet.</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function LessonView({ course, lesson }: { course: ClientCourseDetail; lesson: ClientLesson }) {
  const complete = useCompleteLesson();
  const navigate = useNavigate();
  const next = lessonAfter(course, lesson.id);

  // mutateAsync: the refetched marks may move the current lesson (and unmount this view) first.
  const completeLesson = async () => {
    try {
      const completion = await complete.mutateAsync(lesson.id);
      if (completion.first_completion) await navigate('/courses');
      else if (completion.next_lesson !== null) await navigate(lessonPath(course.id, completion.next_lesson));
    } catch (error) {
      notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });
    }
  };

  return (
    <Stack component="section" aria-label={lesson.title}>
      <Group justify="space-between" align="flex-start">
        <Title order={3}>{lesson.title}</Title>
        {lesson.completed ? (
          <Group gap="sm">
            <Badge color="green" variant="light" size="lg" leftSection={<IconCheck size={14} />}>
              Completed
            </Badge>
            {next && (
              <Button component={Link} to={lessonPath(course.id, next.id)} variant="light">
                Next Lesson
              </Button>
            )}
          </Group>
        ) : (
          <Button onClick={() => void completeLesson()} loading={complete.isPending}>
            Complete
          </Button>
        )}
      </Group>
      <LessonPlayer lesson={lesson} />
      <Tabs defaultValue="info">
        <Tabs.List>
          <Tabs.Tab value="info">Info</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
          <Tabs.Tab value="resources">Resources</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          {lesson.description ? (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{lesson.description}</Text>
          ) : (
            <Text c="dimmed">This lesson has no description.</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <LessonNoteForm courseId={course.id} lesson={lesson} />
        </Tabs.Panel>
        <Tabs.Panel value="resources" pt="md">
          <LessonResources resources={lesson.resources} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
