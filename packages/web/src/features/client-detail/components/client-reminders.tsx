import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { describeReminderDelivery, MESSAGES, type ReminderDelivery } from '@tandem/shared';
import { useClientReminders } from '../api/get-client-reminders';

/** A log row as the coach reads it: "Exercise reminder sent by e-mail · 08:00". */
function ReminderLine({ row }: { row: ReminderDelivery }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c={row.outcome === 'sent' ? undefined : 'dimmed'}>
        {`${describeReminderDelivery(row)} · ${row.local_time}`}
      </Text>
      <Text size="xs" c="dimmed">
        {row.day}
      </Text>
    </Group>
  );
}

/**
 * The "Reminders" block of a client's page: what the reminder engine sent or skipped for them
 * and why, newest first, times on the client's clock.
 */
export function ClientReminders({ clientId }: { clientId: number }) {
  const log = useClientReminders(clientId);
  const rows = log.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Paper withBorder p="md" maw={720} component="section" aria-labelledby="client-reminders-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="client-reminders-title">
          Reminders
        </Title>
        {log.isPending && <Loader size="sm" aria-label="Loading reminders" />}
        {log.isError && <Text c="red">{MESSAGES.serverError}</Text>}
        {log.isSuccess && rows.length === 0 && <Text c="dimmed">No reminders yet.</Text>}
        {rows.map((row) => (
          <ReminderLine key={row.id} row={row} />
        ))}
        {log.hasNextPage && (
          <Group>
            <Button
              variant="subtle"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
            >
              Show more
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
