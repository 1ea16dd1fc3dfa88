import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useSession } from '../../../lib/session';

// The support form loads when first opened: every page shows the button, few open it, and the
// form's rules (zod) stay off the first load (issue 21).
const SupportModal = lazy(() =>
  import('./support-modal').then((module) => ({ default: module.SupportModal })),
);

/**
 * The help button every page shows in its header, logged in or not. `color`: the header text's
 * colour (black or white by the contrast rule). In the header rather than floating over the page,
 * it never covers a button of the page (issue 22).
 */
export function HelpButton({ color }: { color?: string }) {
  const loggedIn = useSession() !== null;
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so closing it plays the modal's transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ActionIcon
        aria-label="Help"
        size={40}
        radius="xl"
        variant="transparent"
        c={color}
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        <IconHelp size={26} />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SupportModal opened={opened} onClose={close} loggedIn={loggedIn} />
        </Suspense>
      )}
    </>
  );
}
