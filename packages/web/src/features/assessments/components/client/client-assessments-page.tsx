import { Link } from 'react-router';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { ASSESSMENT_MESSAGES } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import { useClientAssessments } from '../../api/get-client-assessments';

/** /c/assessments: the assessments the client has taken, newest first, each linking to its result. */
export function ClientAssessmentsPage({ title }: { title: string }) {
  const assessments = useClientAssessments();
  return (
    <Stack maw={800}>
      <Title order={2}>{title}</Title>
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
                Taken {new Date(taken.created_at).toLocaleDateString('en-US', { dateStyle: 'long' })}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
