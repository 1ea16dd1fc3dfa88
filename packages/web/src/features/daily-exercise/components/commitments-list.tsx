import { Badge, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { Commitment } from '@tandem/shared';
import { useCompleteCommitment } from '../api/complete-commitment';
import { useCommitments } from '../api/get-commitments';
import { failureMessage } from '../../../lib/api-errors';

/** Open commitments, and those done today (so ticking one does not make it vanish at once). */
function onTodaysList(commitment: Commitment, today: string) {
  return commitment.completed_at === null || dayjs(commitment.completed_at).format('YYYY-MM-DD') === today;
}

/**
 * "From your coach": the commitments the coach set, each ticked off when done. Shown only when
 * there is one; a failed load leaves the rest of the page alone.
 */
export function CommitmentsList() {
  const commitments = useCommitments();
  const complete = useCompleteCommitment();
  const today = dayjs().format('YYYY-MM-DD');
  const shown = (commitments.data ?? []).filter((commitment) => onTodaysList(commitment, today));
  if (shown.length === 0) return null;

  const toggle = (commitment: Commitment, completed: boolean) =>
    complete.mutate(
      { id: commitment.id, completed },
      {
        onError: (failure) =>
          notifications.show({ color: 'red', message: failureMessage(failure, { orField: true }) }),
      },
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="from-your-coach">
      <Title order={3} size="h4" id="from-your-coach">
        From your coach
      </Title>
      {shown.map((commitment) => {
        const overdue = commitment.completed_at === null && commitment.due_date < today;
        return (
          <Paper
            key={commitment.id}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={commitment.title}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Checkbox
                label={commitment.title}
                description={commitment.description || undefined}
                checked={commitment.completed_at !== null}
                onChange={(event) => toggle(commitment, event.currentTarget.checked)}
              />
              {/* Never squeezed by a long title: a due date cut to "D…" says nothing (issue 22). */}
              <Badge color={overdue ? 'red' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {commitment.due_date === today
                  ? 'Due today'
                  : `Due ${dayjs(commitment.due_date).format('MMM D')}`}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
