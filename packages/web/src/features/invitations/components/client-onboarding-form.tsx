import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ALLOW_FLAGS,
  CLIENT_MESSAGES,
  HOME_FEATURE_FLAG,
  HOME_FEATURES,
  type ClientUploadResponse,
  type ClientUploadRow,
  type HomeFeature,
} from '@tandem/shared';
import { useCourses, useHabitPrograms, usePulseSurveys } from '../../catalog';
import { useUploadClients } from '../api/upload-clients';
import { ALLOW_FLAG_LABELS, HOME_FEATURE_LABELS } from '@tandem/shared';
import {
  initialOnboardingValues,
  toUploadRequest,
  validateOnboarding,
  type CourseMode,
  type OnboardingValues,
} from '../utils/onboarding-form';
import { uploadErrorMessage } from '../utils/upload-error-message';
import { ClientRowsInput } from './client-rows-input';
import { CsvUpload } from './csv-upload';

const COURSE_MODES: { value: CourseMode; label: string }[] = [
  { value: 'default', label: 'Default Courses' },
  { value: 'specify', label: 'Specify Courses' },
];

/**
 * Clients typed by hand or read from a CSV, the features they get, their home page, habit
 * program, pulse survey and courses; Save sends one invitation per client.
 */
export function ClientOnboardingForm({
  onInvited,
  person,
}: {
  onInvited: (result: ClientUploadResponse) => void;
  /** Someone to invite, filled into the first row. */
  person?: ClientUploadRow;
}) {
  const upload = useUploadClients();
  const habitPrograms = useHabitPrograms();
  const pulseSurveys = usePulseSurveys();
  const courses = useCourses();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<OnboardingValues>({
    initialValues: initialOnboardingValues(person),
    validate: validateOnboarding,
  });
  const { values } = form;

  const homeChoices = HOME_FEATURES.filter((feature) => values[HOME_FEATURE_FLAG[feature]]).map(
    (feature) => ({ value: feature, label: HOME_FEATURE_LABELS[feature] }),
  );

  const chooseHabitProgram = (value: string | null) => {
    form.setFieldValue('habit_program', value);
    // A program comes with a pulse survey of its own: offer it when none is chosen yet.
    const program = habitPrograms.data?.find((item) => String(item.id) === value);
    const survey = pulseSurveys.data?.find((item) => item.id === program?.pulse_survey);
    if (survey && !values.pulse_survey) form.setFieldValue('pulse_survey', String(survey.id));
  };

  const submit = form.onSubmit((formValues) => {
    setSubmitError(null);
    upload.mutate(toUploadRequest(formValues), {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.invitationsSent });
        onInvited(result);
      },
      onError: (error) => setSubmitError(uploadErrorMessage(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={3}>Clients</Title>
        <ClientRowsInput form={form} />
        <Text size="sm" c="dimmed">
          Or add many clients at once from a CSV file:
        </Text>
        <CsvUpload
          rows={values.imported}
          fileName={values.importedFrom}
          onRows={(rows, fileName) => form.setValues({ imported: rows, importedFrom: fileName })}
        />

        <Divider />
        <Title order={3}>Features</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {ALLOW_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={ALLOW_FLAG_LABELS[flag]}
              {...form.getInputProps(flag, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        <Select
          label="Home Page"
          description="The page your clients see first"
          data={homeChoices}
          allowDeselect={false}
          {...form.getInputProps('home')}
          onChange={(value) => value && form.setFieldValue('home', value as HomeFeature)}
        />

        <Divider />
        <Title order={3}>Program</Title>
        <Select
          label="Habit Program"
          placeholder={habitPrograms.isPending ? 'Loading…' : 'Select a habit program'}
          data={(habitPrograms.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          searchable
          clearable
          {...form.getInputProps('habit_program')}
          onChange={chooseHabitProgram}
        />
        <Select
          label="Pulse Survey"
          placeholder={pulseSurveys.isPending ? 'Loading…' : 'Select a pulse survey'}
          data={(pulseSurveys.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          searchable
          clearable
          {...form.getInputProps('pulse_survey')}
        />

        <Divider />
        <Title order={3}>Courses</Title>
        <SegmentedControl
          data={COURSE_MODES}
          value={values.course_mode}
          onChange={(value) => form.setFieldValue('course_mode', value as CourseMode)}
        />
        {values.course_mode === 'specify' && (
          <MultiSelect
            label="Courses"
            placeholder={courses.isPending ? 'Loading…' : 'Select courses'}
            data={(courses.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
            searchable
            {...form.getInputProps('courses')}
          />
        )}

        {submitError && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {submitError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={upload.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
