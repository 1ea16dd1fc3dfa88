import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/**
 * An address that leads nowhere (issues 20 and 22): say so, and offer the way home, instead of
 * silently landing on the start page as if the link had worked. `/index.html` still goes to `/`
 * (client side 2): that one is a real address of the app.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page at{' '}
        <Text span ff="monospace">
          {pathname}
        </Text>
        . The link may be old or mistyped.
      </Text>
      <Button component={Link} to="/">
        Go to the start page
      </Button>
    </Stack>
  );
}
