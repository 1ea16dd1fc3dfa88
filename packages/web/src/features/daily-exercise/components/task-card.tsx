import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Anchor, Badge, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPaperclip, IconPlayerSkipForward } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { MAX_TASK_ATTACHMENT_BYTES, type Task } from '@tandem/shared';
import { useRecordExercise } from '../api/record-exercise';
import { taskPath, useUpdateTask } from '../api/update-task';
import { useRaffle } from '../../rewards';
import { STATUS_LABELS, taskStatus, taskSubtitle, taskTitle, type TaskStatus } from '../utils/task-view';
import { TaskDetails } from './task-details';
import { failureMessage } from '../../../lib/api-errors';
import { useWaitingWrite } from '../../../lib/offline-queue';
import { SavedOnDevice } from '../../../components/saved-on-device';

// The note panel (its notes, Mantine's form and the note's rules) loads when a card's note first
// opens: the daily exercise comes with the app's entry, which every page loads, and most visits
// tick and skip (issue 21).
const TaskNotes = lazy(() => import('./task-notes').then((module) => ({ default: module.TaskNotes })));

/** The card's panel (spec): details, note, or closed. */
type Panel = 'details' | 'note' | null;

const STATUS_COLORS: Record<TaskStatus, string> = { open: 'blue', completed: 'green', skipped: 'gray' };

/** What a completion may carry (spec FAQ: PDF and MP4 are hosted; images too, as proof of an exercise). */
const ATTACHMENT_TYPES = 'application/pdf,video/mp4,image/*';

const showError = (error: unknown) =>
  notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });

/** Said before uploading a file the server would refuse for its size. */
export const FILE_TOO_LARGE = `The file is too large: attach one of at most ${MAX_TASK_ATTACHMENT_BYTES / (1024 * 1024)} MB.`;

/**
 * One task of today's list: its colour, title, area (or habit time) and status; toggles for the
 * details and note panel; and, while it is open, Complete, Skip and completing with a file (once
 * skipped, Undo Skip).
 */
export function TaskCard({ task }: { task: Task }) {
  const titleId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const update = useUpdateTask();
  const record = useRecordExercise();
  const resetFile = useRef<() => void>(null);
  const status = taskStatus(task);
  const title = taskTitle(task);
  const busy = update.isPending || record.isPending;
  // A change made offline shows at once (update-task.ts) and is marked until it is sent.
  const savedOnDevice = useWaitingWrite(taskPath(task.id));

  const toggle = (target: Exclude<Panel, null>) =>
    setPanel((current) => (current === target ? null : target));
  const offerRaffle = useRaffle();
  const complete = () =>
    update.mutate(
      { id: task.id, patch: { completed: true }, title },
      {
        // The raffle asks the server: only once the completion reached it.
        onSuccess: (outcome) => {
          if (outcome.status === 'synced') offerRaffle('task', task.id);
        },
        onError: showError,
      },
    );
  const skip = (ignored: boolean) =>
    update.mutate({ id: task.id, patch: { ignored }, title }, { onError: showError });
  const completeWithFile = (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    if (file.size > MAX_TASK_ATTACHMENT_BYTES) {
      notifications.show({ color: 'red', message: FILE_TOO_LARGE });
      return;
    }
    record.mutate(
      { exercise: task.id, completed: true, file },
      { onSuccess: () => offerRaffle('task', task.id), onError: showError },
    );
  };

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      style={{ borderLeft: `6px solid ${task.color}` }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {taskSubtitle(task)}
            </Text>
          </Stack>
          {/* The badges keep their width: the title wraps instead (a cut "To do" says nothing). */}
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {savedOnDevice && <SavedOnDevice />}
            <Badge color={STATUS_COLORS[status]} variant="light">
              {STATUS_LABELS[status]}
            </Badge>
          </Group>
        </Group>
        {task.attachment && (
          <Text size="sm">
            Attached:{' '}
            <Anchor href={task.attachment.url} target="_blank" rel="noopener noreferrer">
              {task.attachment.file_name}
            </Anchor>
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant={panel === 'details' ? 'light' : 'subtle'}
            aria-pressed={panel === 'details'}
            onClick={() => toggle('details')}
          >
            Details
          </Button>
          <Button
            size="xs"
            variant={panel === 'note' ? 'light' : 'subtle'}
            aria-pressed={panel === 'note'}
            onClick={() => toggle('note')}
          >
            Note
          </Button>
          {status === 'open' && (
            <Group gap="xs" ml="auto">
              <Button size="xs" leftSection={<IconCheck size={14} />} onClick={complete} loading={busy}>
                Complete
              </Button>
              <FileButton
                onChange={completeWithFile}
                accept={ATTACHMENT_TYPES}
                resetRef={resetFile}
                inputProps={{ 'aria-label': `File for ${title}` }}
              >
                {(props) => (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPaperclip size={14} />}
                    disabled={busy}
                    title="Complete it with a file attached"
                    {...props}
                  >
                    Attach a file
                  </Button>
                )}
              </FileButton>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerSkipForward size={14} />}
                onClick={() => skip(true)}
                disabled={busy}
              >
                Skip
              </Button>
            </Group>
          )}
          {status === 'skipped' && (
            <Button size="xs" variant="default" ml="auto" onClick={() => skip(false)} loading={busy}>
              Undo Skip
            </Button>
          )}
        </Group>
        {panel === 'details' && <TaskDetails task={task} />}
        {panel === 'note' && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the notes" />}>
            <TaskNotes taskId={task.id} taskTitle={title} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
