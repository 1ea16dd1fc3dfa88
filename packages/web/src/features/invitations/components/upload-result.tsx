import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { CLIENT_MESSAGES, type ClientUploadResponse } from '@tandem/shared';

/** Who was invited (and who already is a client) after a successful Save; Finish starts over. */
export function UploadResult({ result, onFinish }: { result: ClientUploadResponse; onFinish: () => void }) {
  const { invitations, already_clients: alreadyClients } = result;
  return (
    <Stack>
      {invitations.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>Invited</Title>
          <List aria-label="Invited clients">
            {invitations.map((invitation) => (
              <List.Item key={invitation.token}>
                {invitation.first_name} {invitation.last_name} ({invitation.email})
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {alreadyClients.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>Not invited</Title>
          <List aria-label="Already clients">
            {alreadyClients.map((email) => (
              <List.Item key={email}>
                <Text span>
                  {email} {CLIENT_MESSAGES.alreadyClient}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Group>
        <Button onClick={onFinish}>Finish</Button>
      </Group>
    </Stack>
  );
}
