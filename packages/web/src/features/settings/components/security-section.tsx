import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SessionSummary, User } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revoke-sessions';
import { deviceName } from '../utils/session-device';
import { showFailure } from '../utils/notices';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session, mayRevoke }: { session: SessionSummary; mayRevoke: boolean }) {
  const revoke = useRevokeSession();
  const name = deviceName(session.user_agent);
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {session.current && <Badge variant="light">This device</Badge>}
            {session.impersonation && (
              <Badge variant="light" color="gray">
                Opened by an admin
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {session.ip ? `${session.ip} · ` : ''}Last used {when(session.last_used_at)} · Logged in{' '}
            {when(session.created_at)}
          </Text>
        </Stack>
        {!session.current && mayRevoke && (
          <Button
            variant="default"
            size="xs"
            aria-label={`Log out ${name}, last used ${when(session.last_used_at)}`}
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(session.id, { onError: (error) => showFailure(failureMessage(error)) })
            }
          >
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Settings → Security: where the account is logged in (browser, address, last use), each other
 * session with a Revoke button and "Log out everywhere else". Revoking closes that device's open
 * connections at once. Not offered to an admin or owner acting as the user.
 */
export function SecuritySection({ user }: { user: User }) {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isPending) return <PageLoader blocks={1} />;
  if (sessions.isError) return <Alert color="red">{failureMessage(sessions.error)}</Alert>;
  const mayRevoke = !user.impersonating;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <Stack>
      <Text size="sm">Where your account is logged in. Log out any device you do not recognise.</Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessions">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} mayRevoke={mayRevoke} />
        ))}
      </Stack>
      {mayRevoke && others > 0 && (
        <Group>
          <Button
            variant="outline"
            color="red"
            loading={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, { onError: (error) => showFailure(failureMessage(error)) })
            }
          >
            Log out everywhere else
          </Button>
        </Group>
      )}
    </Stack>
  );
}
