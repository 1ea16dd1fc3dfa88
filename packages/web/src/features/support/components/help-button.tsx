import { ActionIcon, Affix } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useSession } from '../../../lib/session';
import { SupportModal } from './support-modal';

/** The floating help button every page shows, logged in or not. */
export function HelpButton() {
  const loggedIn = useSession() !== null;
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }}>
        <ActionIcon aria-label="Help" size={48} radius="xl" onClick={open}>
          <IconHelp size={28} />
        </ActionIcon>
      </Affix>
      <SupportModal opened={opened} onClose={close} loggedIn={loggedIn} />
    </>
  );
}
