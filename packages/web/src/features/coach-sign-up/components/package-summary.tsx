import { Group, Paper, Stack, Text } from '@mantine/core';
import type { CoachPackage } from '@tandem/shared';
import { CardEntry, formatPrice, type CardEntryController } from '../../payments';

/**
 * A coach package as the sign-up pages and Settings show it: its label, its monthly price (none
 * for the free plan) and what it gives; a landmark named `label` ("Your plan" on sign-up).
 */
export function PackageSummary({
  coachPackage,
  label = 'Your plan',
}: {
  coachPackage: CoachPackage;
  label?: string;
}) {
  const priced = coachPackage.priceCents > 0;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{coachPackage.label}</Text>
        {priced && <Text fw={600}>{formatPrice(coachPackage.priceCents)} a month</Text>}
      </Group>
      <Text size="sm">{coachPackage.summary}</Text>
    </Paper>
  );
}

/** A priced package's card: how it is billed, the card entry, and the card's error under it. */
export function PackageCard({
  coachPackage,
  card,
  error,
}: {
  coachPackage: CoachPackage;
  card: CardEntryController;
  error: string | null;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Billed monthly: {formatPrice(coachPackage.priceCents)} a month. Cancel any time in Settings.
      </Text>
      <CardEntry card={card} />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
