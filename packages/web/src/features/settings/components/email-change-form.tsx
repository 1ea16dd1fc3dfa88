import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, emailChangeSchema, type User } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';
import { useUpdateUser } from '../../users';
import { emailChangeErrorMessage, emailChangeFieldErrors } from '../utils/error-messages';
import { showFailure, showSaved } from '../utils/notices';

interface EmailChangeValues {
  email: string;
  confirmation: string;
  current_password: string;
}

/** The address as it is sent: trimmed and lower-cased (spec section 5). */
const normalise = (email: string) => email.trim().toLowerCase();
const schemaErrors = zodValidate<EmailChangeValues>(emailChangeSchema);

function validate(values: EmailChangeValues): Record<string, string> {
  const errors = schemaErrors(values);
  if (normalise(values.email) !== normalise(values.confirmation)) {
    errors.confirmation = ACCOUNT_MESSAGES.emailConfirmationMismatch;
  }
  return errors;
}

/**
 * A new e-mail address typed twice and the current password, sent with PATCH user/{id}/
 * {email, current_password}; the old address is mailed a link that undoes the change.
 */
export function EmailChangeForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const form = useForm<EmailChangeValues>({
    initialValues: { email: '', confirmation: '', current_password: '' },
    validate,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { email: normalise(values.email), current_password: values.current_password },
      {
        onSuccess: () => {
          form.reset();
          showSaved();
        },
        onError: (error) => {
          const onFields = emailChangeFieldErrors(error);
          if (onFields) form.setErrors(onFields);
          else showFailure(emailChangeErrorMessage(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="New Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput
          label="Confirm New Email"
          type="email"
          autoComplete="off"
          {...form.getInputProps('confirmation')}
        />
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Change Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
