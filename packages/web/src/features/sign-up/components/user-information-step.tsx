import { useMemo } from 'react';
import { Anchor, Checkbox, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { PhoneNumberInput } from '../../../components/phone-number-input';
import type { SignUpValues } from '../utils/sign-up-wizard';
import { timeZoneChoices } from '../utils/time-zones';

/**
 * Step 1: names, e-mail twice, password twice, time zone, text reminders and the terms of service.
 * An invitation is for the address it was sent to (the server refuses another): its e-mail is
 * shown, not edited.
 */
export function UserInformationStep({
  form,
  invitedEmail = false,
}: {
  form: UseFormReturnType<SignUpValues>;
  invitedEmail?: boolean;
}) {
  const timeZones = useMemo(timeZoneChoices, []);
  return (
    <Stack>
      <Group grow align="flex-start">
        <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('first_name')} />
        <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('last_name')} />
      </Group>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={invitedEmail}
        description={invitedEmail ? 'The address your invitation was sent to.' : undefined}
        {...form.getInputProps('email')}
      />
      <TextInput
        label="Email Confirmation"
        type="email"
        autoComplete="off"
        {...form.getInputProps('email_confirmation')}
      />
      <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
      <PasswordInput
        label="Password Confirmation"
        autoComplete="new-password"
        {...form.getInputProps('password_confirmation')}
      />
      <Select
        label="Time Zone"
        data={timeZones}
        searchable
        allowDeselect={false}
        {...form.getInputProps('timezone')}
      />
      <Checkbox
        label="Send me text reminders"
        {...form.getInputProps('allow_notice_sms', { type: 'checkbox' })}
      />
      {form.values.allow_notice_sms && (
        <PhoneNumberInput
          label="Phone Number"
          value={form.values.phone_number}
          error={form.errors.phone_number as string | undefined}
          onChange={(value) => form.setFieldValue('phone_number', value)}
          onProblem={(problem) => form.setErrors({ ...form.errors, phone_number: problem })}
        />
      )}
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to="/terms-of-service" target="_blank" inherit>
              Terms of Service
            </Anchor>
          </>
        }
        {...form.getInputProps('terms', { type: 'checkbox' })}
      />
    </Stack>
  );
}
