import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface HabitsSectionProps {
  title: string;
  /** A line under the title saying what the section covers. */
  description?: string;
  /** Buttons on the title's row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One block of the Habits tab: a region named by its title, with optional actions beside it. */
export function HabitsSection({ title, description, actions, children }: HabitsSectionProps) {
  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={3}>{title}</Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
