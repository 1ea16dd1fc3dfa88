import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type Cohort } from '@tandem/shared';
import { useDeleteCohort } from '../api/delete-cohort';
import { failureMessage } from '../../../lib/api-errors';

/** Deletes the cohort after a confirmation, says 'Deleted' and goes back to /cohorts. */
export function DeleteCohortButton({ cohort }: { cohort: Cohort }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCohort(cohort.id);
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted });
        navigate('/cohorts');
      },
      onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
    });

  return (
    <>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        Delete Cohort
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete Cohort"
        message={`Delete ${cohort.name}? Its clients stay with you; only the cohort goes away.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
