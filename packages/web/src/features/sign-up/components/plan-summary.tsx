import { Paper, Stack, Text } from '@mantine/core';
import type { Offering } from '@tandem/shared';
import { formatPrice } from '../../payments';

/**
 * What a plan's sign-up is for, before its first step (issue 45: the link opened a bare form with
 * no name or price): the plan's title, its company and its monthly price, or that it is free.
 * Nothing for an invitation or a plain sub-domain sign-up, which have no plan.
 */
export function PlanSummary({ offering }: { offering: Offering }) {
  if (offering.id === null || offering.title === null) return null;
  const price = offering.price ?? 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label="Plan"
    >
      <Stack gap={2}>
        <Text fw={700} size="lg">
          {offering.title}
        </Text>
        {offering.company && <Text size="sm">With {offering.company.name}</Text>}
        <Text size="sm" c="dimmed">
          {price > 0 ? `${formatPrice(price)} a month, billed monthly. Cancel any time.` : 'Free.'}
        </Text>
      </Stack>
    </Paper>
  );
}
