import { useNavigate } from 'react-router';
import { PULSE_MESSAGES, type PulseSurvey } from '@tandem/shared';
import { DeleteButton } from '../../../components/delete-button';
import { useDeletePulseSurvey } from '../api/delete-pulse-survey';
import { deleteSurveyMessage, showFailure, showSuccess } from '../utils/messages';

/** Deletes the survey after a confirmation; the failures say the spec's message for their status. */
export function DeleteSurveyButton({ survey }: { survey: PulseSurvey }) {
  const remove = useDeletePulseSurvey(survey.id);
  const navigate = useNavigate();
  return (
    <DeleteButton
      label="Delete Survey"
      title="Delete Pulse Survey"
      message={`Delete ${survey.name}? Clients who have it assigned will no longer get its daily reflection.`}
      remove={remove}
      onDeleted={() => {
        showSuccess(PULSE_MESSAGES.deleted);
        void navigate('/pulse-surveys');
      }}
      onFailed={(error) => showFailure(deleteSurveyMessage(error))}
    />
  );
}
