import { useState } from 'react';
import { Button } from '@mantine/core';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';

/** Deletes the entry after a confirmation and says 'Deleted'. */
export function DeleteEntryButton({
  entryId,
  title,
  onDeleted,
}: {
  entryId: number;
  title: string;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteJournalEntry();

  const confirm = () =>
    remove.mutate(entryId, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted });
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
        notifications.show({ color: 'red', message: message ?? MESSAGES.serverError });
      },
    });

  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete entry"
        message={`Delete ${title.trim() ? `“${title.trim()}”` : 'this entry'}? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
