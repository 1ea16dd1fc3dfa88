import { Alert, Text } from '@mantine/core';
import { useDemoPasswords } from '../api/get-demo-passwords';

/**
 * On the staff's screens: the demo accounts anyone may sign in as, since their password is still
 * the one the README publishes (issue 39). Nothing while there are none, or for anyone but staff.
 */
export function DemoPasswordAlert() {
  const { data } = useDemoPasswords();
  const accounts = data?.accounts ?? [];
  if (accounts.length === 0) return null;
  const staff = accounts.filter((account) => account.is_staff);
  return (
    <Alert color="red" role="alert" title="Demo accounts still have the published password">
      <Text size="sm">
        Anyone can sign in as {accounts.length === 1 ? 'this account' : `these ${accounts.length} accounts`}{' '}
        with the demo password <code>tandem-demo</code> from the README
        {staff.length > 0 ? ', staff included' : ''}: {accounts.map((account) => account.email).join(', ')}.
      </Text>
      <Text size="sm" mt="xs">
        Give each a password of its own (Settings, or a password reset), or delete the accounts, before anyone
        else can reach this server.
      </Text>
    </Alert>
  );
}
