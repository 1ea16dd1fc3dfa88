import type { ReactNode } from 'react';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { EditDeleteActions } from './edit-delete-actions';

/**
 * A list item of something with a colour (an area of focus, a pulse survey's graph): swatch,
 * name, a dimmed detail and any badges, with edit and delete buttons when it may be changed.
 */
export function ColoredItem({
  name,
  color,
  detail,
  badges,
  onEdit,
  onDelete,
}: {
  name: string;
  color: string;
  detail: string;
  badges?: ReactNode;
  /** Both given: the item shows its edit and delete buttons. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Group component="li" aria-label={name} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ColorSwatch color={color} size={20} aria-hidden />
        <Text fw={500}>{name}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        {badges}
      </Group>
      {onEdit && onDelete && <EditDeleteActions name={name} onEdit={onEdit} onDelete={onDelete} />}
    </Group>
  );
}
