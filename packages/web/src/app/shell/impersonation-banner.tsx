import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { User } from '@tandem/shared';
import { stopImpersonating } from '../../features/auth';
import { LOGOUT_PATH } from '../routes';

/**
 * Tells an admin or an owner whose account they are using (shown whenever the session is an
 * impersonation, whoever opened it); stopping logs that session out, which the server records in
 * the impersonation audit, and restores their own session (or logs out).
 */
export function ImpersonationBanner({ user }: { user: User }) {
  const navigate = useNavigate();
  const stop = async () => {
    if (!(await stopImpersonating())) await navigate(LOGOUT_PATH);
  };
  return (
    <Alert color="yellow" mb="md">
      <Group justify="space-between">
        <Text size="sm">
          You are impersonating {user.first_name} {user.last_name} ({user.email})
        </Text>
        <Button size="xs" color="yellow" onClick={() => void stop()}>
          Stop impersonating
        </Button>
      </Group>
    </Alert>
  );
}
