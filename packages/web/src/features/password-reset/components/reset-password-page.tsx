import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { ACCOUNT_MESSAGES, homePathFor, passwordResetSchema } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useResetPassword } from '../api/reset-password';

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** What went wrong: the token's own message (it is used, expired or unknown), a field's, or a server error. */
function failure(error: Error): { message: string; badToken: boolean } {
  const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
  if (errors.token) return { message: errors.token, badToken: true };
  const message = errors.password ?? errors.confirmation ?? errors.non_field_errors;
  return { message: message ?? ACCOUNT_MESSAGES.resetRequestServerError, badToken: false };
}

/** /reset-password/:token: the new password twice; on success the user is logged in and sent home. */
export function ResetPasswordPage(_props: { title?: string }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmation: '' },
    validate: (values) =>
      zodValidate<NewPasswordValues & { token: string }>(passwordResetSchema)({ ...values, token }),
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { ...values, token },
      { onSuccess: (user) => navigate(homePathFor(user), { replace: true }) },
    ),
  );
  const problem = reset.error ? failure(reset.error) : null;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              Reset Password
            </Title>
            {problem && (
              <Alert color="red" role="alert">
                {problem.message}{' '}
                {problem.badToken && (
                  <Anchor component={Link} to="/reset-password" inherit>
                    Request a new link
                  </Anchor>
                )}
              </Alert>
            )}
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              {...form.getInputProps('confirmation')}
            />
            <Button type="submit" loading={reset.isPending}>
              Reset Password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
