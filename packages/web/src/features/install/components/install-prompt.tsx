import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/deferred-modal';
import { useInstallPrompt } from '../hooks/use-install-prompt';

/**
 * The spec's install-prompt modal: shown when the browser offers home-screen install (or, on an
 * iPhone, how to add the app through Share), to signed-in users, until installed or put off. It
 * names the app and shows its icon as they will be installed: the brand's (issue 45).
 */
export function InstallPrompt({ appName, iconUrl }: { appName: string; iconUrl: string }) {
  const { offer, snooze } = useInstallPrompt();
  if (!offer) return null;
  return (
    <DeferredModal opened onClose={snooze} title={`Add ${appName} to your home screen`} centered>
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <Image src={iconUrl} alt="" w={48} h={48} />
          {offer.kind === 'prompt' ? (
            <Text size="sm">
              Open your daily exercise and reflection in one tap, full screen, even on a train with no signal.
            </Text>
          ) : (
            <Text size="sm">
              Open your daily exercise and reflection in one tap: tap Share in Safari, then Add to Home
              Screen.
            </Text>
          )}
        </Group>
        <Group justify="flex-end">
          {offer.kind === 'prompt' ? (
            <>
              <Button variant="default" onClick={snooze}>
                Not now
              </Button>
              <Button onClick={() => void offer.install()}>Install</Button>
            </>
          ) : (
            <Button onClick={snooze}>Got it</Button>
          )}
        </Group>
      </Stack>
    </DeferredModal>
  );
}
