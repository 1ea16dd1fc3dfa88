import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { failureMessage, fieldMessage } from '../../../lib/api-errors';
import { useBeginTotp, useConfirmTotp } from '../api/change-two-step';

/** Setting up an authenticator app: scan the QR code (or type the key), then confirm with a code. */
export function TotpSetup({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { mutate } = begin;
  useEffect(() => mutate(), [mutate]);

  if (begin.error) return <Alert color="red">{failureMessage(begin.error)}</Alert>;
  if (!begin.data) return <Text size="sm">Making your key…</Text>;
  const setup = begin.data;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('Enter the 6-digit code from your app.');
      return;
    }
    confirm.mutate(code, {
      onSuccess: (answer) => onDone(answer.recovery_codes),
      onError: (failure) =>
        setError(fieldMessage(failure, 'code') ?? failureMessage(failure, { orField: true })),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Microsoft
          Authenticator…).
        </Text>
        <Image
          src={setup.qr_code}
          alt="QR code to scan with your authenticator app"
          w={200}
          h={200}
          bg="white"
        />
        <Text size="sm">
          Cannot scan it? Enter this key in the app:{' '}
          <Code style={{ wordBreak: 'break-all' }}>{setup.secret}</Code>
        </Text>
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
