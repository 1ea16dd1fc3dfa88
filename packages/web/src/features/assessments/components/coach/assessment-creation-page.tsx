import { useNavigate } from 'react-router';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createAssessmentSchema } from '@tandem/shared';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../../lib/api-errors';
import { zodValidate } from '../../../../lib/zod-form';
import { useAssessmentAttributes, useCreateAssessment } from '../../api/coach-assessments';

interface Values {
  name: string;
  description: string;
  instructions: string;
  attributes: string[];
  public: boolean;
}

/** /coach/assessment/creation: a custom assessment from attributes (name and description required). */
export function AssessmentCreationPage({ title }: { title: string }) {
  const attributes = useAssessmentAttributes();
  const create = useCreateAssessment();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { name: '', description: '', instructions: '', attributes: [], public: false },
    validate: (values) =>
      zodValidate(createAssessmentSchema)({ ...values, attributes: values.attributes.map(Number) }),
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, attributes: values.attributes.map(Number) },
      {
        onSuccess: (assessment) => {
          notifications.show({ color: 'green', message: `${assessment.name} was added to your library.` });
          navigate('/coach/assessment-library');
        },
        onError: (error) => {
          const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
          if (Object.keys(errors).length) form.setErrors(errors);
          else notifications.show({ color: 'red', message: failureMessage(error) });
        },
      },
    ),
  );

  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Name" required {...form.getInputProps('name')} data-autofocus />
            <Textarea
              label="Description"
              required
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <Textarea
              label="Instructions"
              description="Shown before the first question"
              autosize
              minRows={2}
              {...form.getInputProps('instructions')}
            />
            <MultiSelect
              label="Attributes"
              description="Each attribute brings its questions, in the order you choose them"
              placeholder="Choose attributes"
              searchable
              data={(attributes.data ?? []).map((attribute) => ({
                value: String(attribute.id),
                label: `${attribute.name} (${attribute.num_of_questions} questions)`,
              }))}
              disabled={attributes.isPending}
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('attributes')}
            />
            <Checkbox
              label="Share with the other coaches of my company"
              {...form.getInputProps('public', { type: 'checkbox' })}
            />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create Assessment
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
