import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isFileLesson, type CourseModule, type LessonType, type ModuleLesson } from '@tandem/shared';
import { DeferredModal } from '../../../../components/deferred-modal';
import { useSaveModuleLesson } from '../../api/module-lessons';
import {
  LESSON_FILE_ACCEPT,
  LESSON_FORM_FIELDS,
  LESSON_TYPE_OPTIONS,
  lessonFormData,
  lessonFormValues,
  validateLessonForm,
  type LessonFormValues,
} from '../../utils/lesson-form';
import { lessonSaveFailure, showSaved } from '../../utils/messages';
import { LessonResources } from './lesson-resources';

interface LessonModalProps {
  module: CourseModule;
  /** The lesson to change, or null for a new one. */
  lesson: ModuleLesson | null;
  onClose: () => void;
}

/** Adds or changes a lesson; an existing lesson's resources are listed below its form. */
export function LessonModal({ module, lesson, onClose }: LessonModalProps) {
  return (
    <DeferredModal opened onClose={onClose} title={lesson ? 'Edit Lesson' : 'New Lesson'} size="lg">
      <Stack>
        <LessonForm module={module} lesson={lesson} onSaved={onClose} />
        {lesson && (
          <>
            <Divider />
            <LessonResources module={module} lesson={lesson} />
          </>
        )}
      </Stack>
    </DeferredModal>
  );
}

function LessonForm({
  module,
  lesson,
  onSaved,
}: {
  module: CourseModule;
  lesson: ModuleLesson | null;
  onSaved: () => void;
}) {
  const storedFile = lesson?.file ?? null;
  const hasStoredFile = storedFile !== null && lesson !== null && isFileLesson(lesson.type);
  const form = useForm<LessonFormValues>({
    initialValues: lessonFormValues(lesson),
    validate: (values) => validateLessonForm(values, hasStoredFile),
  });
  const save = useSaveModuleLesson(module, lesson?.id ?? null);
  /** The share of the file sent so far, while a file goes up. */
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Closing the modal cancels an upload still on its way.
  useEffect(() => () => upload.current?.abort(), []);

  const type = form.values.type;
  const fileType = type !== null && isFileLesson(type);

  const submit = form.onSubmit((values) => {
    setError(null);
    const controller = new AbortController();
    upload.current = controller;
    const sendsFile = values.type !== null && isFileLesson(values.type) && values.file !== null;
    setProgress(sendsFile ? 0 : null);
    save.mutate(
      {
        formData: lessonFormData(values, lesson ? null : module.id),
        onProgress: sendsFile ? setProgress : undefined,
        signal: controller.signal,
      },
      {
        onSuccess: () => {
          showSaved();
          onSaved();
        },
        onError: (failure) => {
          if (controller.signal.aborted) return;
          const { fields, message } = lessonSaveFailure(failure, LESSON_FORM_FIELDS);
          form.setErrors(fields);
          setError(message);
        },
        onSettled: () => {
          upload.current = null;
          setProgress(null);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Lesson">
      <Stack>
        <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Select
          comboboxProps={{ withinPortal: false }}
          label="Type"
          withAsterisk
          placeholder="Select a type"
          data={LESSON_TYPE_OPTIONS}
          allowDeselect={false}
          value={type}
          error={form.errors.type}
          onChange={(value) => {
            if (!value) return;
            form.setFieldValue('type', value as LessonType);
            // A file chosen for another type would not match this one.
            form.setFieldValue('file', null);
            form.clearErrors();
          }}
        />
        {type !== null &&
          (fileType ? (
            <FileInput
              key={type}
              label="File"
              withAsterisk={!hasStoredFile}
              description={
                hasStoredFile && storedFile
                  ? `Current file: ${lesson?.file_name ?? storedFile.name}. Choose a file to replace it (max 1GB).`
                  : 'Max 1GB'
              }
              placeholder="Choose a file"
              accept={LESSON_FILE_ACCEPT[type]}
              clearable
              fileInputProps={{ 'aria-label': 'Lesson file' }}
              {...form.getInputProps('file')}
            />
          ) : (
            <TextInput
              label="URL"
              withAsterisk
              placeholder="https://"
              description={type === 'youtube' ? 'The YouTube link of the video' : 'The web page to show'}
              {...form.getInputProps('iframe_url')}
            />
          ))}
        <Switch
          label="Published"
          // Says what off means, so a new lesson is not left a draft without the coach knowing.
          description={
            form.values.published
              ? 'Clients with the course see this lesson.'
              : 'A draft: clients do not see this lesson until you publish it.'
          }
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                Uploading… {Math.round(progress * 100)}%
              </Text>
              <Button size="xs" variant="subtle" color="gray" onClick={() => upload.current?.abort()}>
                Cancel upload
              </Button>
            </Group>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
