import { useState } from 'react';
import { Anchor, Badge, Button, Center, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MESSAGES, type OutboxEmail } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import { useOutbox } from '../api/get-outbox';
import { OutboxEmailModal, STATUS_COLORS, formatTime } from './outbox-email-modal';

/** /dev/outbox (staff only): the mail the app wrote, with its delivery status and text. */
export function OutboxPage() {
  const outbox = useOutbox();
  const [open, setOpen] = useState<OutboxEmail | null>(null);

  let content;
  if (outbox.isPending) content = <PageLoader />;
  else if (outbox.isError) {
    const { error } = outbox;
    const forbidden = error instanceof ApiError && error.status === 403;
    const message = error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
    content = forbidden ? (
      <Text>The outbox is for staff only.</Text>
    ) : (
      <Text c="red">{message ?? MESSAGES.serverError}</Text>
    );
  } else {
    const emails = outbox.data.pages.flatMap((page) => page.results);
    content =
      emails.length === 0 ? (
        <Text>No e-mails yet.</Text>
      ) : (
        <Stack>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Sent</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {emails.map((email) => (
                    <Table.Tr key={email.id}>
                      <Table.Td>{email.to.join(', ')}</Table.Td>
                      <Table.Td>
                        <Anchor component="button" type="button" onClick={() => setOpen(email)}>
                          {email.subject}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[email.status]} variant="light">
                          {email.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatTime(email.created_at)}</Table.Td>
                      <Table.Td>{formatTime(email.sent_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {outbox.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void outbox.fetchNextPage()}
                loading={outbox.isFetchingNextPage}
              >
                Load more
              </Button>
            </Center>
          )}
        </Stack>
      );
  }

  return (
    <Stack>
      <Title order={2}>Outbox</Title>
      <Text c="dimmed" size="sm">
        E-mail the app wrote. Without SMTP_URL it stays here (and in the server log) instead of being sent.
      </Text>
      {content}
      <OutboxEmailModal email={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
