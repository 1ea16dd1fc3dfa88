import { Title } from '@mantine/core';

/** Placeholder while the screen is being written. */
export function PickAreasPage({ title }: { title: string }) {
  return <Title order={2}>{title}</Title>;
}
