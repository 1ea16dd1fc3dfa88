import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Assessment } from '@tandem/shared';
import { DeferredModal } from '../../../../components/deferred-modal';
import { DeleteButton } from '../../../../components/delete-button';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import {
  useAssessmentLibrary,
  useCreateRunningAssessment,
  useDeleteAssessment,
} from '../../api/coach-assessments';

/**
 * /coach/assessment-library: a card per assessment (name, attribute and question counts,
 * description) with Create Assessment (run it: a public link to share or send) and Review
 * Attributes; the coach's own custom ones can be deleted.
 */
export function AssessmentLibraryPage({ title }: { title: string }) {
  const library = useAssessmentLibrary();
  const run = useCreateRunningAssessment();
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState<Assessment | null>(null);

  const create = (assessment: Assessment) =>
    run.mutate(
      { assessment: assessment.id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: `${assessment.name} is running: share its link or send it.`,
          });
          navigate('/coach/assessment-distribute');
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) }),
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {/* The menu lists the library; a new assessment of one's own starts here. */}
        <Button component={Link} to="/coach/assessment/creation" leftSection={<IconPlus size={16} />}>
          New Assessment
        </Button>
      </Group>
      {library.isPending ? (
        <PageLoader />
      ) : library.isError ? (
        <Text c="red" role="alert">
          {failureMessage(library.error)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={listReset}>
          {library.data.map((assessment) => (
            <Paper component="li" key={assessment.id} withBorder p="lg" radius="md">
              <Stack h="100%" justify="space-between">
                <Stack gap="xs">
                  <Title order={3}>{assessment.name}</Title>
                  <Text size="sm" c="dimmed">
                    {assessment.attributes.length} attributes · {assessment.num_of_questions} questions
                    {assessment.editable && ' · yours'}
                  </Text>
                  <Text size="sm">{assessment.description}</Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    onClick={() => create(assessment)}
                    loading={run.isPending && run.variables?.assessment === assessment.id}
                    aria-label={`Create Assessment from ${assessment.name}`}
                  >
                    Create Assessment
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => setReviewing(assessment)}
                    aria-label={`Review Attributes of ${assessment.name}`}
                  >
                    Review Attributes
                  </Button>
                  {assessment.editable && <DeleteAssessmentButton assessment={assessment} />}
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <DeferredModal
        opened={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={reviewing?.name}
        size="lg"
      >
        <Stack>
          {reviewing?.attributes.map((attribute) => (
            <Stack key={attribute.id} gap={4}>
              <Title order={4}>{attribute.name}</Title>
              {attribute.description && (
                <Text size="sm" c="dimmed">
                  {attribute.description}
                </Text>
              )}
              <Stack component="ul" gap={2} pl="md" m={0}>
                {attribute.questions.map((question) => (
                  <Text component="li" size="sm" key={question.id}>
                    {question.question}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DeferredModal>
    </Stack>
  );
}

/** The coach's own custom assessment may go; the library's and colleagues' may not. */
function DeleteAssessmentButton({ assessment }: { assessment: Assessment }) {
  const remove = useDeleteAssessment(assessment.id);
  return (
    <DeleteButton
      accessibleName={`Delete ${assessment.name}`}
      title="Delete assessment"
      message={`Delete ${assessment.name}? Its links stop working and clients who have not taken it yet will no longer see it. Results already taken stay.`}
      remove={remove}
      onDeleted={() => undefined}
      onFailed={(error) => notifications.show({ color: 'red', message: failureMessage(error) })}
    />
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
