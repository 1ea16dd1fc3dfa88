import { useSyncExternalStore } from 'react';

// Opened from a route loader, which runs outside React, so the state lives in this small store.
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  open = value;
  listeners.forEach((listener) => listener());
}

/** Opens the 'Please upgrade' modal. */
export const openUpgradeNotice = () => set(true);
export const closeUpgradeNotice = () => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the 'Please upgrade' modal is open. */
export function useUpgradeNoticeOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
