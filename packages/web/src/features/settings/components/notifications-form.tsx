import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@tandem/shared';
import { PhoneNumberInput } from '../../../components/phone-number-input';
import { useUpdateUser } from '../../users';
import { showSaveFailure, showSaved } from '../utils/notices';
import {
  initialNotifications,
  notificationErrors,
  notificationsPatch,
  type NotificationValues,
} from '../utils/settings-values';

/** E-mail notices, text notices (with the mobile number they go to, only while ticked) and sound. */
export function NotificationsForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const form = useForm<NotificationValues>({
    initialValues: initialNotifications(user),
    validate: notificationErrors,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(notificationsPatch(values), {
      onSuccess: showSaved,
      onError: (error) => showSaveFailure(error, form.setErrors),
    }),
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
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
