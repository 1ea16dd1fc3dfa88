import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, cohortWriteSchema, type Cohort } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useUpdateCohort } from '../api/update-cohort';

/** Renames the cohort (PATCH coaches/cohorts/{id}/). */
export function CohortNameForm({ cohort }: { cohort: Cohort }) {
  const update = useUpdateCohort(cohort.id);
  const form = useForm({ initialValues: { name: cohort.name }, validate: zodValidate(cohortWriteSchema) });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { name: values.name.trim() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved }),
        onError: (error) => {
          const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
          if (errors.name) form.setFieldError('name', errors.name);
          else notifications.show({ color: 'red', message: failureMessage(error) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" {...form.getInputProps('name')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
