import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconPaperclip } from '@tabler/icons-react';
import type { ResourceCallbacks } from '../lib/resource-form';

/** The "Resources" section of an exercise or a lesson: its heading, then the list and the form. */
export function ResourcesSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        Resources
      </Title>
      {children}
    </Stack>
  );
}

/** The resources' rows, or a word that there are none. */
export function ResourceList({ children }: { children: ReactNode[] }) {
  return children.length === 0 ? (
    <Text size="sm" c="dimmed">
      No resources yet.
    </Text>
  ) : (
    <Stack component="ul" gap="xs" aria-label="Resources" style={listReset}>
      {children}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

interface ResourceItemProps {
  instruction: string;
  /** The link or the file's address, and what the link says. */
  href: string | null;
  linkText: string | null;
  isFile: boolean;
  readOnly?: boolean;
  deleting: boolean;
  onDelete: (callbacks: ResourceCallbacks) => void;
  onDeleted: () => void;
  onDeleteFailed: (error: unknown) => void;
}

/** One resource: its instruction and link, and Delete, which a second click confirms. */
export function ResourceItem({
  instruction,
  href,
  linkText,
  isFile,
  readOnly = false,
  deleting,
  onDelete,
  onDeleted,
  onDeleteFailed,
}: ResourceItemProps) {
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    onDelete({
      onSuccess: onDeleted,
      onError: (error) => {
        setConfirming(false);
        onDeleteFailed(error);
      },
    });

  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={instruction}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm">{instruction}</Text>
          {href && (
            <Group gap={4} wrap="nowrap">
              {isFile ? <IconPaperclip size={14} /> : <IconLink size={14} />}
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" truncate>
                {linkText}
              </Anchor>
            </Group>
          )}
        </Stack>
        {!readOnly &&
          (confirming ? (
            // A second click confirms: a modal over the exercise's or lesson's modal would trap focus twice.
            <Group gap={4} wrap="nowrap">
              <Button size="xs" color="red" loading={deleting} onClick={confirm}>
                Confirm delete
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </Group>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Delete resource ${instruction}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          ))}
      </Group>
    </Paper>
  );
}
