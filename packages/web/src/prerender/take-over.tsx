import { useLayoutEffect, type ReactNode } from 'react';

/** Calls `onDrawn` once its children are in the page, before the browser paints them. */
export function TakeOver({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    onDrawn();
  }, [onDrawn]);
  return children;
}
