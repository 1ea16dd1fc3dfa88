import { Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@tandem/shared';
import { DeferredModal } from '../../components/deferred-modal';
import { closeUpgradeNotice, useUpgradeNoticeOpen } from '../guards/upgrade-notice';

/** 'Please upgrade': opened by the coach guard when the user's features do not grant a route. */
export function UpgradeModal() {
  const opened = useUpgradeNoticeOpen();
  return (
    <DeferredModal opened={opened} onClose={closeUpgradeNotice} title="Please upgrade">
      <Text>{MESSAGES.upgrade}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={closeUpgradeNotice}>OK</Button>
      </Group>
    </DeferredModal>
  );
}
