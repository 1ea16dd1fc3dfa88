import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { HABIT_MESSAGES } from '@tandem/shared';

interface MissingAreasModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Tells a client who has not picked all their areas of focus yet, with the way to pick them. */
export function MissingAreasModal({ opened, onClose }: MissingAreasModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Areas of Focus">
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
    </Modal>
  );
}
