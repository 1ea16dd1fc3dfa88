import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ASSESSMENT_MESSAGES } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import { useClientAssessments } from '../../api/get-client-assessments';
import { useOpenAssignments } from '../../api/take-assessments';
import { longDate } from '../../../../lib/dates';

/**
 * /c/assessments: the assessments the coach sent and the client still has to take, then those
 * taken, newest first, each linking to its result.
 */
export function ClientAssessmentsPage({ title }: { title: string }) {
  const assessments = useClientAssessments();
  const open = useOpenAssignments();
  return (
    <Stack maw={800}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {open.data && open.data.length > 0 && (
        <Stack component="section" aria-labelledby="to-take" gap="sm">
          <Title order={3} id="to-take">
            To take
          </Title>
          {open.data.map((assignment) => (
            <Paper key={assignment.id} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600}>{assignment.assessment.name}</Text>
                  <Text size="sm" c="dimmed">
                    {assignment.assessment.questions.length} questions
                  </Text>
                </Stack>
                <Button
                  component={Link}
                  to={`/c/assessments/take/${assignment.id}`}
                  aria-label={`Take ${assignment.assessment.name}`}
                >
                  Take
                </Button>
              </Group>
            </Paper>
          ))}
          <Title order={3}>Taken</Title>
        </Stack>
      )}
      {assessments.isPending ? (
        <PageLoader />
      ) : assessments.isError ? (
        <Text c="red" role="alert">
          {failureMessage(assessments.error)}
        </Text>
      ) : assessments.data.length === 0 ? (
        <Text>{ASSESSMENT_MESSAGES.noAssessments}</Text>
      ) : (
        <Stack component="ul" gap="sm" aria-label="Your assessments" style={listReset}>
          {assessments.data.map((taken) => (
            <Paper component="li" key={taken.uuid} withBorder p="md" radius="md">
              <Anchor component={Link} to={`/c/assessments/${taken.uuid}`} fw={600}>
                {taken.assessment.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                Taken {longDate(taken.created_at)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
