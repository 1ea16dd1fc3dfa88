import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../lib/api-errors';
import { ColoredItem } from './colored-item';
import { ConfirmModal } from './confirm-modal';
import { PageLoader } from './page-loader';

/** What the list shows of an item. */
export interface ColoredListItem {
  id: number;
  name: string;
  editable: boolean;
}

export interface ColoredListSectionProps<Item extends ColoredListItem> {
  /** The section's heading ("Areas of Focus", "Graphs") and its element id. */
  title: string;
  headingId: string;
  /** The list's accessible name. */
  listLabel: string;
  addLabel: string;
  emptyText: string;
  /** Whether the parent (the program, the survey) may be changed at all. */
  editable: boolean;
  items: UseQueryResult<Item[]>;
  color: (item: Item) => string;
  detail: (item: Item) => string;
  badges?: (item: Item) => ReactNode;
  /** The form to add (item null) or edit an item, in its modal. */
  renderModal: (props: { item: Item | null; opened: boolean; onClose: () => void }) => ReactNode;
  remove: UseMutationResult<unknown, Error, number>;
  deleteTitle: string;
  deleteMessage: (item: Item) => string;
  onDeleted: () => void;
  onFailure: (message: string) => void;
}

/**
 * A titled list of named, coloured things of one parent (a program's areas of focus, a survey's
 * graphs): each with its colour, name and a count; add, edit and delete through a modal and a
 * confirmation when the parent and the item are editable.
 */
export function ColoredListSection<Item extends ColoredListItem>(props: ColoredListSectionProps<Item>) {
  const { items, remove } = props;
  // null: closed; 'new': adding; an item: editing it.
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        props.onDeleted();
      },
      onError: (error) => {
        setDeleting(null);
        props.onFailure(failureMessage(error));
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={props.headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id={props.headingId}>
            {props.title}
          </Title>
          {props.editable && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {props.addLabel}
            </Button>
          )}
        </Group>
        {items.isPending ? (
          <PageLoader />
        ) : items.isError ? (
          <Text c="red">{failureMessage(items.error)}</Text>
        ) : items.data.length === 0 ? (
          <Text c="dimmed">{props.emptyText}</Text>
        ) : (
          <Stack component="ul" gap="xs" aria-label={props.listLabel} style={listReset}>
            {items.data.map((item) => {
              const editable = props.editable && item.editable;
              return (
                <ColoredItem
                  key={item.id}
                  name={item.name}
                  color={props.color(item)}
                  detail={props.detail(item)}
                  badges={props.badges?.(item)}
                  onEdit={editable ? () => setEditing(item) : undefined}
                  onDelete={editable ? () => setDeleting(item) : undefined}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
      {props.renderModal({
        item: editing === 'new' ? null : editing,
        opened: editing !== null,
        onClose: () => setEditing(null),
      })}
      <ConfirmModal
        opened={deleting !== null}
        title={props.deleteTitle}
        message={deleting ? props.deleteMessage(deleting) : ''}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
