import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type InvitationRequestRow } from '@tandem/shared';
import { failureMessage } from '../../../lib/api-errors';
import { useDismissInvitationRequest, useInvitationRequests } from '../api/campaigns';
import { OWNER_CAMPAIGNS_PATH } from '../paths';

/**
 * The owner's invitation requests from campaign pages (next to Client Onboarding): "Invite" fills
 * the onboarding form with the person, so the normal invitation goes out; "Dismiss" sets the
 * request aside; a link leads to the company's campaigns. Shown only to a company's owner.
 */
export function InvitationRequests({
  isOwner,
  onInvite,
}: {
  isOwner: boolean;
  onInvite: (request: InvitationRequestRow) => void;
}) {
  const requests = useInvitationRequests(isOwner);
  const dismiss = useDismissInvitationRequest();
  if (!isOwner || !requests.data || requests.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="invitation-requests-heading" gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} id="invitation-requests-heading">
          Invitation Requests
        </Title>
        <Anchor component={Link} to={OWNER_CAMPAIGNS_PATH} size="sm">
          Your campaigns
        </Anchor>
      </Group>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {requests.data.map((request) => {
          const name = `${request.first_name} ${request.last_name}`;
          return (
            <Stack component="li" key={request.id} gap={4}>
              <Group gap="xs">
                <Text fw={600}>{name}</Text>
                {request.invited && (
                  <Badge color="green" variant="light">
                    Invited
                  </Badge>
                )}
              </Group>
              <Text size="sm">{request.email}</Text>
              <Text size="sm" c="dimmed">
                {request.campaign.name}: {request.additional_information}
              </Text>
              <Group gap="xs">
                {!request.invited && (
                  <Button size="xs" onClick={() => onInvite(request)} aria-label={`Invite ${name}`}>
                    Invite
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Dismiss ${name}`}
                  loading={dismiss.isPending && dismiss.variables === request.id}
                  onClick={() =>
                    dismiss.mutate(request.id, {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: CLIENT_MESSAGES.removed }),
                      onError: (error) =>
                        notifications.show({ color: 'red', message: failureMessage(error) }),
                    })
                  }
                >
                  Dismiss
                </Button>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
