import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type Commitment } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { useDeleteCommitment } from '../api/delete-commitment';
import { useCommitments } from '../api/get-commitments';
import { formatDay } from '../utils/format-date';
import { CommitmentForm } from './commitment-form';
import { HabitsSection } from './habits-section';
import { failureMessage } from '../../../lib/api-errors';

/** Soonest due first; those due the same day in the order they were made. */
function byDueDate(a: Commitment, b: Commitment): number {
  return a.due_date.localeCompare(b.due_date) || a.id - b.id;
}

/** 'Commitments': what the coach asked of the client, by due date, each deletable; the form adds one. */
export function CommitmentsSection({ clientId }: { clientId: number }) {
  const commitments = useCommitments(clientId);

  return (
    <HabitsSection title="Commitments">
      {commitments.isPending ? (
        <PageLoader />
      ) : commitments.isError ? (
        <Text c="red">{failureMessage(commitments.error, { orField: true })}</Text>
      ) : commitments.data.length === 0 ? (
        <Text c="dimmed">This client has no commitments yet.</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Commitments"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {[...commitments.data].sort(byDueDate).map((commitment) => (
            <li key={commitment.id}>
              <CommitmentRow commitment={commitment} clientId={clientId} />
            </li>
          ))}
        </Stack>
      )}
      <CommitmentForm clientId={clientId} />
    </HabitsSection>
  );
}

function CommitmentRow({ commitment, clientId }: { commitment: Commitment; clientId: number }) {
  const remove = useDeleteCommitment(clientId);
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(commitment.id);
      setConfirming(false);
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted });
    } catch (error) {
      notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={commitment.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={500}>{commitment.title}</Text>
          <Text size="xs" c="dimmed">
            Due {formatDay(commitment.due_date)}
          </Text>
          {commitment.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {commitment.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {commitment.completed_at && (
            <Badge color="green" variant="light">
              Completed
            </Badge>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Delete Commitment"
        message={`Delete "${commitment.title}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
