import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink, IconPaperclip } from '@tabler/icons-react';
import type { ExerciseResource } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import {
  useCreateExerciseResource,
  useDeleteExerciseResource,
  useExerciseResources,
} from '../api/exercise-resources';
import { failureMessage, showDeleted, showFailure, showSaved } from '../utils/messages';
import {
  RESOURCE_FORM_FIELDS,
  RESOURCE_TYPES,
  validateResourceForm,
  type ResourceFormValues,
  type ResourceType,
} from '../utils/resource-form';

/** The files the server hosts (spec FAQ: only PDF and MP4 files). */
const RESOURCE_FILE_ACCEPT = 'application/pdf,video/mp4,.pdf,.mp4';

interface ExerciseResourcesProps {
  programId: number;
  exerciseId: number;
  readOnly: boolean;
}

/** The exercise's resources (an instruction with a link or a file), with add and delete. */
export function ExerciseResources({ programId, exerciseId, readOnly }: ExerciseResourcesProps) {
  const resources = useExerciseResources(exerciseId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="exercise-resources">
      <Title order={4} id="exercise-resources">
        Resources
      </Title>
      {resources.isPending ? (
        <Loader size="sm" aria-label="Loading resources" />
      ) : resources.isError ? (
        <Text c="red">{failureMessage(resources.error)}</Text>
      ) : resources.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No resources yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-label="Resources" style={listReset}>
          {resources.data.map((resource) => (
            <ResourceRow key={resource.id} programId={programId} resource={resource} readOnly={readOnly} />
          ))}
        </Stack>
      )}
      {!readOnly && <NewResourceForm programId={programId} exerciseId={exerciseId} />}
    </Stack>
  );
}

function ResourceRow({
  programId,
  resource,
  readOnly,
}: {
  programId: number;
  resource: ExerciseResource;
  readOnly: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteExerciseResource(programId, resource.exercise);
  const href = resource.file ?? resource.url;
  const linkText = resource.file ? (resource.file_name ?? 'Download') : resource.url;

  const confirm = () =>
    remove.mutate(resource.id, {
      onSuccess: showDeleted,
      onError: (error) => {
        setConfirming(false);
        showFailure(failureMessage(error));
      },
    });

  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={resource.instruction}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm">{resource.instruction}</Text>
          {href && (
            <Group gap={4} wrap="nowrap">
              {resource.file ? <IconPaperclip size={14} /> : <IconLink size={14} />}
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" truncate>
                {linkText}
              </Anchor>
            </Group>
          )}
        </Stack>
        {!readOnly &&
          (confirming ? (
            // A second click confirms: a modal over the exercise's modal would trap focus twice.
            <Group gap={4} wrap="nowrap">
              <Button size="xs" color="red" loading={remove.isPending} onClick={confirm}>
                Confirm delete
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </Group>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Delete resource ${resource.instruction}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          ))}
      </Group>
    </Paper>
  );
}

const emptyResource = (): ResourceFormValues => ({ type: 'url', instruction: '', url: '', file: null });

function NewResourceForm({ programId, exerciseId }: { programId: number; exerciseId: number }) {
  const create = useCreateExerciseResource(programId, exerciseId);
  const form = useForm<ResourceFormValues>({
    initialValues: emptyResource(),
    validate: validateResourceForm,
  });
  const [generalError, setGeneralError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setGeneralError(null);
    const base = { exercise: exerciseId, instruction: values.instruction.trim() };
    const input =
      values.type === 'file' && values.file
        ? { ...base, type: 'file' as const, file: values.file }
        : { ...base, type: 'url' as const, url: values.url.trim() };
    create.mutate(input, {
      onSuccess: () => {
        showSaved();
        form.setValues({ ...emptyResource(), type: values.type });
      },
      onError: (error) => {
        const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
        const shown = Object.fromEntries(
          Object.entries(errors).filter(([field]) =>
            (RESOURCE_FORM_FIELDS as readonly string[]).includes(field),
          ),
        );
        form.setErrors(shown);
        // 'No resources given' and other messages of no one field show above the button.
        if (Object.keys(shown).length === 0)
          setGeneralError(errors.non_field_errors ?? failureMessage(error));
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <form onSubmit={submit} noValidate aria-label="New resource">
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            Add a resource
          </Text>
          <Select
            comboboxProps={{ withinPortal: false }}
            label="Type"
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
            <TextInput label="URL" withAsterisk placeholder="https://" {...form.getInputProps('url')} />
          ) : (
            <FileInput
              label="File"
              withAsterisk
              description="A PDF or an MP4 video"
              placeholder="Choose a file"
              accept={RESOURCE_FILE_ACCEPT}
              clearable
              fileInputProps={{ 'aria-label': 'File to upload' }}
              {...form.getInputProps('file')}
            />
          )}
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="sm" loading={create.isPending}>
              Add Resource
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
