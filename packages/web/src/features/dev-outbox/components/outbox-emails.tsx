import { useState } from 'react';
import { Anchor, Badge, Paper, Table } from '@mantine/core';
import type { OutboxEmail } from '@tandem/shared';
import { useOutbox } from '../api/get-outbox';
import { OutboxEmailModal, STATUS_COLORS, formatTime } from './outbox-email-modal';
import { OutboxListState } from './outbox-list-state';

/** The e-mails the app wrote, newest first; a subject opens the mail with its links. */
export function OutboxEmails() {
  const outbox = useOutbox();
  const [open, setOpen] = useState<OutboxEmail | null>(null);
  const emails = outbox.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <>
      <OutboxListState query={outbox} isEmpty={emails.length === 0} empty="No e-mails yet.">
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
      </OutboxListState>
      <OutboxEmailModal email={open} onClose={() => setOpen(null)} />
    </>
  );
}
