import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../users';

/** Where the coach guard sends a user without a coach license. */
export function NewUserPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Stack gap="xs">
      <Title order={2}>Coach license required</Title>
      <Text>
        Hi {user.first_name}, the coaching tools need a coach license, and your account does not have one yet.
      </Text>
      <Anchor component={Link} to="/settings">
        Go to your settings
      </Anchor>
    </Stack>
  );
}
