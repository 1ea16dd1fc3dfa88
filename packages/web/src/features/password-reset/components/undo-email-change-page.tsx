import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { useUndoEmailChange } from '../api/undo-email-change';

/** The link's own message (used, expired, address taken) or a server error. */
function failure(error: Error): string {
  const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
  return errors.token ?? MESSAGES.serverError;
}

/**
 * /undo-email-change/:token — the link mailed to the old address when the e-mail changed. Opening
 * it undoes the change at once (one click in the mail): the old address is back and every session
 * is logged out; the page says so and sends the user to log in, and to choose a new password.
 */
export function UndoEmailChangePage(_props: { title?: string }) {
  const { token = '' } = useParams();
  const undo = useUndoEmailChange();
  const sent = useRef(false);
  const { mutate } = undo;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
        <Stack>
          <Title order={1} size="h2" ta="center">
            Undo E-mail Change
          </Title>
          {undo.isPending && (
            <Center>
              <Loader aria-label="Undoing the change" />
            </Center>
          )}
          {undo.isSuccess && (
            <>
              <Alert color="green" role="status">
                {ACCOUNT_MESSAGES.emailUndone}
              </Alert>
              <Text>
                Log in with this e-mail address. If you did not change it yourself, someone else knows your
                password: choose a new one with{' '}
                <Anchor component={Link} to="/reset-password" inherit>
                  Forgot password
                </Anchor>
                .
              </Text>
              <Button component={Link} to="/login">
                Log in
              </Button>
            </>
          )}
          {undo.isError && (
            <>
              <Alert color="red" role="alert">
                {failure(undo.error)}
              </Alert>
              <Button component={Link} to="/login" variant="default">
                Go to log in
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
