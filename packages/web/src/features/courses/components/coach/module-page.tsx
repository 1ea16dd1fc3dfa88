import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { COURSE_MESSAGES, MESSAGES, type CourseModule } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { useCourseModule, useSaveCourseModule } from '../../api/course-modules';
import { useCoachCourse } from '../../api/get-coach-course';
import { moduleFormValues } from '../../utils/course-form';
import { showSaved } from '../../utils/messages';
import { ManagedBadge, PublishedBadge } from './content-badges';
import { LessonsSection } from './lessons-section';
import { ModuleForm } from './module-form';
import { idParam } from '../../../../lib/route-params';

/**
 * /courses/{course_id}/modules/new (a new module of that course) and /courses/modules/{id} (a
 * module with its lessons).
 */
export function ModulePage({ title }: { title: string }) {
  const params = useParams();
  const moduleId = idParam(params.id);
  const courseId = idParam(params.course_id);
  if (moduleId !== null) return <EditModule key={moduleId} id={moduleId} title={title} />;
  if (courseId !== null) return <NewModule key={courseId} courseId={courseId} title={title} />;
  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{MESSAGES.notFound}</Text>
    </Stack>
  );
}

/** A link back to the module's course, named after it once it has loaded. */
function BackToCourse({ courseId }: { courseId: number }) {
  const course = useCoachCourse(courseId);
  return (
    <Anchor component={Link} to={`/coach-courses/${courseId}`} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {course.data?.title ?? 'Course'}
      </Group>
    </Anchor>
  );
}

function NewModule({ courseId, title }: { courseId: number; title: string }) {
  const save = useSaveCourseModule(courseId, null);
  const navigate = useNavigate();
  return (
    <Stack maw={900}>
      <BackToCourse courseId={courseId} />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <ModuleForm
          initialValues={moduleFormValues(null)}
          pending={save.isPending}
          onSave={(body) => save.mutateAsync(body)}
          onSaved={(module) => {
            showSaved();
            // Lessons are added to a saved module, on its own page.
            void navigate(`/courses/modules/${module.id}`, { replace: true });
          }}
        />
      </Paper>
    </Stack>
  );
}

function EditModule({ id, title }: { id: number; title: string }) {
  const module = useCourseModule(id);
  if (module.isPending) return <PageLoader />;
  if (module.isError) {
    return (
      <Stack maw={900}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="red">{COURSE_MESSAGES.moduleError}</Text>
      </Stack>
    );
  }
  return <ModuleDetail module={module.data} />;
}

function ModuleDetail({ module }: { module: CourseModule }) {
  const save = useSaveCourseModule(module.course, module.id);
  const readOnly = !module.editable;
  return (
    <Stack maw={900} gap="lg">
      <BackToCourse courseId={module.course} />
      <Group gap="sm">
        <Title order={1} size="h2">
          {module.title}
        </Title>
        <PublishedBadge published={module.published} />
        {readOnly && <ManagedBadge />}
      </Group>
      {readOnly && (
        <Alert color="gray" title="Managed by your company">
          {COURSE_MESSAGES.readOnly}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <ModuleForm
          initialValues={moduleFormValues(module)}
          readOnly={readOnly}
          pending={save.isPending}
          onSave={(body) => save.mutateAsync(body)}
          onSaved={showSaved}
        />
      </Paper>
      <LessonsSection module={module} />
    </Stack>
  );
}
