import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homePathFor } from '@tandem/shared';
import { useCurrentUser } from '../../users';
import { TwoStepSettings } from './two-step-section';

/**
 * /two-step-setup: where a session goes when the install requires two steps of its account and it
 * has none (decision 027). Nothing else answers that session until they are on.
 */
export function TwoStepSetupPage() {
  const { user } = useCurrentUser();
  const done = user && !user.two_step_setup_required;
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={560}>
        <Stack>
          <Title order={1} size="h2">
            Set up two-step sign-in
          </Title>
          <Text>
            {done
              ? 'Two-step sign-in is on. You can change it any time in Settings.'
              : 'Your account must use two-step sign-in before anything else.'}
          </Text>
          <TwoStepSettings />
          {done ? (
            <Button component={Link} to={homePathFor(user)}>
              Continue
            </Button>
          ) : (
            <Button component={Link} to="/logout" variant="subtle">
              Log out
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
