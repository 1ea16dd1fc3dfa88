import { useEffect, useRef } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { ClientReflection } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useReflection } from '../api/get-reflection';
import { useStartDailyReflection } from '../api/start-daily-reflection';
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

function TodaysReflection({ title }: { title: string }) {
  const start = useStartDailyReflection();
  const { mutate } = start;
  // Once per visit: React's development double effects must not ask twice.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  return (
    <ReflectionScreen title={title} reflection={start.data} error={start.isError ? start.error : null} />
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
