import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/deferred-modal';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@tandem/shared';
import { failureMessage } from '../../../lib/api-errors';
import { useUpdateUser, userQueryKey } from '../../users';
import { isWelcome, tourIsDue, tourStepsFor } from '../utils/tour-steps';

/**
 * The coach's first-run tour: a few steps over the main screens, each opening its screen behind
 * a light dialog (focus kept inside; Escape or the close button skips). Skip and Done are
 * remembered on the server (`tour_completed`), so it never comes back on another device. It
 * waits while the welcome modal of /getting-started is open.
 */
export function FirstRunTour({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateUser(user.id);
  const [index, setIndex] = useState(0);

  const steps = tourStepsFor(user);
  const at = Math.min(index, steps.length - 1);
  const step = steps[at]!;
  const last = at === steps.length - 1;
  const opened = tourIsDue(user) && !isWelcome(searchParams);

  const goTo = (next: number) => {
    setIndex(next);
    const screen = steps[next]?.screen;
    // Replaced, not pushed: the tour shows screens without leaving a trail in the history.
    if (screen) void navigate(screen.path, { replace: true });
  };
  const finish = () => {
    setIndex(0);
    // Closed at once; should saving fail, it shows again next time the app loads.
    queryClient.setQueryData<User>(userQueryKey(user.id), (old) => old && { ...old, tour_completed: true });
    update.mutate(
      { tour_completed: true },
      { onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }) },
    );
  };

  return (
    <DeferredModal
      opened={opened}
      onClose={finish}
      title={step.title}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Skip the tour' }}
      overlayProps={{ backgroundOpacity: 0.25 }}
      styles={{ inner: { alignItems: 'flex-end', paddingBottom: 'var(--mantine-spacing-xl)' } }}
    >
      <Stack>
        <div aria-live="polite">
          <Text size="xs" c="dimmed">
            Step {at + 1} of {steps.length}
          </Text>
          <Text mt={4}>{step.text}</Text>
        </div>
        <Group justify="space-between">
          {last ? (
            <span />
          ) : (
            <Button variant="subtle" onClick={finish}>
              Skip tour
            </Button>
          )}
          <Group gap="xs">
            {at > 0 && (
              <Button variant="default" onClick={() => goTo(at - 1)}>
                Back
              </Button>
            )}
            <Button data-autofocus onClick={last ? finish : () => goTo(at + 1)}>
              {last ? 'Done' : 'Next'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
