import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

/** A titled block of a tab, named by its title for screen readers. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={3}>{title}</Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
