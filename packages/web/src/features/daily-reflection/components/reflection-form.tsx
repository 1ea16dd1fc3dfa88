import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PULSE_MESSAGES, type ClientReflection, type ReflectionAnswer } from '@tandem/shared';
import { reflectionPath, useSaveReflection } from '../api/save-reflection';
import { SAVED_ON_DEVICE, useWaitingWrite } from '../../../lib/offline-queue';
import { SavedOnDevice } from '../../../components/saved-on-device';
import { useRaffle } from '../../rewards';
import {
  ANSWER_NEEDED,
  initialReflectionValues,
  kpiValueProblem,
  missingAnswers,
  reflectionSaveBody,
  type ReflectionValues,
} from '../utils/reflection-form';
import { failureMessage } from '../../../lib/api-errors';
import { RatingScale } from '../../../components/rating-scale';

/** Where the client goes once the reflection is saved (spec). */
export const AFTER_SAVE_PATH = '/progress';
/** Room for the largest value with its decimals and spaces ("1 000 000 000,00"), no more. */
const KPI_MAX_LENGTH = 20;

/**
 * The daily reflection: intro, the statements rated 1 to 7, the KPIs as number inputs that keep
 * what was typed and say at once why a value cannot be read (6.5 and 6,5 can), the
 * open-ended question, Private and Save. Everything must be filled out; saving goes to /progress.
 */
export function ReflectionForm({ reflection }: { reflection: ClientReflection }) {
  const [values, setValues] = useState<ReflectionValues>(() => initialReflectionValues(reflection));
  const [error, setError] = useState<string | null>(null);
  // Once Save found something missing, each empty question says so where it is, until answered.
  const [markMissing, setMarkMissing] = useState(false);
  const missing = markMissing ? missingAnswers(reflection, values) : null;
  const save = useSaveReflection(reflection.token);
  const navigate = useNavigate();
  const offerRaffle = useRaffle();
  const savedOnDevice = useWaitingWrite(reflectionPath(reflection.token));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = reflectionSaveBody(reflection, values);
    if ('error' in result) {
      setError(result.error);
      setMarkMissing(true);
      return;
    }
    setError(null);
    setMarkMissing(false);
    save.mutate(result.body, {
      onSuccess: (outcome) => {
        // Kept on the device: the form stays, marked, until the save reaches the server.
        if (outcome.status === 'queued') {
          notifications.show({ color: 'orange', message: SAVED_ON_DEVICE });
          return;
        }
        const saved = outcome.data;
        notifications.show({ color: 'green', message: PULSE_MESSAGES.saved });
        void navigate(AFTER_SAVE_PATH);
        // A completed reflection may earn a raffle ticket (once: saving again earns none).
        offerRaffle('reflection', saved.id);
      },
      onError: (failure) => setError(failureMessage(failure, { orField: true })),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{PULSE_MESSAGES.intro}</Text>
        {savedOnDevice ? (
          <Group gap="xs">
            <SavedOnDevice />
            <Text size="sm" c="dimmed">
              Your answers will be sent when you are back online.
            </Text>
          </Group>
        ) : (
          reflection.completed_at && (
            <Text size="sm" c="dimmed">
              You have answered this reflection. Saving it again replaces your answers.
            </Text>
          )
        )}
        {reflection.answers.length > 0 && (
          <Stack gap="sm">
            <Text fw={500}>{PULSE_MESSAGES.instructions}</Text>
            {reflection.answers.map((answer) => (
              <Statement
                key={answer.id}
                answer={answer}
                value={values.answers[answer.id] ?? null}
                error={missing?.answers.has(answer.id) ? ANSWER_NEEDED : null}
                onChange={(rating) =>
                  setValues((current) => ({
                    ...current,
                    answers: { ...current.answers, [answer.id]: rating },
                  }))
                }
              />
            ))}
          </Stack>
        )}
        {reflection.kpis.map((kpi) => (
          <TextInput
            key={kpi.kpi}
            label={kpi.name}
            inputMode="decimal"
            maxLength={KPI_MAX_LENGTH}
            error={
              kpiValueProblem(values.kpis[kpi.kpi]) ??
              (missing?.kpis.has(kpi.kpi) ? ANSWER_NEEDED : undefined)
            }
            value={values.kpis[kpi.kpi] ?? ''}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setValues((current) => ({ ...current, kpis: { ...current.kpis, [kpi.kpi]: typed } }));
            }}
          />
        ))}
        <Textarea
          label={reflection.open_ended_question}
          autosize
          minRows={4}
          error={missing?.reflection ? ANSWER_NEEDED : undefined}
          value={values.reflection}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setValues((current) => ({ ...current, reflection: text }));
          }}
        />
        <Checkbox
          label="Private"
          description="Your coach will not read what you write; your ratings still show on their charts."
          checked={values.private}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setValues((current) => ({ ...current, private: checked }));
          }}
        />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One statement rated 1 (Strongly Disagree) to 7 (Strongly Agree): a radio group named by its text. */
function Statement({
  answer,
  value,
  error,
  onChange,
}: {
  answer: ReflectionAnswer;
  value: number | null;
  /** Said under the scale: this statement is still unrated after Save. */
  error: string | null;
  onChange: (rating: number) => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <RatingScale label={answer.question_text} value={value} onChange={onChange} error={error} />
    </Paper>
  );
}
