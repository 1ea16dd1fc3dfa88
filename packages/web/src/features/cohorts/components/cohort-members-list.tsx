import { Link } from 'react-router';
import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import type { CohortMember } from '@tandem/shared';

interface CohortMembersListProps {
  members: CohortMember[];
  /** Offers 'Remove' on each member when given (the edit page). */
  onRemove?: (member: CohortMember) => void;
  removingClientId?: number | null;
}

/** The cohort's clients, each linking to their detail page. */
export function CohortMembersList({ members, onRemove, removingClientId }: CohortMembersListProps) {
  if (members.length === 0) return <Text c="dimmed">This cohort has no clients yet.</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
      {members.map((member) => {
        const { client } = member;
        const fullName = `${client.first_name} ${client.last_name}`;
        return (
          <Group key={member.id} component="li" justify="space-between" wrap="nowrap" aria-label={fullName}>
            <Group wrap="nowrap" gap="sm">
              <Avatar src={client.image} name={fullName} color="initials" size="sm" alt={fullName} />
              <Stack gap={0}>
                <Anchor component={Link} to={`/client-detail/${client.id}/settings`} fw={500}>
                  {fullName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {client.email}
                </Text>
              </Stack>
            </Group>
            {onRemove && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => onRemove(member)}
                loading={removingClientId === client.id}
                aria-label={`Remove ${fullName}`}
              >
                Remove
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
