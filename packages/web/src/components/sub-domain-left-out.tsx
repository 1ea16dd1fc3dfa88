import { Text } from '@mantine/core';

/**
 * What a sub-domain field left out of what was typed (lib/sub-domain-input.ts), under the
 * field. It is a live region, there before anything is said, so a screen reader announces it.
 */
export function SubDomainLeftOut({ message }: { message: string | null }) {
  return (
    <Text size="sm" role="status" aria-live="polite">
      {message}
    </Text>
  );
}
