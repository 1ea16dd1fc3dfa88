import { Text } from '@mantine/core';

/** Placeholder while the tab is being written. */
export function ClientHabitsTab({ clientId }: { clientId: number }) {
  return <Text>Habits of client {clientId}</Text>;
}
