import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import type { PulseSurvey } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { usePulseSurvey } from '../api/get-pulse-survey';
import { AssignedClientsSection } from './assigned-clients-section';
import { DeleteSurveyButton } from './delete-survey-button';
import { DimensionsSection } from './dimensions-section';
import { QuestionsSection } from './questions-section';
import { ReadOnlyBadge } from './read-only-badge';
import { SurveySettingsForm } from './survey-settings-form';
import { failureMessage } from '../../../lib/api-errors';
import { idParam } from '../../../lib/route-params';

/** The spec gives no text for a survey that is gone or not the coach's. */
export const SURVEY_NOT_FOUND = 'Pulse survey not found';

/**
 * /pulse-surveys/{id} (pulseSurveyDetail): the survey's settings, graphs and statements, the
 * clients who have it, preview and delete.
 */
export function PulseSurveyDetailPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  return (
    <Stack maw={1100}>
      <Anchor component={Link} to="/pulse-surveys" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          Pulse Surveys
        </Group>
      </Anchor>
      {id === null ? <NotFound title={title} /> : <SurveyDetail key={id} id={id} title={title} />}
    </Stack>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{SURVEY_NOT_FOUND}</Text>
    </>
  );
}

function SurveyDetail({ id, title }: { id: number; title: string }) {
  const survey = usePulseSurvey(id);
  if (survey.isPending) return <PageLoader />;
  if (survey.isError) {
    if (survey.error instanceof ApiError && survey.error.status === 404) return <NotFound title={title} />;
    return <Text c="red">{failureMessage(survey.error)}</Text>;
  }
  const loaded = survey.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            {loaded.name}
          </Title>
          <ReadOnlyBadge survey={loaded} />
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/pulse-surveys/${loaded.id}/preview`}
            variant="default"
            leftSection={<IconEye size={16} />}
          >
            Preview
          </Button>
          {loaded.editable && <DeleteSurveyButton survey={loaded} />}
        </Group>
      </Group>
      {!loaded.editable && <ReadOnlyNote survey={loaded} />}
      <SurveySettingsForm key={loaded.id} survey={loaded} />
      <DimensionsSection survey={loaded} />
      <QuestionsSection survey={loaded} />
      <AssignedClientsSection survey={loaded} />
    </Stack>
  );
}

/** Why nothing can be changed here, and what still can be done. */
function ReadOnlyNote({ survey }: { survey: PulseSurvey }) {
  return (
    <Alert color="gray" title={survey.is_default ? 'The default pulse survey' : 'Managed by your company'}>
      You can preview this pulse survey and give it to your clients, but not change it.
    </Alert>
  );
}
