import { useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * A Mantine Modal that is not there until it first opens, then stays so it closes with its
 * transition (issue 21). A closed Modal still mounts its portal, which sets state as the page is
 * drawn: React then draws again and runs all the page's pending effects (queries, measurements)
 * in the same task, one long task on a phone for every page holding one.
 *
 * On first opening it is drawn closed once, then open: the Modal remembers what had the focus
 * only when it sees itself opening, and gives the focus back there when it closes.
 */
export function DeferredModal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  const [ready, setReady] = useState(opened);
  useEffect(() => {
    if (mounted) setReady(true);
  }, [mounted]);
  return mounted ? <Modal {...props} opened={opened && ready} /> : null;
}
