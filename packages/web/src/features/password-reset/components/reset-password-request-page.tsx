import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** /reset-password: asks for the account's e-mail and sends it a reset link; links back to sign in. */
export function ResetPasswordRequestPage(_props: { title?: string }) {
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidate(passwordResetRequestSchema),
  });

  const submit = form.onSubmit(({ email }) => request.mutate(email.trim().toLowerCase()));

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              Reset Password
            </Title>
            {request.isSuccess && (
              <Alert color="green" role="alert">
                {ACCOUNT_MESSAGES.resetRequested}
              </Alert>
            )}
            {request.isError && (
              <Alert color="red" role="alert">
                {ACCOUNT_MESSAGES.resetRequestServerError}
              </Alert>
            )}
            <Text size="sm">
              Enter your email address and we will send you a link to reset your password.
            </Text>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" loading={request.isPending}>
              Send Reset Link
            </Button>
            <Anchor component={Link} to="/" size="sm" ta="center">
              Back to Sign In
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
