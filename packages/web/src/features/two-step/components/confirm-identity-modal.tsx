import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TwoStepConfirmation } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { failureMessage, fieldMessage } from '../../../lib/api-errors';

/**
 * Asks for the password or a current code before a change to two-step sign-in (turning the app
 * off, new recovery codes, removing a passkey): an open session alone is not enough.
 */
export function ConfirmIdentityModal({
  title,
  action,
  opened,
  onClose,
  onConfirm,
}: {
  title: string;
  action: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: (confirmation: TwoStepConfirmation) => Promise<unknown>;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password && !code) {
      setErrors({ password: 'Enter your password or a code.' });
      return;
    }
    setPending(true);
    try {
      await onConfirm(password ? { password } : { code });
      close();
    } catch (error) {
      const fields: Record<string, string> = {};
      for (const field of ['password', 'code']) {
        const message = fieldMessage(error, field);
        if (message) fields[field] = message;
      }
      setErrors(fields);
      setFailure(Object.keys(fields).length ? undefined : failureMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <DeferredModal opened={opened} onClose={close} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Confirm it is you: enter your password, or a code from your app or a recovery code.
          </Text>
          {failure && <Alert color="red">{failure}</Alert>}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            data-autofocus
          />
          <TextInput
            label="Or a code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.code}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
