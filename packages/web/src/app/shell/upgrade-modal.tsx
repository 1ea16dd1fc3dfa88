import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@tandem/shared';
import { DeferredModal } from '../../components/deferred-modal';
import { closeUpgradeNotice, useUpgradeNoticeOpen } from '../guards/upgrade-notice';

/**
 * 'Please upgrade': opened by the coach guard when the user's features do not grant a route. A
 * coach who buys their own plan is offered the plans (`plansPath`, Settings' Plan section).
 */
export function UpgradeModal({ plansPath }: { plansPath: string | null }) {
  const opened = useUpgradeNoticeOpen();
  const navigate = useNavigate();
  return (
    <DeferredModal opened={opened} onClose={closeUpgradeNotice} title="Please upgrade">
      <Text>{MESSAGES.upgrade}</Text>
      <Group justify="flex-end" mt="md">
        {plansPath && (
          <Button
            variant="default"
            onClick={() => {
              closeUpgradeNotice();
              void navigate(plansPath);
            }}
          >
            See plans
          </Button>
        )}
        <Button onClick={closeUpgradeNotice}>OK</Button>
      </Group>
    </DeferredModal>
  );
}
