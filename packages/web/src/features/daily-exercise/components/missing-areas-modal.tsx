import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/deferred-modal';
import { Link } from 'react-router';
import { HABIT_MESSAGES } from '@tandem/shared';

interface MissingAreasModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Tells a client who has not picked all their areas of focus yet, with the way to pick them. */
export function MissingAreasModal({ opened, onClose }: MissingAreasModalProps) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title="Areas of Focus">
      <Stack>
        <Text>{HABIT_MESSAGES.missingAreas}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Later
          </Button>
          <Button component={Link} to="/pick-areas-of-focus">
            Pick Areas of Focus
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
