import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../users/hooks/use-current-user';

/** The coach's home. The client cards and charts come with the dashboard issue. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Stack gap="xs">
      <Title order={2}>Dashboard</Title>
      <Text>Welcome back, {user.first_name}.</Text>
    </Stack>
  );
}
