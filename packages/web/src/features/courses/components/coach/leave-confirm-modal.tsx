import { Button, Group, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { COURSE_MESSAGES } from '@tandem/shared';
import { DeferredModal } from '../../../../components/deferred-modal';

/** Asks whether to leave a page with unsaved changes: Stay cancels the navigation, Leave lets it go. */
export function LeaveConfirmModal({ blocker }: { blocker: Blocker }) {
  const stay = () => blocker.reset?.();
  return (
    <DeferredModal opened={blocker.state === 'blocked'} onClose={stay} title="Unsaved changes">
      <Stack>
        <Text size="sm">{COURSE_MESSAGES.unsavedDraft}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={stay}>
            Stay
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
