import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
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
import type { CourseModule, LessonResource, ModuleLesson } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { useCreateLessonResource, useDeleteLessonResource } from '../api/lesson-resources';
import { failureMessage, showDeleted, showFailure, showSaved } from '../utils/messages';
import {
  RESOURCE_FORM_FIELDS,
  RESOURCE_TYPES,
  validateResourceForm,
  type ResourceFormValues,
  type ResourceType,
} from '../utils/resource-form';

/** The lesson's resources (an instruction with a link or a file to download), with add and delete. */
export function LessonResources({ module, lesson }: { module: CourseModule; lesson: ModuleLesson }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="lesson-resources">
      <Title order={4} id="lesson-resources">
        Resources
      </Title>
      {lesson.resources.length === 0 ? (
        <Text size="sm" c="dimmed">
          No resources yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-label="Resources" style={listReset}>
          {lesson.resources.map((resource) => (
            <ResourceRow key={resource.id} module={module} resource={resource} />
          ))}
        </Stack>
      )}
      <NewResourceForm module={module} lessonId={lesson.id} />
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

function ResourceRow({ module, resource }: { module: CourseModule; resource: LessonResource }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLessonResource(module);
  const href = resource.file?.url ?? resource.url;
  const linkText = resource.file?.name ?? resource.url;

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
        {confirming ? (
          // A second click confirms: a modal over the lesson's modal would trap focus twice.
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
        )}
      </Group>
    </Paper>
  );
}

const emptyResource = (): ResourceFormValues => ({ type: 'url', instruction: '', url: '', file: null });

function NewResourceForm({ module, lessonId }: { module: CourseModule; lessonId: number }) {
  const create = useCreateLessonResource(module);
  const form = useForm<ResourceFormValues>({
    initialValues: emptyResource(),
    validate: validateResourceForm,
  });
  const [generalError, setGeneralError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setGeneralError(null);
    const base = { lesson: lessonId, instruction: values.instruction.trim() };
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
            label="Resource type"
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
              label="Resource URL"
              withAsterisk
              placeholder="https://"
              {...form.getInputProps('url')}
            />
          ) : (
            <FileInput
              label="Resource file"
              withAsterisk
              placeholder="Choose a file"
              clearable
              fileInputProps={{ 'aria-label': 'Resource file to upload' }}
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
