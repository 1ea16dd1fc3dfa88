import { Button, Group, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/deferred-modal';

/** Says the invitation or plan is no longer active; closing it (either way) calls `onClose`. */
export function OfferingInactiveModal({
  opened,
  message,
  onClose,
}: {
  opened: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <DeferredModal opened={opened} onClose={onClose} withCloseButton={false} centered title="Sign Up">
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </DeferredModal>
  );
}
