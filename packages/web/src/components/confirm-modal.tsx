import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from './deferred-modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is removed or given up (a goal, a cohort, a journal entry). */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
