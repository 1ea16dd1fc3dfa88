import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Course } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteCourse } from '../api/delete-course';
import { showDeleted, showFailure } from '../utils/messages';
import { failureMessage } from '../../../lib/api-errors';

/** Deletes the course, its modules and lessons after a confirmation, then goes back to the list. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCourse(course.id);
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showDeleted();
        void navigate('/coach-courses');
      },
      onError: (error) => {
        setConfirming(false);
        showFailure(failureMessage(error));
      },
    });

  return (
    <>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete Course"
        message={`Delete ${course.title}? Its modules, lessons and files are deleted with it.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
