import { useCallback, useState } from 'react';

/**
 * Whether the element holding `ref` has come into view at least once. It stays true afterwards,
 * so whatever it switched on (a request) is not switched off again when the element scrolls away.
 */
export function useSeenOnce<T extends Element>() {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || seen) return;
      const watcher = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      watcher.observe(node);
      return () => watcher.disconnect();
    },
    [seen],
  );
  return { ref, seen };
}
