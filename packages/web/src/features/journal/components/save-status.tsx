import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff, IconPencil } from '@tabler/icons-react';
import type { DraftStatus } from '../hooks/use-journal-draft';

const LABELS: Record<DraftStatus, string | null> = {
  empty: null,
  incomplete: 'Not saved — a title and text are needed',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved yet — will retry',
};

const ICONS: Record<DraftStatus, ReactNode> = {
  empty: null,
  incomplete: <IconPencil size={14} />,
  unsaved: <IconPencil size={14} />,
  saving: <Loader size={12} />,
  saved: <IconCheck size={14} />,
  failed: <IconCloudOff size={14} />,
};

/** The quiet line that says whether the server has what the editor shows. */
export function SaveStatus({ status }: { status: DraftStatus }) {
  const label = LABELS[status];
  return (
    <Group gap={6} role="status" aria-live="polite" c="dimmed" wrap="nowrap">
      {label && ICONS[status]}
      {label && <Text size="sm">{label}</Text>}
    </Group>
  );
}
