import { Badge } from '@mantine/core';
import { PULSE_MESSAGES, type PulseSurvey } from '@tandem/shared';
import { ColoredListSection } from '../../../components/colored-list-section';
import { usePulseDimensions } from '../api/get-pulse-dimensions';
import { useDeletePulseDimension } from '../api/save-pulse-dimension';
import { showFailure, showSuccess } from '../utils/messages';
import { DimensionModal } from './dimension-modal';

export const statementCount = (count: number) => `${count} ${count === 1 ? 'statement' : 'statements'}`;

/** The survey's graphs (dimensions): colour, name and statement count; add, edit and delete when editable. */
export function DimensionsSection({ survey }: { survey: PulseSurvey }) {
  return (
    <ColoredListSection
      title="Graphs"
      headingId="survey-graphs"
      listLabel="Graphs"
      addLabel="Add Graph"
      emptyText="No graphs yet. A graph groups statements into one well-being score."
      editable={survey.editable}
      items={usePulseDimensions(survey.id)}
      color={(dimension) => dimension.graph_color}
      detail={(dimension) => statementCount(dimension.questions_count)}
      badges={(dimension) =>
        !dimension.graph && (
          <Badge variant="light" color="gray">
            Not shown as a graph
          </Badge>
        )
      }
      renderModal={({ item, opened, onClose }) => (
        <DimensionModal surveyId={survey.id} dimension={item} opened={opened} onClose={onClose} />
      )}
      remove={useDeletePulseDimension(survey.id)}
      deleteTitle="Delete Graph"
      deleteMessage={(dimension) =>
        `Delete ${dimension.name}? Its statements stay in the survey, without a graph.`
      }
      onDeleted={() => showSuccess(PULSE_MESSAGES.deleted)}
      onFailure={showFailure}
    />
  );
}
