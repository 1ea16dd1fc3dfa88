import { Paper, Stack, Title } from '@mantine/core';
import { DemoPasswordAlert } from '../../dev-outbox';
import { ImpersonatePicker } from './impersonate-picker';
import { ImpersonationEvents } from './impersonation-events';

/** Staff's impersonation page (owners have the same picker in their site settings). */
export function ImpersonatePage({ title }: { title: string }) {
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <DemoPasswordAlert />
      <Paper withBorder p="md" radius="md">
        <ImpersonatePicker />
      </Paper>
      <Title order={3}>Impersonation history</Title>
      <ImpersonationEvents />
    </Stack>
  );
}
