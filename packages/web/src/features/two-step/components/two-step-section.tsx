import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Passkey } from '@tandem/shared';
import { failureMessage } from '../../../lib/api-errors';
import { passkeyErrorMessage, passkeysAvailable } from '../../../lib/webauthn';
import {
  useAddPasskey,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useTurnOffTotp,
} from '../api/change-two-step';
import { useTwoStep } from '../api/get-two-step';
import { ConfirmIdentityModal } from './confirm-identity-modal';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

type Confirming = { kind: 'totp-off' } | { kind: 'new-codes' } | { kind: 'remove-passkey'; passkey: Passkey };

const dateOf = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * Two-step sign-in, for every role: an authenticator app (with its QR code), recovery codes and
 * passkeys. Changes that weaken it ask for the password or a code first.
 */
export function TwoStepSettings() {
  const status = useTwoStep();
  const turnOff = useTurnOffTotp();
  const newCodes = useRegenerateRecoveryCodes();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const [settingUp, setSettingUp] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [passkeyName, setPasskeyName] = useState('');
  const [passkeyError, setPasskeyError] = useState<string>();

  if (status.error) return <Alert color="red">{failureMessage(status.error)}</Alert>;
  if (!status.data) return <Text size="sm">Loading…</Text>;
  const { totp, passkeys, recovery_codes_left: codesLeft, required } = status.data;
  const on = totp || passkeys.length > 0;

  const add = () => {
    setPasskeyError(undefined);
    addPasskey.mutate(passkeyName.trim(), {
      onSuccess: (added) => {
        setPasskeyName('');
        if (added.recovery_codes) setCodes(added.recovery_codes);
      },
      onError: (error) => setPasskeyError(passkeyErrorMessage(error) ?? failureMessage(error)),
    });
  };

  return (
    <Stack>
      <Text size="sm">
        After your password, two-step sign-in asks for a code from an app on your phone or for a passkey, so a
        stolen password alone is not enough. A passkey can also sign you in on its own.
      </Text>
      {required && !on && (
        <Alert color="yellow" title="Required for your account">
          Set up an authenticator app or a passkey to continue.
        </Alert>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />}

      <Stack gap="xs">
        <Group gap="sm">
          <Title order={4}>Authenticator app</Title>
          <Badge color={totp ? 'teal' : 'gray'} variant="light">
            {totp ? 'On' : 'Off'}
          </Badge>
        </Group>
        {totp ? (
          <Group>
            <Button variant="default" color="red" onClick={() => setConfirming({ kind: 'totp-off' })}>
              Turn off the app
            </Button>
          </Group>
        ) : settingUp ? (
          <TotpSetup
            onCancel={() => setSettingUp(false)}
            onDone={(issued) => {
              setSettingUp(false);
              setCodes(issued);
            }}
          />
        ) : (
          <Group>
            <Button onClick={() => setSettingUp(true)}>Set up an authenticator app</Button>
          </Group>
        )}
      </Stack>

      {on && (
        <Stack gap="xs">
          <Title order={4}>Recovery codes</Title>
          <Text size="sm">
            {codesLeft === 1 ? '1 recovery code left.' : `${codesLeft} recovery codes left.`}
          </Text>
          <Group>
            <Button variant="default" onClick={() => setConfirming({ kind: 'new-codes' })}>
              New recovery codes
            </Button>
          </Group>
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={4}>Passkeys</Title>
        {passkeys.length === 0 ? (
          <Text size="sm">No passkeys yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {passkeys.map((passkey) => (
              <Group key={passkey.id} component="li" justify="space-between" wrap="wrap">
                <div>
                  <Text fw={600}>{passkey.name}</Text>
                  <Text size="sm" c="dimmed">
                    Added {dateOf(passkey.created_at)}
                    {passkey.last_used_at ? `, last used ${dateOf(passkey.last_used_at)}` : ''}
                  </Text>
                </div>
                <Button
                  variant="default"
                  onClick={() => setConfirming({ kind: 'remove-passkey', passkey })}
                  aria-label={`Remove passkey ${passkey.name}`}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {passkeysAvailable() ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Passkey name (optional)"
              placeholder="My laptop"
              maxLength={60}
              value={passkeyName}
              onChange={(event) => setPasskeyName(event.currentTarget.value)}
              error={passkeyError}
            />
            <Button onClick={add} loading={addPasskey.isPending}>
              Add a passkey
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            This browser cannot make passkeys here.
          </Text>
        )}
      </Stack>

      <ConfirmIdentityModal
        opened={confirming?.kind === 'totp-off'}
        title="Turn off the authenticator app"
        action="Turn off"
        onClose={() => setConfirming(undefined)}
        onConfirm={(confirmation) => turnOff.mutateAsync(confirmation)}
      />
      <ConfirmIdentityModal
        opened={confirming?.kind === 'new-codes'}
        title="New recovery codes"
        action="Make new codes"
        onClose={() => setConfirming(undefined)}
        onConfirm={async (confirmation) =>
          setCodes((await newCodes.mutateAsync(confirmation)).recovery_codes)
        }
      />
      <ConfirmIdentityModal
        opened={confirming?.kind === 'remove-passkey'}
        title={
          confirming?.kind === 'remove-passkey'
            ? `Remove passkey ${confirming.passkey.name}`
            : 'Remove passkey'
        }
        action="Remove"
        onClose={() => setConfirming(undefined)}
        onConfirm={(confirmation) =>
          confirming?.kind === 'remove-passkey'
            ? removePasskey.mutateAsync({ id: confirming.passkey.id, confirmation })
            : Promise.resolve()
        }
      />
    </Stack>
  );
}
