import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type Note } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { useDeferredZodSubmit } from '../../../lib/zod-form';
import { useTaskNotes } from '../api/get-task-notes';
import { NOTES_PATH, useSaveTaskNote, type TaskNoteFields } from '../api/save-task-note';
import { SAVED_ON_DEVICE, useOfflineWrites, type OfflineWrite } from '../../../lib/offline-queue';
import { SavedOnDevice } from '../../../components/saved-on-device';

const loadTaskNoteSchema = () => import('../utils/task-note-schema').then((module) => module.taskNoteSchema);

/**
 * Shared with the coach unless ticked private: notes on exercises are what the coach reads in
 * the client's exercise history, so sharing is the default here (the journal defaults the other way).
 */
const EMPTY_NOTE: TaskNoteFields = { title: '', text: '', private: false };

/** A note write waiting on the device: a new note on `taskId`, or an edit of one of its notes. */
function waitingNotes(writes: OfflineWrite[], taskId: number) {
  const waiting = writes.filter((write) => write.state === 'waiting');
  const added = waiting.filter(
    (write) =>
      write.method === 'POST' &&
      write.path === NOTES_PATH &&
      (write.body as { task?: number }).task === taskId,
  );
  const edits = new Map(
    waiting
      .filter((write) => write.method === 'PATCH' && write.path.startsWith(NOTES_PATH))
      .map((write) => [
        Number(write.path.slice(NOTES_PATH.length).replace('/', '')),
        write.body as TaskNoteFields,
      ]),
  );
  return { added, edits };
}

/**
 * The note panel: the task's notes, each editable, and a small form to add one. Notes written
 * offline show from the queue, marked, until they are sent.
 */
export function TaskNotes({ taskId, taskTitle }: { taskId: number; taskTitle: string }) {
  const notes = useTaskNotes(taskId);
  const { added, edits } = waitingNotes(useOfflineWrites(), taskId);
  const save = useSaveTaskNote(taskId);
  const [editing, setEditing] = useState<Note | null>(null);
  const form = useForm<TaskNoteFields>({ initialValues: EMPTY_NOTE });

  const edit = (note: Note | null) => {
    setEditing(note);
    form.setValues(note ? { title: note.title, text: note.text, private: note.private } : EMPTY_NOTE);
    form.clearErrors();
  };

  const submit = useDeferredZodSubmit(form, loadTaskNoteSchema, (fields) =>
    save.mutate(
      { noteId: editing?.id ?? null, fields },
      {
        onSuccess: (outcome) => {
          const synced = outcome.status === 'synced';
          notifications.show({
            color: synced ? 'green' : 'orange',
            message: synced ? CLIENT_MESSAGES.saved : SAVED_ON_DEVICE,
          });
          edit(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) form.setErrors(fieldErrors(error.body));
          notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });
        },
      },
    ),
  );

  return (
    <Stack gap="sm">
      {notes.isError ? (
        <Text size="sm" c="red">
          {failureMessage(notes.error, { orField: true })}
        </Text>
      ) : notes.data && notes.data.length === 0 && added.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        notes.data?.map((stored) => {
          const waiting = edits.get(stored.id);
          const note = waiting ? { ...stored, ...waiting } : stored;
          return (
            <Paper key={note.id} withBorder p="xs" radius="sm" component="section" aria-label={note.title}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={500} size="sm">
                      {note.title}
                    </Text>
                    {note.private && (
                      <Badge size="xs" variant="light" color="gray">
                        Private
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {note.text}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  {waiting && <SavedOnDevice />}
                  <Button size="compact-xs" variant="subtle" onClick={() => edit(note)}>
                    Edit
                  </Button>
                </Stack>
              </Group>
            </Paper>
          );
        })
      )}
      {added.map((write) => {
        const note = write.body as TaskNoteFields;
        return (
          <Paper key={write.id} withBorder p="xs" radius="sm" component="section" aria-label={note.title}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={500} size="sm">
                  {note.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.text}
                </Text>
              </Stack>
              <SavedOnDevice />
            </Group>
          </Paper>
        );
      })}
      <form onSubmit={submit} noValidate aria-label={`Note on ${taskTitle}`}>
        <Stack gap="xs">
          <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
          <Textarea label="Text" required autosize minRows={2} {...form.getInputProps('text')} />
          <Checkbox
            label="Private"
            description="Your coach never sees private notes."
            {...form.getInputProps('private', { type: 'checkbox' })}
          />
          <Group gap="xs">
            <Button type="submit" size="xs" loading={save.isPending}>
              {editing ? 'Save Note' : 'Add Note'}
            </Button>
            {editing && (
              <Button size="xs" variant="default" onClick={() => edit(null)}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
