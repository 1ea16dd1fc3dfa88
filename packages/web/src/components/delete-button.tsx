import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmModal } from './confirm-modal';

interface DeleteButtonProps {
  /** The button's text ('Delete' unless said). */
  label?: string;
  /** The button's accessible name when several sit on one page ('Delete Energy Check'). */
  accessibleName?: string;
  /** The confirmation's title and question. */
  title: string;
  message: string;
  /** The delete mutation (it takes no variables). */
  remove: UseMutationResult<unknown, Error, void>;
  onDeleted: () => void;
  /** Said when the delete failed; the confirmation closes first. */
  onFailed: (error: Error) => void;
}

/** A red outlined Delete button that asks before deleting (a course, a program, a survey, a list's item). */
export function DeleteButton({
  label = 'Delete',
  accessibleName,
  title,
  message,
  remove,
  onDeleted,
  onFailed,
}: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: onDeleted,
      onError: (error) => {
        setConfirming(false);
        onFailed(error);
      },
    });

  return (
    <>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        aria-label={accessibleName}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={title}
        message={message}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
