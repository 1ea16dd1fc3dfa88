import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setPasswordSchema, type SetPassword, type User } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';
import { useSetPassword } from '../api/set-password';
import { passwordChangeErrorMessage } from '../utils/error-messages';
import { showFailure, showSaved } from '../utils/notices';

/** Old password, new password and its confirmation, sent with POST user/{id}/set_password/. */
export function PasswordChangeForm({ user }: { user: User }) {
  const setPassword = useSetPassword(user.id);
  const form = useForm<SetPassword>({
    initialValues: { old_password: '', password: '', confirmation: '' },
    validate: zodValidate(setPasswordSchema),
  });

  const submit = form.onSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        showSaved();
      },
      onError: (error) => showFailure(passwordChangeErrorMessage(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          {...form.getInputProps('old_password')}
        />
        <PasswordInput label="New Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmation')}
        />
        <Group>
          <Button type="submit" loading={setPassword.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
