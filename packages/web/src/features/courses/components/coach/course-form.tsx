import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, type CourseWrite } from '@tandem/shared';
import {
  COURSE_FORM_FIELDS,
  courseRequestBody,
  validateCourseForm,
  type CourseFormValues,
} from '../../utils/course-form';
import { formSaveFailure, showSaveFailure } from '../../utils/messages';

interface CourseFormProps {
  initialValues: CourseFormValues;
  /** Managed courses: the fields show, disabled, with no Save. */
  readOnly?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Sends the body; the promise's failure puts field errors under the fields. */
  onSave: (body: CourseWrite) => Promise<unknown>;
}

/** A course's title, description, who may take it (public or chosen clients) and whether it is published. */
export function CourseForm({
  initialValues,
  readOnly = false,
  submitLabel,
  pending,
  onSave,
}: CourseFormProps) {
  const form = useForm<CourseFormValues>({ initialValues, validate: validateCourseForm });

  const submit = form.onSubmit((values) =>
    onSave(courseRequestBody(values))
      .then(() => form.resetDirty())
      .catch((error: unknown) =>
        showSaveFailure(formSaveFailure(error, COURSE_FORM_FIELDS, MESSAGES.serverError), form.setErrors),
      ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Course">
      <Stack>
        <TextInput label="Title" withAsterisk disabled={readOnly} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={3}
          disabled={readOnly}
          {...form.getInputProps('description')}
        />
        <Switch
          label="Public"
          description={form.values.public ? 'All my clients' : 'Only clients I choose'}
          disabled={readOnly}
          {...form.getInputProps('public', { type: 'checkbox' })}
        />
        <Switch
          label="Published"
          description={form.values.published ? 'Clients can see it' : 'A draft only you can see'}
          disabled={readOnly}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        {!readOnly && (
          <Group>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
