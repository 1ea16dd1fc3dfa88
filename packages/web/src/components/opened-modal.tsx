import { useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * DeferredModal's Modal (deferred-modal.tsx), a chunk of its own. It is drawn closed once, then
 * as asked: the Modal remembers what had the focus only when it sees itself opening, and gives
 * the focus back there when it closes.
 */
export function OpenedModal({ opened, ...props }: ModalProps) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <Modal {...props} opened={opened && drawn} />;
}
