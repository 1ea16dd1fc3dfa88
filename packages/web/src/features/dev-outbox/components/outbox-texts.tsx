import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useOutboxTexts } from '../api/get-outbox-texts';
import { LinkedText } from './linked-text';
import { STATUS_COLORS, formatTime } from './outbox-email-modal';
import { OutboxListState } from './outbox-list-state';

/** What a text is for, as the table says it. */
const KIND_LABELS: Record<string, string> = { exercise_reminder: 'Exercise reminder' };

/** The text messages the app wrote, newest first, each with its whole (short) text and links. */
export function OutboxTexts() {
  const outbox = useOutboxTexts();
  const texts = outbox.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <OutboxListState query={outbox} isEmpty={texts.length === 0} empty="No text messages yet.">
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {texts.map((text) => (
                <Table.Tr key={text.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.to}</Table.Td>
                  <Table.Td>
                    <LinkedText text={text.body} />
                  </Table.Td>
                  <Table.Td>{KIND_LABELS[text.kind] ?? text.kind}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Badge color={STATUS_COLORS[text.status]} variant="light">
                        {text.status}
                      </Badge>
                      {text.error && (
                        <Text size="xs" c="red">
                          {text.error}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatTime(text.created_at)}</Table.Td>
                  <Table.Td>{formatTime(text.sent_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </OutboxListState>
  );
}
