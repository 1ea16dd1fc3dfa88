import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface EmptyStateProps {
  /** A picture of what would be here (Tabler icon); decorative. */
  icon: Icon;
  /** What is missing and why, in the spec's words where it has some. */
  children: ReactNode;
  /** The next step, when the viewer can take one here (a button or a link). */
  action?: ReactNode;
}

/**
 * A page or list with nothing in it yet (issue 22: empty states that explain and offer the next
 * action): a quiet framed panel with an icon, the sentence saying what is missing and why, and
 * the action that fills it when there is one.
 */
export function EmptyState({ icon: IconShown, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }} data-empty-state>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconShown size={26} stroke={1.5} />
        </ThemeIcon>
        <Text maw={480}>{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
