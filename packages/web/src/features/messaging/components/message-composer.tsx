import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MAX_MESSAGE_LENGTH } from '@tandem/shared';
import { useMessaging } from '../hooks/messaging-context';

/**
 * Where a message is typed: Enter sends, Shift+Enter starts a new line, and nothing blank is ever
 * sent (Send stays disabled). The text is kept per room while it is not sent.
 */
export function MessageComposer({ roomId, onSend }: { roomId: number; onSend: (text: string) => void }) {
  const { drafts } = useMessaging();
  const [text, setText] = useState(() => drafts.get(roomId) ?? '');
  const canSend = text.trim() !== '';

  const change = (value: string) => {
    setText(value);
    drafts.set(roomId, value);
  };
  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    change('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME) picks a word; it sends nothing.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="xs" p="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!canSend} rightSection={<IconSend size={16} />}>
          Send
        </Button>
      </Group>
    </form>
  );
}
