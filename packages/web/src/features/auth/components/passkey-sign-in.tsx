import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { User } from '@tandem/shared';
import { failureMessage } from '../../../lib/api-errors';
import { passkeyErrorMessage, passkeysAvailable } from '../../../lib/webauthn';
import { usePasskeyLogIn } from '../api/second-step';

/** "Sign in with a passkey", under the login form: a passkey alone, no e-mail or password. */
export function PasskeySignIn({ onDone }: { onDone: (user: User) => void }) {
  const passkeyLogIn = usePasskeyLogIn();
  const [unavailable, setUnavailable] = useState(false);
  const { error } = passkeyLogIn;
  const message = unavailable
    ? 'This browser cannot use passkeys here.'
    : error && (passkeyErrorMessage(error) ?? failureMessage(error));
  return (
    <Stack gap="sm">
      <Divider
        labelPosition="center"
        label={
          // The divider's own label colour is a dimmed grey; the text colour keeps AA contrast.
          <Text size="sm" c="var(--mantine-color-text)">
            or
          </Text>
        }
      />
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Button
        variant="default"
        loading={passkeyLogIn.isPending}
        onClick={() => {
          setUnavailable(!passkeysAvailable());
          if (passkeysAvailable()) passkeyLogIn.mutate(undefined, { onSuccess: onDone });
        }}
      >
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
