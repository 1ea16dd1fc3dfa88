import { Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HABIT_LIMITS, type HabitProgramWrite, type PulseSurveySummary } from '@tandem/shared';
import {
  PROGRAM_FORM_FIELDS,
  programRequestBody,
  validateProgramForm,
  type ProgramFormValues,
} from '../utils/program-form';
import { showSaveFailure } from '../utils/messages';

interface HabitProgramFormProps {
  initialValues: ProgramFormValues;
  pulseSurveys: readonly PulseSurveySummary[];
  /** Managed programs: the fields show, disabled, with no Save. */
  readOnly?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Sends the body; the promise's failure puts field errors under the fields. */
  onSave: (body: HabitProgramWrite) => Promise<unknown>;
}

/** The fields of a habit program (spec: name, daily exercises, assign all, max areas, pulse survey). */
export function HabitProgramForm({
  initialValues,
  pulseSurveys,
  readOnly = false,
  submitLabel,
  pending,
  onSave,
}: HabitProgramFormProps) {
  const form = useForm<ProgramFormValues>({ initialValues, validate: validateProgramForm });
  const surveyOptions = pulseSurveys.map((survey) => ({ value: String(survey.id), label: survey.name }));
  const current = form.values.pulse_survey;
  // A survey the coach can no longer list still shows as the program's choice.
  if (current !== null && !surveyOptions.some((option) => option.value === current)) {
    surveyOptions.unshift({ value: current, label: `Pulse survey ${current}` });
  }

  const submit = form.onSubmit((values) =>
    onSave(programRequestBody(values)).catch((error: unknown) =>
      showSaveFailure(error, PROGRAM_FORM_FIELDS, form.setErrors),
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Habit program">
      <Stack>
        <TextInput label="Name" withAsterisk disabled={readOnly} {...form.getInputProps('name')} />
        <NumberInput
          label="Daily Exercises"
          description="How many exercises each client gets a day"
          min={0}
          max={HABIT_LIMITS.maxDailyExercises}
          allowDecimal={false}
          allowNegative={false}
          disabled={readOnly}
          {...form.getInputProps('daily_exercises')}
        />
        <Switch
          label="Assign All Areas of Focus"
          description="Off: each client chooses their areas of focus"
          disabled={readOnly}
          {...form.getInputProps('assign_all', { type: 'checkbox' })}
        />
        {!form.values.assign_all && (
          <NumberInput
            label="Number of Areas of Focus"
            description="How many areas each client chooses"
            min={1}
            max={HABIT_LIMITS.maxAllowedGroups}
            allowDecimal={false}
            allowNegative={false}
            disabled={readOnly}
            {...form.getInputProps('max_number_of_allowed_groups')}
          />
        )}
        <Select
          comboboxProps={{ withinPortal: false }}
          label="Pulse Survey"
          placeholder="No pulse survey"
          data={surveyOptions}
          clearable
          disabled={readOnly}
          {...form.getInputProps('pulse_survey')}
        />
        {!readOnly && (
          <Group>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
