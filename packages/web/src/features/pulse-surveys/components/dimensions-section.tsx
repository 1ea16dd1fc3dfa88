import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PULSE_MESSAGES, type PulseDimension, type PulseSurvey } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { usePulseDimensions } from '../api/get-pulse-dimensions';
import { useDeletePulseDimension } from '../api/save-pulse-dimension';
import { showFailure, showSuccess } from '../utils/messages';
import { DimensionModal } from './dimension-modal';
import { ColoredItem } from '../../../components/colored-item';
import { failureMessage } from '../../../lib/api-errors';

export const statementCount = (count: number) => `${count} ${count === 1 ? 'statement' : 'statements'}`;

/** The survey's graphs (dimensions): colour, name and statement count; add, edit and delete when editable. */
export function DimensionsSection({ survey }: { survey: PulseSurvey }) {
  const dimensions = usePulseDimensions(survey.id);
  // null: closed; 'new': adding; a graph: editing it.
  const [editing, setEditing] = useState<PulseDimension | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PulseDimension | null>(null);
  const remove = useDeletePulseDimension(survey.id);

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
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="survey-graphs">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="survey-graphs">
            Graphs
          </Title>
          {survey.editable && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add Graph
            </Button>
          )}
        </Group>
        {dimensions.isPending ? (
          <PageLoader />
        ) : dimensions.isError ? (
          <Text c="red">{failureMessage(dimensions.error)}</Text>
        ) : dimensions.data.length === 0 ? (
          <Text c="dimmed">No graphs yet. A graph groups statements into one well-being score.</Text>
        ) : (
          <Stack component="ul" gap="xs" aria-label="Graphs" style={listReset}>
            {dimensions.data.map((dimension) => {
              const editable = survey.editable && dimension.editable;
              return (
                <ColoredItem
                  key={dimension.id}
                  name={dimension.name}
                  color={dimension.graph_color}
                  detail={statementCount(dimension.questions_count)}
                  badges={
                    !dimension.graph && (
                      <Badge variant="light" color="gray">
                        Not shown as a graph
                      </Badge>
                    )
                  }
                  onEdit={editable ? () => setEditing(dimension) : undefined}
                  onDelete={editable ? () => setDeleting(dimension) : undefined}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
      <DimensionModal
        surveyId={survey.id}
        dimension={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Graph"
        message={
          deleting ? `Delete ${deleting.name}? Its statements stay in the survey, without a graph.` : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
