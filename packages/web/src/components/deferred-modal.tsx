import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '@mantine/core';

// Mantine's Modal brings its focus trap, scroll lock and scroll area (with Floating UI, which the
// scroll area uses to merge refs): code no page needs before its first dialog opens, loaded then
// (and kept by the service worker).
const OpenedModal = lazy(() => import('./opened-modal').then((module) => ({ default: module.OpenedModal })));

/**
 * A Mantine Modal that is not there until it first opens, then stays so it closes with its
 * transition (issue 21). A closed Modal still mounts its portal, which sets state as the page is
 * drawn: React then draws again and runs all the page's pending effects (queries, measurements)
 * in the same task, one long task on a phone for every page holding one. Its code loads on the
 * first opening too.
 */
export function DeferredModal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <OpenedModal {...props} opened={opened} />
    </Suspense>
  );
}
