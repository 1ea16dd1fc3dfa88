import { useId, type ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled card of the settings page; a landmark named by its title. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="lg" radius="md">
      <Stack>
        <Title order={3} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
