import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Box, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMail, IconSend, IconTrash } from '@tabler/icons-react';
import { CLIENT_MESSAGES, MESSAGES, type Invitation } from '@tandem/shared';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { actionErrorMessage } from '../utils/action-error-message';
import { CustomMailModal } from './custom-mail-modal';

/** Spec: infinite scroll distance 15 for lists. */
const SCROLL_DISTANCE_PX = 15;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The coach's pending invitations, newest first, with delete, resend and custom mail. */
export function PendingInvitations() {
  const invitations = useInvitations();
  const [mailTo, setMailTo] = useState<Invitation | null>(null);
  const items = invitations.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="sm">
      <Title order={3}>Pending Invitations</Title>
      {invitations.isPending && <Loader size="sm" />}
      {invitations.isError && <Alert color="red">{MESSAGES.serverError}</Alert>}
      {invitations.isSuccess && items.length === 0 && (
        <Text c="dimmed">{CLIENT_MESSAGES.noPendingInvitations}</Text>
      )}
      {items.map((invitation) => (
        <InvitationRow key={invitation.token} invitation={invitation} onCustomMail={setMailTo} />
      ))}
      {invitations.hasNextPage && (
        <LoadMoreSentinel
          loading={invitations.isFetching}
          onVisible={() => void invitations.fetchNextPage()}
        />
      )}
      <CustomMailModal invitation={mailTo} onClose={() => setMailTo(null)} />
    </Stack>
  );
}

function InvitationRow({
  invitation,
  onCustomMail,
}: {
  invitation: Invitation;
  onCustomMail: (invitation: Invitation) => void;
}) {
  const remove = useDeleteInvitation();
  const resend = useResendInvitation();
  const name = `${invitation.first_name} ${invitation.last_name}`;
  const onError = (error: Error) => notifications.show({ color: 'red', message: actionErrorMessage(error) });

  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Invitation of ${name}`} component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Box miw={0}>
          <Text fw={500} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {invitation.email}
          </Text>
          <Text size="xs" c="dimmed">
            Sent {formatDate(invitation.sent_at ?? invitation.created_at)}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Resend invitation">
            <ActionIcon
              variant="subtle"
              aria-label={`Resend invitation to ${invitation.email}`}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invitation.token, {
                  onSuccess: () => notifications.show({ color: 'green', message: CLIENT_MESSAGES.emailSent }),
                  onError,
                })
              }
            >
              <IconSend size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Send custom email">
            <ActionIcon
              variant="subtle"
              aria-label={`Send custom email to ${invitation.email}`}
              onClick={() => onCustomMail(invitation)}
            >
              <IconMail size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete invitation">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete invitation to ${invitation.email}`}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(invitation.token, {
                  onSuccess: () => notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted }),
                  onError,
                })
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Asks for the next page when it scrolls into view. */
function LoadMoreSentinel({ loading, onVisible }: { loading: boolean; onVisible: () => void }) {
  const { ref, entry } = useIntersection({ rootMargin: `${SCROLL_DISTANCE_PX}px` });
  const visible = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (visible && !loading) onVisible();
  }, [visible, loading, onVisible]);
  return <Box ref={ref}>{loading && <Loader size="sm" />}</Box>;
}
