import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { ClientReflection } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useReflection } from '../api/get-reflection';
import { useTodaysReflection } from '../api/start-daily-reflection';
import { formatDay } from '../utils/format-day';
import { ReflectionForm } from './reflection-form';
import { failureMessage } from '../../../lib/api-errors';

/**
 * /daily-reflection (today's, created on demand) and /daily-reflection/{token},
 * /pulse-survey/{token} (one reflection by its token, from the history or an e-mail).
 */
export function DailyReflectionPage({ title }: { title: string }) {
  const { id } = useParams();
  return id ? <ReflectionByToken key={id} title={title} token={id} /> : <TodaysReflection title={title} />;
}

/** Today's reflection: the one kept on the device shows at once, offline too, while it is asked again. */
function TodaysReflection({ title }: { title: string }) {
  const today = useTodaysReflection();
  return (
    <ReflectionScreen title={title} reflection={today.data} error={today.isError ? today.error : null} />
  );
}

function ReflectionByToken({ title, token }: { title: string; token: string }) {
  const reflection = useReflection(token);
  return (
    <ReflectionScreen
      title={title}
      reflection={reflection.data}
      error={reflection.isError ? reflection.error : null}
    />
  );
}

function ReflectionScreen({
  title,
  reflection,
  error,
}: {
  title: string;
  reflection: ClientReflection | undefined;
  error: unknown;
}) {
  return (
    <Stack maw={760}>
      <Stack gap={0}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {reflection && <Text c="dimmed">{formatDay(reflection.day)}</Text>}
      </Stack>
      {error ? (
        <Alert color="red" variant="light">
          {failureMessage(error, { orField: true })}
        </Alert>
      ) : reflection ? (
        <ReflectionForm key={reflection.token} reflection={reflection} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
