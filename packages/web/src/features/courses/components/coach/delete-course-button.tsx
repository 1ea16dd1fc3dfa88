import { useNavigate } from 'react-router';
import type { Course } from '@tandem/shared';
import { DeleteButton } from '../../../../components/delete-button';
import { failureMessage } from '../../../../lib/api-errors';
import { useDeleteCourse } from '../../api/delete-course';
import { showDeleted, showFailure } from '../../utils/messages';

/** Deletes the course, its modules and lessons after a confirmation, then goes back to the list. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const remove = useDeleteCourse(course.id);
  const navigate = useNavigate();
  return (
    <DeleteButton
      title="Delete Course"
      message={`Delete ${course.title}? Its modules, lessons and files are deleted with it.`}
      remove={remove}
      onDeleted={() => {
        showDeleted();
        void navigate('/coach-courses');
      }}
      onFailed={(error) => showFailure(failureMessage(error))}
    />
  );
}
