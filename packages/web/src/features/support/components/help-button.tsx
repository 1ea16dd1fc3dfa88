import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useSession } from '../../../lib/session';
import { SupportModal } from './support-modal';

/**
 * The help button every page shows in its header, logged in or not. `color`: the header text's
 * colour (black or white by the contrast rule). In the header rather than floating over the page,
 * it never covers a button of the page (issue 22).
 */
export function HelpButton({ color }: { color?: string }) {
  const loggedIn = useSession() !== null;
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon aria-label="Help" size={40} radius="xl" variant="transparent" c={color} onClick={open}>
        <IconHelp size={26} />
      </ActionIcon>
      <SupportModal opened={opened} onClose={close} loggedIn={loggedIn} />
    </>
  );
}
