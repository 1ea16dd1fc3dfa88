import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { Avatar, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { MESSAGES } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import { useClient } from '../../clients';
import { ClientGoalsTab } from '../../goals';
import { ClientHabitsTab } from '../../habits';
import { ClientPulseTab } from '../../pulse-insights';
import { ClientReflectionsTab } from '../../pulse-insights';
import { ClientCoursesTab } from '../../courses';
import { ClientReminders } from './client-reminders';
import { ClientSettingsTab } from './client-settings-tab';

/** The tabs, in the spec's order; an unknown path falls back to settings. */
const TABS = [
  { path: 'settings', label: 'Settings' },
  { path: 'goals', label: 'Goals' },
  { path: 'pulse', label: 'Pulse' },
  { path: 'reflections', label: 'Reflections' },
  { path: 'courses', label: 'Courses' },
  { path: 'habits', label: 'Habits' },
] as const;

/** /client-detail/{id}/*: the client's header and their nested tabs; the bare path opens settings. */
export function ClientDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <Text>{MESSAGES.notFound}</Text>;
  // Keyed by id, so moving to another client starts their forms afresh.
  return <ClientDetail key={id} id={id} tab={params['*'] ?? ''} />;
}

function ClientDetail({ id, tab }: { id: number; tab: string }) {
  const client = useClient(id);
  const navigate = useNavigate();

  if (client.isPending) return <PageLoader />;
  if (client.isError) {
    const { error } = client;
    const message = error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
    return <Text c="red">{message ?? MESSAGES.serverError}</Text>;
  }

  const summary = client.data;
  const fullName = `${summary.first_name} ${summary.last_name}`;
  const activeTab = tab.split('/')[0] ?? '';
  return (
    <Stack>
      <Group wrap="nowrap">
        <Avatar src={summary.image} name={fullName} color="initials" size="lg" alt={fullName} />
        <Stack gap={0}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {fullName}
            </Title>
            {summary.client_profile.deactivated !== null && (
              <Badge color="gray" variant="light">
                Deactivated
              </Badge>
            )}
          </Group>
          <Text c="dimmed">{summary.email}</Text>
        </Stack>
      </Group>
      <Tabs value={activeTab} onChange={(value) => value && navigate(`/client-detail/${id}/${value}`)}>
        <Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Tab key={entry.path} value={entry.path}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* One panel, the active tab's, holds the routed tab: the selected tab's aria-controls
            must name an element that exists. */}
        <Tabs.Panel value={activeTab || TABS[0]!.path} pt="md">
          <Routes>
            <Route
              path="settings"
              element={
                <Stack>
                  <ClientSettingsTab client={summary} />
                  <ClientReminders clientId={id} />
                </Stack>
              }
            />
            <Route path="goals" element={<ClientGoalsTab clientId={id} />} />
            <Route path="pulse" element={<ClientPulseTab clientId={id} />} />
            <Route path="reflections" element={<ClientReflectionsTab clientId={id} />} />
            <Route path="courses" element={<ClientCoursesTab clientId={id} />} />
            <Route path="habits" element={<ClientHabitsTab clientId={id} />} />
            <Route path="*" element={<Navigate to={`/client-detail/${id}/settings`} replace />} />
          </Routes>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
