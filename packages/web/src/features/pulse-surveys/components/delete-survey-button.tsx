import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PULSE_MESSAGES, type PulseSurvey } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeletePulseSurvey } from '../api/delete-pulse-survey';
import { deleteSurveyMessage, showFailure, showSuccess } from '../utils/messages';

/** Deletes the survey after a confirmation; the failures say the spec's message for their status. */
export function DeleteSurveyButton({ survey }: { survey: PulseSurvey }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePulseSurvey(survey.id);
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showSuccess(PULSE_MESSAGES.deleted);
        void navigate('/pulse-surveys');
      },
      onError: (error) => {
        setConfirming(false);
        showFailure(deleteSurveyMessage(error));
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
        Delete Survey
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete Pulse Survey"
        message={`Delete ${survey.name}? Clients who have it assigned will no longer get its daily reflection.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
