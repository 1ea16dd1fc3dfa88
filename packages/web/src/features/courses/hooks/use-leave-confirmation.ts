import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Spec: "Unsaved-draft state in module editing triggers a leave confirmation". While `dirty`, a
 * navigation to another page is held (the caller shows `blocker`'s question) and a reload or a
 * closed tab asks the browser's own question. `markSaved` lets the navigation that follows a
 * save through at once, before the form's clean state has rendered.
 */
export function useLeaveConfirmation(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const markSaved = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  return { blocker, markSaved };
}
