import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, userPatchSchema, type User } from '@tandem/shared';
import { useUpdateUser } from '../../users';
import { emailChangeErrorMessage } from '../utils/error-messages';
import { showFailure, showSaved } from '../utils/notices';

interface EmailChangeValues {
  email: string;
  confirmation: string;
}

/** The address as it is sent: trimmed and lower-cased (spec section 5). */
const normalise = (email: string) => email.trim().toLowerCase();
const emailSchema = userPatchSchema.shape.email.unwrap();

function validate(values: EmailChangeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = emailSchema.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? 'Enter a valid email address.';
  if (normalise(values.email) !== normalise(values.confirmation)) {
    errors.confirmation = ACCOUNT_MESSAGES.emailConfirmationMismatch;
  }
  return errors;
}

/** A new e-mail address typed twice, sent with PATCH user/{id}/ {email}. */
export function EmailChangeForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const form = useForm<EmailChangeValues>({ initialValues: { email: '', confirmation: '' }, validate });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { email: normalise(values.email) },
      {
        onSuccess: () => {
          form.reset();
          showSaved();
        },
        onError: (error) => showFailure(emailChangeErrorMessage(error)),
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
        <Group>
          <Button type="submit" loading={update.isPending}>
            Change Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
