import { Table, Text } from '@mantine/core';
import { OWNER_MESSAGES, type PersonRef } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';
import { useImpersonationEvents } from '../api/impersonation';

const ACTION_LABEL = {
  impersonation_started: 'Started impersonating',
  impersonation_stopped: 'Stopped impersonating',
} as const;

const who = (person: PersonRef | null) =>
  person ? `${person.first_name} ${person.last_name} (${person.email})`.trim() : 'A deleted user';

/** The impersonation audit: who acted as whom, when it started and stopped (newest first). */
export function ImpersonationEvents() {
  const events = useImpersonationEvents();
  if (events.isPending) return <PageLoader />;
  if (events.isError)
    return (
      <Text c="red" role="alert">
        {failureMessage(events.error)}
      </Text>
    );
  if (events.data.results.length === 0) return <Text size="sm">{OWNER_MESSAGES.noImpersonations}</Text>;
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table aria-label="Impersonation history" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>User</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.data.results.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{new Date(event.occurred_at).toLocaleString()}</Table.Td>
              <Table.Td>{ACTION_LABEL[event.action]}</Table.Td>
              <Table.Td>{who(event.actor)}</Table.Td>
              <Table.Td>{who(event.subject)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
