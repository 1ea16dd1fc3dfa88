import { Button, Checkbox, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@tandem/shared';
import { PhoneNumberInput } from '../../../components/phone-number-input';
import { TimeOfDayInput } from '../../../components/time-of-day-input';
import { DeviceNotifications } from '../../push';
import { useUpdateUser } from '../../users';
import { showSaveFailure, showSaved } from '../utils/notices';
import {
  initialNotifications,
  initialReminders,
  notificationErrors,
  notificationsPatch,
  remindersPatch,
  type NotificationValues,
  type ReminderValues,
} from '../utils/settings-values';

/**
 * E-mail notices, text notices (with the mobile number they go to, only while ticked), sound,
 * push, reminder times and quiet hours, and usage statistics.
 */
export function NotificationsForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const form = useForm<NotificationValues & ReminderValues>({
    initialValues: { ...initialNotifications(user), ...initialReminders(user) },
    validate: notificationErrors,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { ...notificationsPatch(values), ...remindersPatch(values, user) },
      {
        onSuccess: showSaved,
        onError: (error) => showSaveFailure(error, form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Checkbox
          label="Email Notifications"
          {...form.getInputProps('allow_notice_emails', { type: 'checkbox' })}
        />
        <Checkbox
          label="Text Message Notifications"
          {...form.getInputProps('allow_notice_sms', { type: 'checkbox' })}
        />
        {form.values.allow_notice_sms && (
          <PhoneNumberInput
            label="Mobile Number"
            value={form.values.phone_number}
            error={form.errors.phone_number as string | undefined}
            onChange={(value) => form.setFieldValue('phone_number', value)}
            onProblem={(problem) => form.setErrors({ ...form.errors, phone_number: problem })}
          />
        )}
        <Checkbox label="Sound" {...form.getInputProps('allow_volume', { type: 'checkbox' })} />
        <Switch
          label="Push notifications"
          {...form.getInputProps('allow_notice_push', { type: 'checkbox' })}
        />
        <DeviceNotifications />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TimeOfDayInput label="Exercise reminder time" {...form.getInputProps('exercise_reminder_at')} />
          <TimeOfDayInput
            label="Reflection reminder time"
            {...form.getInputProps('reflection_reminder_at')}
          />
          <TimeOfDayInput label="Quiet hours from" {...form.getInputProps('quiet_hours_start')} />
          <TimeOfDayInput label="Quiet hours until" {...form.getInputProps('quiet_hours_end')} />
        </SimpleGrid>
        <Switch
          label="Share usage statistics"
          {...form.getInputProps('allow_analytics', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
