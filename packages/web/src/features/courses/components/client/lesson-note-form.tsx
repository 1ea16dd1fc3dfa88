import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, journalEntryWriteSchema, type ClientLesson } from '@tandem/shared';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../../lib/api-errors';
import { zodValidate } from '../../../../lib/zod-form';
import { useSaveLessonNote, type LessonNoteFields } from '../../api/save-lesson-note';

// A lesson note needs a title and a text, like a journal entry.
const validate = zodValidate<LessonNoteFields>(journalEntryWriteSchema.pick({ title: true, text: true }));

/**
 * The client's note on the lesson: written once, then edited. Shared unless ticked private,
 * because the coach reads shared lesson notes as the client's homework.
 */
export function LessonNoteForm({ courseId, lesson }: { courseId: number; lesson: ClientLesson }) {
  const save = useSaveLessonNote(courseId, lesson.id);
  // The note this form edits: the lesson's, or the one it has just written.
  const [noteId, setNoteId] = useState(lesson.note?.id ?? null);
  const form = useForm<LessonNoteFields>({
    initialValues: {
      title: lesson.note?.title ?? '',
      text: lesson.note?.text ?? '',
      private: lesson.note?.private ?? false,
    },
    validate,
  });

  const submit = form.onSubmit((fields) =>
    save.mutate(
      { noteId, fields },
      {
        onSuccess: (note) => {
          setNoteId(note.id);
          notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) form.setErrors(fieldErrors(error.body));
          notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Note on ${lesson.title}`}>
      <Stack gap="xs">
        <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
        <Textarea label="Text" required autosize minRows={4} {...form.getInputProps('text')} />
        <Checkbox
          label="Private"
          description="Your coach never sees private notes."
          {...form.getInputProps('private', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
