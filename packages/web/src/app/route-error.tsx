import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@tandem/shared';

/** Shown in place of a page whose loader failed (e.g. the server could not return the user). */
export function RouteError() {
  return (
    <Stack p="md" maw={640}>
      <Alert color="red" title="Something went wrong">
        {MESSAGES.serverError}
      </Alert>
      <Anchor component={Link} to="/" reloadDocument>
        Back to the start
      </Anchor>
    </Stack>
  );
}
