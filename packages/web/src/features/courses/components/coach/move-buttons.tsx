import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { Move } from '@tandem/shared';
import type { MoveLimits } from '../../utils/ordering';

interface MoveButtonsProps {
  limits: MoveLimits | undefined;
  /** While a move is on its way every row waits, so two swaps never cross. */
  pending: boolean;
  onMove: (direction: Move['direction']) => void;
}

/** A row's Move up / Move down buttons (spec: ordering changes by swapping with a neighbour). */
export function MoveButtons({ limits, pending, onMove }: MoveButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label="Move up"
        disabled={pending || !limits?.up}
        onClick={() => onMove('up')}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label="Move down"
        disabled={pending || !limits?.down}
        onClick={() => onMove('down')}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}
