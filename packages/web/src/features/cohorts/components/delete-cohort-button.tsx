import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type Cohort } from '@tandem/shared';
import { useDeleteCohort } from '../api/delete-cohort';
import { failureMessage } from './failure-message';

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
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete Cohort">
        <Stack>
          <Text size="sm">Delete {cohort.name}? Its clients stay with you; only the cohort goes away.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
