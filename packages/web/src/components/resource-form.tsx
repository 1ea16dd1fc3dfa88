import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../lib/api-client';
import { fieldErrors } from '../lib/api-errors';
import {
  RESOURCE_FORM_FIELDS,
  RESOURCE_TYPES,
  emptyResourceForm,
  resourceInput,
  validateResourceForm,
  type ResourceCallbacks,
  type ResourceFormValues,
  type ResourceInput,
  type ResourceType,
} from '../lib/resource-form';

/** The labels of the inputs, which each screen words its own way. */
export interface ResourceFormLabels {
  type: string;
  url: string;
  file: string;
  /** The hidden file input's own name. */
  fileInput: string;
}

interface ResourceFormProps {
  labels: ResourceFormLabels;
  /** Under the file input, with `accept` when the server takes only some kinds of file. */
  fileDescription?: string;
  accept?: string;
  saving: boolean;
  /** Sends the valid resource to the exercise's or the lesson's endpoint. */
  onSave: (input: ResourceInput, callbacks: ResourceCallbacks) => void;
  onSaved: () => void;
  /** The message of a failure that belongs to none of the form's fields. */
  failureMessage: (error: unknown) => string;
}

/** "Add a resource": an instruction with a link or a file; it empties itself once saved. */
export function ResourceForm({
  labels,
  fileDescription,
  accept,
  saving,
  onSave,
  onSaved,
  failureMessage,
}: ResourceFormProps) {
  const form = useForm<ResourceFormValues>({
    initialValues: emptyResourceForm(),
    validate: validateResourceForm,
  });
  const [generalError, setGeneralError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setGeneralError(null);
    onSave(resourceInput(values), {
      onSuccess: () => {
        onSaved();
        form.setValues({ ...emptyResourceForm(), type: values.type });
      },
      onError: (error) => {
        const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
        const shown = Object.fromEntries(
          Object.entries(errors).filter(([field]) => RESOURCE_FORM_FIELDS.includes(field)),
        );
        form.setErrors(shown);
        // 'No resources given' and other messages of no one field show above the button.
        if (Object.keys(shown).length === 0)
          setGeneralError(errors.non_field_errors ?? failureMessage(error));
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <form onSubmit={submit} noValidate aria-label="New resource">
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            Add a resource
          </Text>
          <Select
            comboboxProps={{ withinPortal: false }}
            label={labels.type}
            data={RESOURCE_TYPES}
            allowDeselect={false}
            value={form.values.type}
            onChange={(type) => {
              if (!type) return;
              form.setFieldValue('type', type as ResourceType);
              form.clearErrors();
            }}
          />
          <Textarea
            label="Instruction"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('instruction')}
          />
          {form.values.type === 'url' ? (
            <TextInput
              label={labels.url}
              withAsterisk
              placeholder="https://"
              {...form.getInputProps('url')}
            />
          ) : (
            <FileInput
              label={labels.file}
              withAsterisk
              description={fileDescription}
              placeholder="Choose a file"
              accept={accept}
              clearable
              fileInputProps={{ 'aria-label': labels.fileInput }}
              {...form.getInputProps('file')}
            />
          )}
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="sm" loading={saving}>
              Add Resource
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
