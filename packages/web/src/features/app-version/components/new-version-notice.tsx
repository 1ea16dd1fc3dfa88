import { useNewVersionNotice } from '../hooks/use-new-version-notice';

/**
 * Where the shell keeps the new-version notice: a component of its own that draws nothing, so the
 * version's answers and the first-paint gate before them re-render only it, never the shell
 * around every page (its header and menu, issue 21).
 */
export function NewVersionNotice(): null {
  useNewVersionNotice();
  return null;
}
