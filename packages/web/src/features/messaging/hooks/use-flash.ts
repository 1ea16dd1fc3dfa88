import { useEffect, useState } from 'react';

/** Toggles on and off every `periodMs` while `active` (a room with missed messages); off otherwise. */
export function useFlash(active: boolean, periodMs: number): boolean {
  const [on, setOn] = useState(true);
  useEffect(() => {
    if (!active) return;
    setOn(true);
    const timer = setInterval(() => setOn((value) => !value), periodMs);
    return () => clearInterval(timer);
  }, [active, periodMs]);
  return active && on;
}
