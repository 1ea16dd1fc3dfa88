import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ALLOW_FLAGS,
  CLIENT_MESSAGES,
  HOME_FEATURES,
  MESSAGES,
  clientFeatureProblems,
  clientPatchSchema,
  type AllowFlag,
  type ClientFeatureProblem,
  type ClientPatch,
  type ClientProfilePatch,
  type ClientSummary,
  type HomeFeature,
} from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useHabitPrograms, usePulseSurveys } from '../../catalog';
import { useUpdateClient } from '../../clients';
import { useUpdateClientProfile } from '../../clients';
import { DeactivateClientModal } from './deactivate-client-modal';
import { ALLOW_FLAG_LABELS, HOME_FEATURE_LABELS } from '@tandem/shared';

type SettingsValues = {
  email: string;
  first_name: string;
  last_name: string;
  home: HomeFeature;
  /** Select values are strings; '' or null means none. */
  theme: string | null;
  assigned_pulse_survey: string | null;
} & Record<AllowFlag, boolean>;

/** How the client settings tab words each feature problem (spec coach side section 5). */
const PROBLEM_FIELD: Record<ClientFeatureProblem, { field: keyof SettingsValues; message: string }> = {
  missing_habit_program: { field: 'theme', message: CLIENT_MESSAGES.mustSelectHabitProgram },
  missing_pulse_survey: { field: 'assigned_pulse_survey', message: CLIENT_MESSAGES.mustSelectPulseSurvey },
  home_not_enabled: { field: 'home', message: CLIENT_MESSAGES.homeMustBeEnabled },
};

const ACCOUNT_FIELDS = ['email', 'first_name', 'last_name'] as const;
const accountSchema = clientPatchSchema.required();

function initialValues(client: ClientSummary): SettingsValues {
  const profile = client.client_profile;
  const flags = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, profile[flag]])) as Record<
    AllowFlag,
    boolean
  >;
  return {
    email: client.email,
    first_name: client.first_name,
    last_name: client.last_name,
    home: profile.home,
    theme: profile.theme === null ? null : String(profile.theme),
    assigned_pulse_survey:
      profile.assigned_pulse_survey === null ? null : String(profile.assigned_pulse_survey),
    ...flags,
  };
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The changes to send: account fields to the client, the rest to the client profile. */
function changes(client: ClientSummary, values: SettingsValues) {
  const account: ClientPatch = {};
  for (const field of ACCOUNT_FIELDS) {
    if (values[field].trim() !== client[field]) account[field] = values[field];
  }
  const profile = client.client_profile;
  const next: ClientProfilePatch = {};
  if (values.home !== profile.home) next.home = values.home;
  if (idOrNull(values.theme) !== profile.theme) next.theme = idOrNull(values.theme);
  if (idOrNull(values.assigned_pulse_survey) !== profile.assigned_pulse_survey) {
    next.assigned_pulse_survey = idOrNull(values.assigned_pulse_survey);
  }
  for (const flag of ALLOW_FLAGS) if (values[flag] !== profile[flag]) next[flag] = values[flag];
  return { account, profile: next };
}

/** The body's message when it is a 4xx answer; the generic server text otherwise. */
function failureMessage(error: unknown): string {
  const message = error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
  return message ?? MESSAGES.serverError;
}

/**
 * The client detail's settings tab: e-mail and names (PATCH coaches/clients/{id}/), the eight
 * features, home page, habit program and pulse survey (PATCH coaches/client-profiles/{id}/), and
 * Deactivate / Activate.
 */
export function ClientSettingsTab({ client }: { client: ClientSummary }) {
  const programs = useHabitPrograms();
  const surveys = usePulseSurveys();
  const updateClient = useUpdateClient(client.id);
  const updateProfile = useUpdateClientProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  // The dashboard's 'Deactivate' menu item lands here with ?deactivate=1.
  const [deactivating, setDeactivating] = useState(searchParams.get('deactivate') === '1');
  // The dashboard card's pencil (`?edit=profile`) lands on the client's own details, ready to type.
  const editingProfile = searchParams.get('edit') === 'profile';
  const deactivated = client.client_profile.deactivated !== null;

  const form = useForm<SettingsValues>({
    initialValues: initialValues(client),
    validate: zodValidate(accountSchema),
  });

  const problems = clientFeatureProblems({
    ...form.values,
    habit_program: idOrNull(form.values.theme),
    pulse_survey: idOrNull(form.values.assigned_pulse_survey),
  });
  const problemMessage = (field: keyof SettingsValues) =>
    problems.map((problem) => PROBLEM_FIELD[problem]).find((entry) => entry.field === field)?.message;
  const errorOf = (field: keyof SettingsValues) => problemMessage(field) ?? form.errors[field];
  const hasError = problems.length > 0 || Object.values(form.errors).some(Boolean);
  const saving = updateClient.isPending || updateProfile.isPending;

  const submit = form.onSubmit(async (values) => {
    const { account, profile } = changes(client, values);
    try {
      if (Object.keys(account).length > 0) await updateClient.mutateAsync(account);
      if (Object.keys(profile).length > 0) {
        await updateProfile.mutateAsync({ profileId: client.client_profile.id, patch: profile });
      }
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
    } catch (error) {
      const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
      const { non_field_errors: general, ...byField } = errors;
      form.setErrors(byField);
      if (general || Object.keys(byField).length === 0) {
        notifications.show({ color: 'red', message: general ?? failureMessage(error) });
      }
    }
  });

  const activate = () =>
    updateProfile.mutate(
      { profileId: client.client_profile.id, patch: { deactivated: null } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: CLIENT_MESSAGES.reactivated }),
        onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
      },
    );

  const closeDeactivate = () => {
    setDeactivating(false);
    if (searchParams.has('deactivate')) {
      const next = new URLSearchParams(searchParams);
      next.delete('deactivate');
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <Stack maw={720}>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={3}>Client Information</Title>
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <Group grow align="flex-start">
              <TextInput
                label="First Name"
                autoFocus={editingProfile}
                {...form.getInputProps('first_name')}
              />
              <TextInput label="Last Name" {...form.getInputProps('last_name')} />
            </Group>

            <Divider />
            <Title order={3}>Features</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
              data={HOME_FEATURES.map((home) => ({ value: home, label: HOME_FEATURE_LABELS[home] }))}
              allowDeselect={false}
              {...form.getInputProps('home')}
              error={errorOf('home')}
              comboboxProps={{ withinPortal: false }}
            />
            <Select
              label="Habit Program"
              placeholder="Select a Habit Program"
              data={(programs.data ?? []).map((program) => ({
                value: String(program.id),
                label: program.name,
              }))}
              searchable
              clearable
              nothingFoundMessage="No habit programs"
              clearButtonProps={{ 'aria-label': 'Clear Habit Program' }}
              {...form.getInputProps('theme')}
              error={errorOf('theme')}
              comboboxProps={{ withinPortal: false }}
            />
            <Select
              label="Pulse Survey"
              placeholder="Select a Pulse Survey"
              data={(surveys.data ?? []).map((survey) => ({ value: String(survey.id), label: survey.name }))}
              searchable
              clearable
              nothingFoundMessage="No pulse surveys"
              clearButtonProps={{ 'aria-label': 'Clear Pulse Survey' }}
              {...form.getInputProps('assigned_pulse_survey')}
              error={errorOf('assigned_pulse_survey')}
              comboboxProps={{ withinPortal: false }}
            />
            <Group>
              <Button type="submit" disabled={hasError} loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Paper withBorder p="lg" radius="md">
        {deactivated ? (
          <Group justify="space-between">
            <Text size="sm">This client is deactivated: they cannot log in and receive nothing.</Text>
            <Button onClick={activate} loading={updateProfile.isPending}>
              Activate
            </Button>
          </Group>
        ) : (
          <Group justify="space-between">
            <Text size="sm">
              Deactivated clients cannot log in and stop receiving exercises and reflections.
            </Text>
            <Button color="red" variant="outline" onClick={() => setDeactivating(true)}>
              Deactivate
            </Button>
          </Group>
        )}
      </Paper>
      {!deactivated && (
        <DeactivateClientModal client={client} opened={deactivating} onClose={closeDeactivate} />
      )}
    </Stack>
  );
}
