import { useNavigate } from 'react-router';
import { Paper, Stack, Title } from '@mantine/core';
import { useCreateCourse } from '../../api/save-course';
import { courseFormValues } from '../../utils/course-form';
import { showSaved } from '../../utils/messages';
import { CourseForm } from './course-form';

/** /courses/new: a course's settings; saving goes on to its page to add modules and clients. */
export function NewCoursePage({ title }: { title: string }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <CourseForm
          initialValues={courseFormValues(null)}
          submitLabel="Save"
          pending={create.isPending}
          onSave={async (body) => {
            const course = await create.mutateAsync(body);
            showSaved();
            await navigate(`/coach-courses/${course.id}`);
          }}
        />
      </Paper>
    </Stack>
  );
}
