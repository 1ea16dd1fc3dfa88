import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser } from '../features/users';

/** Stands in for a client screen whose content has not been built yet; the route table gives its title. */
export function FeatureComingPage({ title }: { title: string }) {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>Hi {user.first_name}! This page is not ready yet; it is coming soon.</Text>
    </Stack>
  );
}
