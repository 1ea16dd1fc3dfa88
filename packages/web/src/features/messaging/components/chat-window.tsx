import type { ReactNode } from 'react';
import { Box, CloseButton, Group, Paper, Text } from '@mantine/core';

/**
 * A chat as a small window fixed at the bottom right, above the floating help and chat buttons
 * (the client's chat with their coach; a coach's open room on a narrow screen).
 */
export function ChatWindow({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      role="dialog"
      aria-label={title}
      shadow="xl"
      radius="md"
      withBorder
      style={{
        position: 'fixed',
        right: 20,
        bottom: 84,
        zIndex: 250,
        width: 'min(380px, calc(100vw - 40px))',
        height: 'min(520px, calc(100dvh - 180px))',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Group justify="space-between" wrap="nowrap" px="sm" py={6} bg="tandem.7" c="white">
        <Text fw={600} truncate>
          {title}
        </Text>
        <CloseButton aria-label="Close chat" onClick={onClose} c="white" variant="transparent" />
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>{children}</Box>
    </Paper>
  );
}
