import { Paper, Stack, Text, Title } from '@mantine/core';
import { APP_VERSION } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../users/hooks/use-current-user';
import { UserInformationForm } from './user-information-form';

/** /settings: user information now; system settings, preferences and the rest come later. */
export function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Stack maw={640}>
      <Title order={2}>Settings</Title>
      <Paper withBorder p="lg" radius="md">
        <UserInformationForm user={user} />
      </Paper>
      <Text size="sm" c="dimmed">
        App version {APP_VERSION}
      </Text>
    </Stack>
  );
}
