import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Checkbox, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { PULSE_MESSAGES, previewQuestions, type PulseQuestion, type PulseSurvey } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { RatingScale } from '../../../components/rating-scale';
import { ApiError } from '../../../lib/api-client';
import { usePulseSurvey } from '../api/get-pulse-survey';
import { usePulseQuestions } from '../api/get-pulse-questions';
import { SURVEY_NOT_FOUND } from './pulse-survey-detail-page';
import { failureMessage } from '../../../lib/api-errors';
import { idParam } from '../../../lib/route-params';

/**
 * /pulse-surveys/{id}/preview (pulseSurveyPreview): the daily reflection as a client will see it,
 * with the statements the spec's preview rule picks. Nothing here is saved; Back returns to the
 * survey.
 */
export function PulseSurveyPreviewPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  const navigate = useNavigate();
  const back = () => void navigate(id === null ? '/pulse-surveys' : `/pulse-surveys/${id}`);

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {id === null ? <Text>{SURVEY_NOT_FOUND}</Text> : <Preview id={id} />}
      <Group>
        <Button onClick={back}>{PULSE_MESSAGES.back}</Button>
      </Group>
    </Stack>
  );
}

function Preview({ id }: { id: number }) {
  const survey = usePulseSurvey(id);
  const questions = usePulseQuestions(id);
  if (survey.isPending || questions.isPending) return <PageLoader />;
  if (survey.isError) {
    if (survey.error instanceof ApiError && survey.error.status === 404)
      return <Text>{SURVEY_NOT_FOUND}</Text>;
    return <Text c="red">{failureMessage(survey.error)}</Text>;
  }
  if (questions.isError) return <Text c="red">{failureMessage(questions.error)}</Text>;
  return <ReflectionPreview survey={survey.data} questions={questions.data} />;
}

function ReflectionPreview({ survey, questions }: { survey: PulseSurvey; questions: PulseQuestion[] }) {
  const shown = previewQuestions(questions, survey.daily_num_questions);
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {survey.name}: what a client sees on their daily reflection.
      </Text>
      <Paper withBorder p="lg" radius="md" component="section" aria-label="Daily reflection preview">
        <Stack gap="lg">
          <Text>{PULSE_MESSAGES.intro}</Text>
          <Text fw={500}>{PULSE_MESSAGES.instructions}</Text>
          {shown.length === 0 ? (
            <Text c="dimmed">This pulse survey has no statements yet.</Text>
          ) : (
            <Stack gap="md">
              {shown.map((question) => (
                <StatementScale key={question.id} question={question} />
              ))}
            </Stack>
          )}
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Clients who track KPIs enter each one&apos;s number here.
            </Text>
            <NumberInput label="Sample KPI" placeholder="0" disabled hideControls maw={240} />
          </Stack>
          <Textarea label={survey.open_ended_question} autosize minRows={3} />
          <Checkbox label="Private" defaultChecked={survey.private} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** One statement with its 1..7 choice: a preview, so the choice stays on the page. */
function StatementScale({ question }: { question: PulseQuestion }) {
  const [rating, setRating] = useState<number | null>(null);
  return <RatingScale label={question.question} value={rating} onChange={setRating} />;
}
