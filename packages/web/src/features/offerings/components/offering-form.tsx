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
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ALLOW_FLAG_LABELS,
  ALLOW_FLAGS,
  HOME_FEATURE_LABELS,
  HOME_FEATURES,
  MOBILE_BREAKPOINT_PX,
  OFFERING_MESSAGES,
  type HomeFeature,
  type OwnerOffering,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';
import { useOfferingChoices } from '../api/get-offerings';
import { useSaveOffering } from '../api/save-offering';
import {
  offeringFormValues,
  offeringRequestBody,
  validateOffering,
  type CourseMode,
  type OfferingFormValues,
} from '../utils/offering-form';

const COURSE_MODES = [
  { value: 'default', label: 'Default Courses' },
  { value: 'specify', label: 'Specify Courses' },
];
const homeChoices = HOME_FEATURES.map((feature) => ({ value: feature, label: HOME_FEATURE_LABELS[feature] }));

/**
 * What a failed save says (coach side 8): from 500 up the spec's server-error text; otherwise the
 * non-field errors, or the field errors (shown under their fields when the form has them).
 */
export function offeringSaveError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return OFFERING_MESSAGES.saveServerError;
  return generalError(error.body) ?? Object.values(fieldErrors(error.body)).join('\n');
}

/**
 * Creating or editing a subscription plan, in a dialog (full screen on a phone): name, monthly
 * price in dollars (sent as cents), the coach and, from what that coach may give clients, the
 * habit program, pulse survey and courses; the features, the home page and the active flag. The
 * shared plan rule checks it as the server does; Save is disabled while saving or while an error
 * shows (coach side 5).
 */
export function OfferingForm({ offering, onClose }: { offering?: OwnerOffering; onClose: () => void }) {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const choices = useOfferingChoices();
  const save = useSaveOffering();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfferingFormValues>({
    initialValues: offeringFormValues(offering),
    validate: validateOffering,
  });
  const values = form.getValues();
  const coach = choices.data?.coaches.find((row) => String(row.id) === values.coach);
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const hasError = Object.keys(form.errors).length > 0;
  const priced = (offeringRequestBody(values).price ?? 0) > 0;

  const chooseCoach = (value: string | null) => {
    // Another coach may give other programs, surveys and courses: choose them again.
    form.setValues({ coach: value, habit_program: null, pulse_survey: null, courses: [] });
    form.clearFieldError('coach');
  };

  const submit = form.onSubmit((submitted) => {
    setFailure(null);
    save.mutate(
      { id: offering?.id ?? null, input: offeringRequestBody(submitted) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: OFFERING_MESSAGES.saved });
          onClose();
        },
        onError: (error) => {
          const errors = error instanceof ApiError && error.status < 500 ? fieldErrors(error.body) : {};
          const onFields = Object.keys(errors).filter((field) => field in submitted);
          if (onFields.length > 0) form.setErrors(errors);
          else setFailure(offeringSaveError(error));
        },
      },
    );
  });

  return (
    <DeferredModal
      opened
      onClose={onClose}
      title={offering ? `Edit ${offering.title}` : 'New Subscription Plan'}
      size="lg"
      fullScreen={Boolean(narrow)}
    >
      <form onSubmit={submit} noValidate aria-label="Subscription plan">
        <Stack>
          <TextInput label="Name" withAsterisk {...form.getInputProps('title')} />
          <TextInput
            label="Price a month (USD)"
            description="Leave empty for a free plan."
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps('price')}
          />
          {priced && choices.data && !choices.data.can_sell && (
            <Alert color="yellow">{OFFERING_MESSAGES.paymentsNotConnected}</Alert>
          )}
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />

          <Divider />
          <Title order={3}>Program</Title>
          <Select
            label="Coach"
            withAsterisk
            placeholder={choices.isPending ? 'Loading…' : 'Select a coach'}
            data={(choices.data?.coaches ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            searchable
            {...form.getInputProps('coach')}
            onChange={chooseCoach}
          />
          <Select
            label="Habit Program"
            placeholder={coach ? 'Select a habit program' : 'Select a coach first'}
            data={options(coach?.habit_programs)}
            disabled={!coach}
            searchable
            clearable
            {...form.getInputProps('habit_program')}
          />
          <Select
            label="Pulse Survey"
            placeholder={coach ? 'Select a pulse survey' : 'Select a coach first'}
            data={options(coach?.pulse_surveys)}
            disabled={!coach}
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
              description="None chosen gives the coach's default courses."
              data={options(coach?.courses)}
              disabled={!coach}
              searchable
              {...form.getInputProps('courses')}
            />
          )}

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
            description="The page the plan's clients see first"
            data={homeChoices}
            allowDeselect={false}
            {...form.getInputProps('home')}
            onChange={(value) => value && form.setFieldValue('home', value as HomeFeature)}
          />

          {failure && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          {hasError && (
            <Text size="sm" c="red">
              Fix the errors above to save.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={save.isPending || choices.isPending || hasError}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
