import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCreatePulseSurvey } from '../api/create-pulse-survey';
import { formFieldErrors, showFailure } from '../utils/messages';
import { newSurveyRequestBody, validateNewSurvey } from '../utils/survey-form';
import { failureMessage } from '../../../lib/api-errors';

/** /pulse-surveys-new: asks the name, saves, goes to the detail to add graphs and statements. */
export function NewPulseSurveyPage({ title }: { title: string }) {
  const create = useCreatePulseSurvey();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { name: '' }, validate: validateNewSurvey });

  const submit = form.onSubmit((values) =>
    create.mutate(newSurveyRequestBody(values), {
      onSuccess: (survey) => void navigate(`/pulse-surveys/${survey.id}`),
      onError: (error) => {
        const errors = formFieldErrors(error, ['name']);
        if (errors.name) form.setErrors(errors);
        else showFailure(failureMessage(error));
      },
    }),
  );

  return (
    <Stack maw={560}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate aria-label="New pulse survey">
          <Stack>
            <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
