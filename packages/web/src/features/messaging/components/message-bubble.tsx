import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';

/** A stored message, or one of this device's still on its way or refused. */
export type BubbleStatus = 'stored' | 'sending' | 'failed';

interface MessageBubbleProps {
  text: string;
  own: boolean;
  /** Who wrote it and when (shown for stored messages). */
  senderName: string;
  createdAt: string;
  status: BubbleStatus;
  /** Why the server refused it, and how to send it again (status 'failed'). */
  error?: string;
  onRetry?: () => void;
}

/** One message: the user's own on the right, the other member's on the left, with who and when. */
export function MessageBubble({
  text,
  own,
  senderName,
  createdAt,
  status,
  error,
  onRetry,
}: MessageBubbleProps) {
  const caption =
    status === 'sending'
      ? 'Sending…'
      : status === 'failed'
        ? 'Not sent'
        : `${senderName} · ${dayjs(createdAt).format('MMM D, h:mm A')}`;
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} px="sm" py={4} data-status={status}>
      <Stack
        gap={2}
        align={own ? 'flex-end' : 'flex-start'}
        maw="80%"
        style={{ opacity: status === 'sending' ? 0.55 : 1 }}
      >
        <Paper
          px="sm"
          py={6}
          radius="lg"
          // Light tints that follow the colour scheme, and white on our dark blue (7:1), so a
          // bubble reads in light and dark mode alike (issue 22).
          bg={
            own
              ? status === 'failed'
                ? 'var(--mantine-color-red-light)'
                : 'tandem.7'
              : 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))'
          }
          c={own && status !== 'failed' ? 'white' : undefined}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        </Paper>
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
        {status === 'failed' && (
          <Group gap="xs" role="alert">
            <Text size="xs" c="red">
              {error}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={onRetry}>
              Retry
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
