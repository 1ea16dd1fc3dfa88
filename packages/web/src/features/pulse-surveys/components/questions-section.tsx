import { useState } from 'react';
import { Badge, Button, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  dailyQuestionCount,
  PULSE_MESSAGES,
  type PulseDimension,
  type PulseQuestion,
  type PulseSurvey,
} from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { usePulseDimensions } from '../api/get-pulse-dimensions';
import { usePulseQuestions } from '../api/get-pulse-questions';
import { useDeletePulseQuestion } from '../api/save-pulse-question';
import { showFailure, showSuccess } from '../utils/messages';
import { statementCount } from './dimensions-section';
import { QuestionModal } from './question-modal';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { failureMessage } from '../../../lib/api-errors';

/**
 * The survey's statements in order: text, always-asked, construct and graph; add, edit and delete
 * when editable. Says how many statements a day asks (the random count plus the always-asked).
 */
export function QuestionsSection({ survey }: { survey: PulseSurvey }) {
  const questions = usePulseQuestions(survey.id);
  const dimensions = usePulseDimensions(survey.id);
  // null: closed; 'new': adding; a statement: editing it.
  const [editing, setEditing] = useState<PulseQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PulseQuestion | null>(null);
  const remove = useDeletePulseQuestion(survey.id);
  const dimensionById = new Map((dimensions.data ?? []).map((dimension) => [dimension.id, dimension]));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showSuccess(PULSE_MESSAGES.deleted);
      },
      onError: (error) => {
        setDeleting(null);
        showFailure(failureMessage(error));
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="survey-questions">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="survey-questions">
            Questions
          </Title>
          {survey.editable && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add Question
            </Button>
          )}
        </Group>
        {questions.isPending ? (
          <PageLoader />
        ) : questions.isError ? (
          <Text c="red">{failureMessage(questions.error)}</Text>
        ) : (
          <>
            <Text size="sm">
              Each day asks {statementCount(dailyQuestionCount(questions.data, survey.daily_num_questions))}
            </Text>
            {questions.data.length === 0 ? (
              <Text c="dimmed">No questions yet. Clients rate each statement from 1 to 7.</Text>
            ) : (
              <Stack component="ol" gap="sm" aria-label="Questions" style={listReset}>
                {questions.data.map((question) => (
                  <QuestionRow
                    key={question.id}
                    question={question}
                    dimension={
                      question.dimension === null ? undefined : dimensionById.get(question.dimension)
                    }
                    editable={survey.editable && question.editable}
                    onEdit={() => setEditing(question)}
                    onDelete={() => setDeleting(question)}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      <QuestionModal
        surveyId={survey.id}
        dimensions={dimensions.data ?? []}
        question={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Question"
        message={
          deleting ? `Delete "${deleting.question}"? Past reflections keep the answers given to it.` : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

interface QuestionRowProps {
  question: PulseQuestion;
  /** Its graph, when it has one (and the graphs have loaded). */
  dimension: PulseDimension | undefined;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function QuestionRow({ question, dimension, editable, onEdit, onDelete }: QuestionRowProps) {
  return (
    <Group
      component="li"
      aria-label={question.question}
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
    >
      <Stack gap={4}>
        <Text>{question.question}</Text>
        <Group gap="sm">
          {question.always && (
            <Badge variant="light" size="sm">
              Always asked
            </Badge>
          )}
          {question.construct && (
            <Text size="sm" c="dimmed">
              Construct: {question.construct}
            </Text>
          )}
          {dimension && (
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={dimension.graph_color} size={12} aria-hidden />
              <Text size="sm" c="dimmed">
                Graph: {dimension.name}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
      {editable && <EditDeleteActions name={question.question} onEdit={onEdit} onDelete={onDelete} />}
    </Group>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
