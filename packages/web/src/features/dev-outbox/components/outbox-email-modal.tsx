import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { OutboxEmail, OutboxStatus } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { LinkedText } from './linked-text';

export const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'gray',
  kept: 'blue',
  sent: 'green',
  retrying: 'yellow',
  failed: 'red',
};

export const formatTime = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

/** One e-mail's plain text with clickable links, so whoever runs the demo can follow an invitation. */
export function OutboxEmailModal({ email, onClose }: { email: OutboxEmail | null; onClose: () => void }) {
  return (
    <DeferredModal opened={email !== null} onClose={onClose} title={email?.subject} size="lg">
      {email && (
        <Stack>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              To:
            </Text>
            <Text size="sm">{email.to.join(', ')}</Text>
            <Badge color={STATUS_COLORS[email.status]} variant="light">
              {email.status}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Created {formatTime(email.created_at)} · Sent {formatTime(email.sent_at)} · Attempts{' '}
            {email.attempts}
          </Text>
          {email.error && (
            <Alert color="red" title="Delivery error">
              {email.error}
            </Alert>
          )}
          <LinkedText text={email.text} />
          <Text size="xs" c="dimmed">
            Links open in a new tab. To sign up from an invitation while logged in here, open the link in a
            private window.
          </Text>
        </Stack>
      )}
    </DeferredModal>
  );
}
