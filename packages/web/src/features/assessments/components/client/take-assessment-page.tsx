import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import { idParam } from '../../../../lib/route-params';
import { useOpenAssignments, useTakeAssignment } from '../../api/take-assessments';
import { answersPayload, Survey } from '../survey';

/**
 * /c/assessments/take/{id}: an assessment the coach sent. Every question answered, Finish saves
 * them and opens the result.
 */
export function TakeAssessmentPage() {
  const id = idParam(useParams().id);
  const open = useOpenAssignments();
  const take = useTakeAssignment();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(new Map());
  const assignment = open.data?.find((item) => item.id === id);

  if (open.isPending) return <PageLoader />;
  if (open.isError)
    return (
      <Text c="red" role="alert">
        {failureMessage(open.error)}
      </Text>
    );
  const back = (
    <Anchor component={Link} to="/c/assessments" size="sm">
      Back to your assessments
    </Anchor>
  );
  if (!assignment)
    return (
      <Stack maw={800}>
        {back}
        <Text role="alert">This assessment is no longer waiting for you.</Text>
      </Stack>
    );
  const { assessment } = assignment;
  const finished = answers.size === assessment.questions.length;

  const finish = () =>
    take.mutate(
      { assignment: assignment.id, answers: answersPayload(assessment.questions, answers) },
      { onSuccess: (result) => navigate(`/c/assessments/${result.uuid}`) },
    );

  return (
    <Stack maw={800}>
      {back}
      <Title order={1} size="h2">
        {assessment.name}
      </Title>
      {assessment.description && <Text>{assessment.description}</Text>}
      {assessment.instructions && <Text size="sm">{assessment.instructions}</Text>}
      <Survey
        questions={assessment.questions}
        answers={answers}
        onAnswer={(question, value) => setAnswers((current) => new Map(current).set(question, value))}
      />
      {take.isError && (
        <Alert color="red" role="alert">
          {failureMessage(take.error, { orField: true })}
        </Alert>
      )}
      <Button onClick={finish} disabled={!finished} loading={take.isPending} size="md">
        Finish
      </Button>
    </Stack>
  );
}
