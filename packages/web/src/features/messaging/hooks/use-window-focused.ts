import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** Whether this window (and tab) has the focus: a message shown in an unfocused one is not yet seen. */
export function useWindowFocused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.hasFocus(),
    () => false,
  );
}
