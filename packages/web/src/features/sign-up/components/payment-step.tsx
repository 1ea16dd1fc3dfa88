import { Stack, Text } from '@mantine/core';
import type { Offering } from '@tandem/shared';
import { CardEntry, formatPrice, type CardEntryController } from '../../payments';

/**
 * The wizard's last step for a plan with a price (client side 4 and 9): billing is monthly, the
 * total due now is the plan's price with two decimals, cancel any time; then the card. A card
 * refused by the card provider shows its message under the card.
 */
export function PaymentStep({
  offering,
  card,
  error,
}: {
  offering: Offering;
  card: CardEntryController;
  error: string | null;
}) {
  const price = formatPrice(offering.price ?? 0);
  return (
    <Stack gap="sm">
      <Text>Billed monthly: {price} a month. Cancel any time in Settings.</Text>
      <Text fw={600}>Total due now: {price}</Text>
      <CardEntry card={card} />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
