import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TwoStepChallenge, User } from '@tandem/shared';
import { failureMessage, fieldMessage } from '../../../lib/api-errors';
import { passkeyErrorMessage } from '../../../lib/webauthn';
import { useSecondStepCode, useSecondStepPasskey } from '../api/second-step';

/**
 * The login's second step (decision 027): a code from the authenticator app, a recovery code,
 * or one of the account's passkeys. The password step's challenge stands in for a session.
 */
export function SecondStepForm({
  challenge,
  onDone,
  onCancel,
}: {
  challenge: TwoStepChallenge;
  onDone: (user: User) => void;
  onCancel: () => void;
}) {
  const withCode = useSecondStepCode(challenge.challenge);
  const withPasskey = useSecondStepPasskey(challenge.challenge);
  const [code, setCode] = useState('');
  const [blank, setBlank] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasApp = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('passkey');
  useEffect(() => {
    if (!hasApp) heading.current?.focus();
  }, [hasApp]);

  const error = withCode.error ?? withPasskey.error;
  const message = error
    ? (passkeyErrorMessage(error) ?? fieldMessage(error, 'code') ?? failureMessage(error))
    : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setBlank(true);
      return;
    }
    withPasskey.reset();
    withCode.mutate(code, { onSuccess: onDone });
  };

  return (
    <Stack>
      <Title order={1} size="h2" ta="center" ref={heading} tabIndex={-1}>
        Two-step sign-in
      </Title>
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      {hasApp && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              Enter the 6-digit code from your authenticator app, or one of your recovery codes.
            </Text>
            <TextInput
              label="Code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setBlank(false);
              }}
              error={blank ? 'Enter the 6-digit code or a recovery code.' : undefined}
              autoFocus
            />
            <Button type="submit" loading={withCode.isPending}>
              Verify
            </Button>
          </Stack>
        </form>
      )}
      {hasPasskey && (
        <Button
          variant={hasApp ? 'default' : 'filled'}
          loading={withPasskey.isPending}
          onClick={() => {
            withCode.reset();
            withPasskey.mutate(undefined, { onSuccess: onDone });
          }}
        >
          Use a passkey
        </Button>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCancel} ta="center">
        Back to login
      </Anchor>
    </Stack>
  );
}
