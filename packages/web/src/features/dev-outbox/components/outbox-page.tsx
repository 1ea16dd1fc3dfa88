import { Stack, Tabs, Text, Title } from '@mantine/core';
import { DemoPasswordAlert } from './demo-password-alert';
import { OutboxEmails } from './outbox-emails';
import { OutboxTexts } from './outbox-texts';

/** /dev/outbox (staff only): the mail and text messages the app wrote, with their delivery status. */
export function OutboxPage() {
  return (
    <Stack>
      <Title order={1} size="h2">
        Outbox
      </Title>
      <DemoPasswordAlert />
      <Text c="dimmed" size="sm">
        E-mail and text messages the app wrote. Without SMTP_URL (e-mail) or TWILIO_* (texts) they stay here
        (and in the server log) instead of being sent.
      </Text>
      {/* Panels mount when opened, so each list loads when it is looked at. */}
      <Tabs defaultValue="emails" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="emails">E-mails</Tabs.Tab>
          <Tabs.Tab value="texts">Text messages</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="emails" pt="md">
          <OutboxEmails />
        </Tabs.Panel>
        <Tabs.Panel value="texts" pt="md">
          <OutboxTexts />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
