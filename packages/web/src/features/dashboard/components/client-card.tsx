import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Avatar, Badge, Card, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import type { ClientSummary } from '@tandem/shared';
import { useSeenOnce } from '../hooks/use-seen-once';
import { lastLoginText } from '../utils/last-login';
import { AreaDoughnuts } from './area-doughnuts';
import { ChangeHabitProgramModal } from './change-habit-program-modal';
import { ReflectionChart } from './reflection-chart';
import { SevenDayChart } from './seven-day-chart';

/** A client's detail page (it opens on its first tab). */
export const clientDetailPath = (id: number) => `/client-detail/${id}`;
/** The settings tab of a client's detail page; `?deactivate=1` opens its deactivate confirmation. */
export const clientSettingsPath = (id: number) => `${clientDetailPath(id)}/settings`;
/** The client's own details (name, e-mail) on that tab, focused: what the card's pencil edits. */
export const clientProfilePath = (id: number) => `${clientSettingsPath(id)}?edit=profile`;

/**
 * One client on the dashboard (spec: client card): avatar, name, habit program, last login, edit
 * action, a menu to change the habit program or deactivate, the momentum and pulse doughnuts of
 * the last seven days, a doughnut per area of focus and the reflection bar chart. The per-area
 * progress and the reflections are a request each per card, so they are asked for only once the
 * card has been on screen.
 */
export function ClientCard({ client }: { client: ClientSummary }) {
  const [changingProgram, setChangingProgram] = useState(false);
  const fullName = `${client.first_name} ${client.last_name}`;
  const deactivated = client.client_profile.deactivated !== null;
  const { ref, seen } = useSeenOnce<HTMLDivElement>();

  return (
    <Card ref={ref} withBorder radius="md" padding="md" component="article" aria-label={fullName}>
      {/* Dense on purpose: a coach scans many cards, so one is about 325 px tall with every
          block drawn (issue 22; e2e/clients checks it), not 470. */}
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group wrap="nowrap" gap="sm">
            <Avatar src={client.image} name={fullName} color="initials" alt={fullName} />
            <Stack gap={0}>
              {/* The name leads to the client, as a name does everywhere (issue 22). */}
              <Anchor component={Link} to={clientDetailPath(client.id)} fw={600} lineClamp={1} c="inherit">
                {fullName}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {client.habit_program?.name ?? 'No Habit Program'}
              </Text>
              <Text size="xs" c="dimmed">
                Last login: {lastLoginText(client.last_login)}
              </Text>
            </Stack>
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={clientProfilePath(client.id)}
              aria-label={`Edit ${fullName}`}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <Menu position="bottom-end" withinPortal={false}>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`More actions for ${fullName}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setChangingProgram(true)}>Change Habit Program</Menu.Item>
                {!deactivated && (
                  <Menu.Item
                    color="red"
                    component={Link}
                    to={`${clientSettingsPath(client.id)}?deactivate=1`}
                  >
                    Deactivate
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {deactivated && (
          <Badge color="gray" variant="light">
            Deactivated
          </Badge>
        )}
        <SimpleGrid cols={2} spacing="xs">
          <SevenDayChart
            label="Momentum"
            fraction={client.seven_day_totals.momentum}
            color="teal.6"
            reads="momentum"
          />
          <SevenDayChart
            label="Pulse"
            fraction={client.seven_day_totals.pulse}
            color="violet.6"
            reads="answered"
          />
        </SimpleGrid>
        <AreaDoughnuts client={client} enabled={seen} />
        <ReflectionChart client={client} enabled={seen} />
      </Stack>
      {changingProgram && (
        <ChangeHabitProgramModal client={client} opened onClose={() => setChangingProgram(false)} />
      )}
    </Card>
  );
}
