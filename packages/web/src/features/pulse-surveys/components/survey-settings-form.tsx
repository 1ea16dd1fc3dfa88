import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PULSE_LIMITS, PULSE_MESSAGES, type PulseSurvey } from '@tandem/shared';
import { useUpdatePulseSurvey } from '../api/update-pulse-survey';
import { saveSurveyMessage, showFailure, showSuccess } from '../utils/messages';
import {
  surveyFormValues,
  surveyRequestBody,
  validateSurveyForm,
  type SurveyFormValues,
} from '../utils/survey-form';

/** The survey's settings: name, open-ended question, daily number of questions, Private. */
export function SurveySettingsForm({ survey }: { survey: PulseSurvey }) {
  const update = useUpdatePulseSurvey(survey.id);
  const form = useForm<SurveyFormValues>({
    initialValues: surveyFormValues(survey),
    validate: validateSurveyForm,
  });
  const readOnly = !survey.editable;

  const submit = form.onSubmit((values) =>
    update.mutate(surveyRequestBody(values), {
      onSuccess: () => showSuccess(PULSE_MESSAGES.saved),
      onError: (error) => showFailure(saveSurveyMessage(error)),
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="survey-settings">
      <Stack>
        <Title order={3} size="h4" id="survey-settings">
          Settings
        </Title>
        <form onSubmit={submit} noValidate aria-label="Pulse survey settings">
          <Stack>
            <TextInput label="Name" withAsterisk disabled={readOnly} {...form.getInputProps('name')} />
            <Textarea
              label="Open Ended Question"
              description="Asked at the end of every daily reflection"
              withAsterisk
              autosize
              minRows={2}
              maxLength={PULSE_LIMITS.maxOpenEndedQuestionLength}
              disabled={readOnly}
              {...form.getInputProps('open_ended_question')}
            />
            <NumberInput
              label="Daily Number of Questions"
              description="Statements drawn at random each day, besides those always asked"
              withAsterisk
              min={0}
              max={PULSE_LIMITS.maxDailyNumQuestions}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              {...form.getInputProps('daily_num_questions')}
            />
            <Checkbox
              label="Private"
              description="Reflections start as private"
              disabled={readOnly}
              {...form.getInputProps('private', { type: 'checkbox' })}
            />
            {!readOnly && (
              <Group>
                <Button type="submit" loading={update.isPending}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
