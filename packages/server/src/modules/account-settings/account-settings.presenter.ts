import type { ClientSubscription, OwnerSubscription } from '@tandem/shared';
import type { ClientSubscriptionRow, OwnerSubscriptionRow } from './account-settings.repo';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentClientSubscription(row: ClientSubscriptionRow): ClientSubscription {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    scheduled_invoice_at: iso(row.scheduledInvoiceAt),
    canceled: row.canceled,
  };
}

/** An owner's plan; `testMode`: the offline test provider holds the payments. */
export function presentOwnerSubscription(row: OwnerSubscriptionRow, testMode: boolean): OwnerSubscription {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    renewing: row.renewing,
    scheduled_invoice_at: iso(row.scheduledInvoiceAt),
    canceled: row.canceled,
    status: row.status,
    test_mode: testMode && row.providerSubscriptionId !== null,
  };
}
