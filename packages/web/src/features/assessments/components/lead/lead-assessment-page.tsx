import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ASSESSMENT_MESSAGES,
  FREE_ASSESSMENT_ID,
  leadUserInfoSchema,
  type LeadUserInfo,
  type TakeableAssessment,
} from '@tandem/shared';
import { DeferredModal } from '../../../../components/deferred-modal';
import { PageLoader } from '../../../../components/page-loader';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../../lib/api-errors';
import { idParam } from '../../../../lib/route-params';
import { useSession } from '../../../../lib/session';
import { zodValidate } from '../../../../lib/zod-form';
import {
  checkToken,
  useFreeAssessment,
  usePublicRunningAssessment,
  useSaveLeadAssessment,
} from '../../api/lead-assessments';
import { answersPayload, Survey } from '../survey';

/** /free-assessment: the free assessment (id 64), with no coach behind it. */
export function FreeAssessmentPage() {
  const free = useFreeAssessment(FREE_ASSESSMENT_ID);
  return (
    <LoadedOr query={free}>
      {(assessment) => <LeadAssessment assessment={assessment} promoRequired={false} />}
    </LoadedOr>
  );
}

/** /assessments/{id}/{slug}: a coach's running assessment by its public link. */
export function LeadAssessmentPage() {
  const params = useParams();
  const id = idParam(params.id) ?? 0;
  const running = usePublicRunningAssessment(id, params.slug ?? '');
  return (
    <LoadedOr query={running}>
      {(found) => (
        <LeadAssessment
          assessment={found.assessment}
          promoRequired={found.promo_required}
          running={{ id: found.id, link: params.slug ?? '' }}
        />
      )}
    </LoadedOr>
  );
}

function LoadedOr<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError || query.data === undefined) {
    // Spec: "Error: 404 This assessment is no longer active"; a free plan's month shows its own.
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red" role="alert" maw={640}>
        {gone ? ASSESSMENT_MESSAGES.loadFailed : failureMessage(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

interface LeadAssessmentProps {
  assessment: TakeableAssessment;
  promoRequired: boolean;
  running?: { id: number; link: string };
}

/**
 * The lead assessment (client side 4): the intro (visitors tick the terms to start; a code when
 * asked for), the survey, then on finishing a signed-in user's answers are saved straight away and
 * a visitor is asked for their name and e-mail first; a saving modal, then the results page.
 */
function LeadAssessment({ assessment, promoRequired, running }: LeadAssessmentProps) {
  const session = useSession();
  const navigate = useNavigate();
  const save = useSaveLeadAssessment();
  const [started, setStarted] = useState(false);
  const [terms, setTerms] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(new Map());
  const [askingInfo, setAskingInfo] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const visitor = !session;
  const info = useForm<LeadUserInfo>({
    initialValues: { first_name: '', last_name: '', email: '' },
    validate: zodValidate(leadUserInfoSchema),
  });

  const start = async () => {
    setCodeError(null);
    if (promoRequired) {
      if (!code.trim()) return setCodeError(ASSESSMENT_MESSAGES.codeRequired);
      setChecking(true);
      const valid = await checkToken(code.trim()).catch(() => false);
      setChecking(false);
      if (!valid) return setCodeError(ASSESSMENT_MESSAGES.tokenInvalid);
    }
    setStarted(true);
  };

  const submit = (details: Partial<LeadUserInfo> = {}) => {
    setSaveError(null);
    save.mutate(
      {
        assessment: assessment.id,
        coach_assessment: running?.id ?? null,
        link: running?.link ?? null,
        code: promoRequired ? code.trim() : null,
        answers: answersPayload(assessment.questions, answers),
        ...details,
      },
      {
        onSuccess: ({ uuid }) => navigate(`/assessments/results/${uuid}`),
        onError: (error) => {
          // Spec: a save failure is logged; the person also learns it did not go through.
          console.error('Saving the assessment failed', error);
          const fields = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
          if (fields.first_name || fields.last_name || fields.email) {
            info.setErrors(fields);
            setAskingInfo(true);
          } else setSaveError(failureMessage(error, { orField: true }));
        },
      },
    );
  };

  const finish = () => (visitor ? setAskingInfo(true) : submit());
  const finished = answers.size === assessment.questions.length;

  return (
    <Stack maw={800} mx="auto">
      <Title order={1} size="h2">
        {assessment.name}
      </Title>
      {!started ? (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            {assessment.description && <Text>{assessment.description}</Text>}
            {assessment.instructions && <Text size="sm">{assessment.instructions}</Text>}
            <Text size="sm" c="dimmed">
              {assessment.questions.length} questions
            </Text>
            {promoRequired && (
              <TextInput
                label="Code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
              />
            )}
            {visitor && (
              <Stack gap={4}>
                <Checkbox
                  label="I agree to the Terms of Service"
                  checked={terms}
                  onChange={(event) => setTerms(event.currentTarget.checked)}
                />
                <Anchor href="/terms-of-service" target="_blank" size="sm" ml={32}>
                  Read the Terms of Service
                </Anchor>
              </Stack>
            )}
            <Button onClick={start} disabled={visitor && !terms} loading={checking}>
              Start
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          {assessment.instructions && <Text size="sm">{assessment.instructions}</Text>}
          <Survey
            questions={assessment.questions}
            answers={answers}
            onAnswer={(question, value) => setAnswers((current) => new Map(current).set(question, value))}
          />
          {saveError && (
            <Alert color="red" role="alert">
              {saveError}
            </Alert>
          )}
          <Button onClick={finish} disabled={!finished} size="md">
            Finish
          </Button>
        </>
      )}

      <DeferredModal
        opened={askingInfo && !save.isPending}
        onClose={() => setAskingInfo(false)}
        title="Where should we keep your results?"
      >
        <form
          noValidate
          onSubmit={info.onSubmit((values) => {
            setAskingInfo(false);
            submit(leadUserInfoSchema.parse(values));
          })}
        >
          <Stack>
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...info.getInputProps('first_name')}
              data-autofocus
            />
            <TextInput label="Last name" autoComplete="family-name" {...info.getInputProps('last_name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...info.getInputProps('email')} />
            <Button type="submit">See my results</Button>
          </Stack>
        </form>
      </DeferredModal>

      <DeferredModal
        opened={save.isPending}
        onClose={() => undefined}
        withCloseButton={false}
        title="Saving your results"
      >
        <Stack align="center">
          <Loader aria-label="Saving" />
          <Text size="sm">Working out your scores…</Text>
        </Stack>
      </DeferredModal>
    </Stack>
  );
}
