import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { cohortWriteSchema } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateCohort } from '../api/create-cohort';

/** /cohorts/new: asks for a name, creates the cohort and goes on to its edit page to add clients. */
export function NewCohortPage() {
  const create = useCreateCohort();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { name: '' }, validate: zodValidate(cohortWriteSchema) });

  const submit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name.trim() },
      {
        onSuccess: (cohort) => navigate(`/cohorts/edit/${cohort.id}`),
        onError: (error) => {
          const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
          if (errors.name) form.setFieldError('name', errors.name);
          else notifications.show({ color: 'red', message: failureMessage(error) });
        },
      },
    ),
  );

  return (
    <Stack maw={560}>
      <Title order={1} size="h2">
        New Cohort
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Name" {...form.getInputProps('name')} data-autofocus />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
