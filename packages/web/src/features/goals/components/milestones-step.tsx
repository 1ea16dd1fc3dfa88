import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCircle,
  IconCircleCheckFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { MilestoneDraft } from '../utils/goal-wizard';

interface MilestonesStepProps {
  milestones: MilestoneDraft[];
  /** A save to the server is under way; the list waits for it. */
  busy: boolean;
  /** Resolves true once the milestone is in the list (the input then clears). */
  onAdd: (text: string) => Promise<boolean>;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The wizard's MILESTONES step: add milestones, put them in order, remove them. */
export function MilestonesStep({ milestones, busy, onAdd, onMove, onRemove }: MilestonesStepProps) {
  const [text, setText] = useState('');
  const add = async () => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    if (await onAdd(trimmed)) setText('');
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Break your goal into milestones. You will complete them in this order.
      </Text>
      {milestones.length === 0 ? (
        <Text size="sm">No milestones yet.</Text>
      ) : (
        <Stack component="ol" aria-label="Milestones" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {milestones.map((milestone, index) => (
            <Group component="li" key={milestone.key} justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {milestone.completed ? (
                  <IconCircleCheckFilled role="img" aria-label="Completed" size={18} color="green" />
                ) : (
                  <IconCircle role="img" aria-label="Not completed" size={18} color="gray" />
                )}
                <Text size="sm">{milestone.text}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${milestone.text} up`}
                  disabled={busy || index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${milestone.text} down`}
                  disabled={busy || index === milestones.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${milestone.text}`}
                  disabled={busy}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Milestone"
          value={text}
          maxLength={300}
          style={{ flex: 1 }}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the milestone instead of submitting the wizard's step.
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button variant="light" onClick={() => void add()} disabled={busy || !text.trim()}>
          Add Milestone
        </Button>
      </Group>
    </Stack>
  );
}
