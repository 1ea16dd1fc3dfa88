import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, commitmentWriteSchema } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateCommitment } from '../api/create-commitment';
import { localToday } from '../utils/format-date';

interface CommitmentValues {
  title: string;
  description: string;
  /** YYYY-MM-DD; null only while the coach is clearing the input. */
  due_date: string | null;
}

const FIELDS = ['title', 'description', 'due_date'] as const;

/** The form's fields checked with the shared schema (the client id is not the coach's to type). */
const commitmentFieldsSchema = commitmentWriteSchema.pick({ title: true, description: true });

// Spec: due_date defaults to today. This is the coach's today; the server would use the client's
// only when no date is sent, and the form always sends one so the coach sees what is saved.
const emptyCommitment = (): CommitmentValues => ({ title: '', description: '', due_date: localToday() });

/** Adds a commitment for the client (POST coaches/commitments/); the due date starts at today. */
export function CommitmentForm({ clientId }: { clientId: number }) {
  const create = useCreateCommitment(clientId);
  const form = useForm<CommitmentValues>({
    initialValues: emptyCommitment(),
    validate: zodValidate(commitmentFieldsSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({
        client: clientId,
        title: values.title.trim(),
        description: values.description.trim(),
        due_date: values.due_date ?? localToday(),
      });
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
      form.setValues(emptyCommitment());
      form.resetDirty();
    } catch (error) {
      const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
      const shown = Object.fromEntries(
        FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]]),
      );
      if (Object.keys(shown).length > 0) form.setErrors(shown);
      else notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="New commitment">
        <Stack gap="sm">
          <Text fw={500}>New commitment</Text>
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <DateInput
            label="Due date"
            valueFormat="MMM D, YYYY"
            popoverProps={{ withinPortal: false }}
            {...form.getInputProps('due_date')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Add Commitment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
