import { Link, useParams } from 'react-router';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { COURSE_MESSAGES, type Course } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { ApiError } from '../../../../lib/api-client';
import { useCoachCourse } from '../../api/get-coach-course';
import { useUpdateCourse } from '../../api/save-course';
import { courseFormValues } from '../../utils/course-form';
import { showSaved } from '../../utils/messages';
import { ManagedBadge, PublishedBadge } from './content-badges';
import { CourseClientsSection } from './course-clients-section';
import { CourseForm } from './course-form';
import { CourseImage } from './course-image';
import { CourseModulesSection } from './course-modules-section';
import { DeleteCourseButton } from './delete-course-button';
import { failureMessage } from '../../../../lib/api-errors';
import { idParam } from '../../../../lib/route-params';

/** /coach-courses/{id}: the course's settings and image, its modules, who may take it, delete. */
export function CoachCourseDetailPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  return (
    <Stack maw={1100}>
      <Anchor component={Link} to="/coach-courses" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          Courses
        </Group>
      </Anchor>
      {id === null ? <NotFound title={title} /> : <CourseDetail key={id} id={id} title={title} />}
    </Stack>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{COURSE_MESSAGES.courseNotFound}</Text>
    </>
  );
}

function CourseDetail({ id, title }: { id: number; title: string }) {
  const course = useCoachCourse(id);
  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return <NotFound title={title} />;
    return <Text c="red">{failureMessage(course.error)}</Text>;
  }
  const loaded = course.data;
  const readOnly = !loaded.editable;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            {loaded.title}
          </Title>
          <PublishedBadge published={loaded.published} />
          {readOnly && <ManagedBadge />}
        </Group>
        {!readOnly && <DeleteCourseButton course={loaded} />}
      </Group>
      {readOnly && (
        <Alert color="gray" title="Managed by your company">
          {COURSE_MESSAGES.readOnly} Your clients can take it, but you cannot change it.
        </Alert>
      )}
      <CourseSettings course={loaded} />
      <CourseModulesSection course={loaded} />
      <CourseClientsSection course={loaded} />
    </Stack>
  );
}

function CourseSettings({ course }: { course: Course }) {
  const update = useUpdateCourse(course.id);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="course-settings">
      <Stack>
        <Title order={3} size="h4" id="course-settings">
          Settings
        </Title>
        <CourseForm
          initialValues={courseFormValues(course)}
          readOnly={!course.editable}
          submitLabel="Save"
          pending={update.isPending}
          onSave={async (body) => {
            await update.mutateAsync(body);
            showSaved();
          }}
        />
        <CourseImage course={course} />
      </Stack>
    </Paper>
  );
}
