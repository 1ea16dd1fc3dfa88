import { useMemo } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { timeZoneChoices, type User } from '@tandem/shared';
import { TimeOfDayInput } from '../../../components/time-of-day-input';
import { useUpdateUser } from '../../users';
import { showSaveFailure, showSaved } from '../utils/notices';
import {
  initialSystemSettings,
  systemSettingsErrors,
  systemSettingsPatch,
  type SystemSettingsValues,
} from '../utils/settings-values';
import { DayChips } from './day-chips';

/**
 * Time zone and work week, plus the exercise time (with daily exercises) and the reflection days
 * and time (with self reflect). The page shows it only when the profile allows either.
 */
export function SystemSettingsForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const timeZones = useMemo(() => timeZoneChoices([user.timezone]), [user.timezone]);
  const form = useForm<SystemSettingsValues>({
    initialValues: initialSystemSettings(user),
    validate: systemSettingsErrors,
  });
  const exercises = user.profile?.allow_daily_exercises ?? false;
  const reflections = user.profile?.allow_self_reflect ?? false;

  const submit = form.onSubmit((values) =>
    update.mutate(systemSettingsPatch(user, values), {
      onSuccess: showSaved,
      onError: (error) => showSaveFailure(error, form.setErrors),
    }),
  );

  const dayChips = (field: 'work_week' | 'generate_pulse_on') => ({
    value: form.values[field],
    onChange: (days: string[]) => form.setFieldValue(field, days),
    error: form.errors[field] as string | undefined,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label="Time Zone"
          data={timeZones}
          searchable
          allowDeselect={false}
          {...form.getInputProps('timezone')}
        />
        <DayChips label="Work Week" {...dayChips('work_week')} />
        {exercises && (
          <TimeOfDayInput label="Exercise Time" {...form.getInputProps('generate_exercises_at')} />
        )}
        {reflections && (
          <>
            <DayChips label="Reflection Days" {...dayChips('generate_pulse_on')} />
            <TimeOfDayInput label="Reflection Time" {...form.getInputProps('generate_pulse_at')} />
          </>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
