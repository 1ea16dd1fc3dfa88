import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ClientSubscription, OwnerSubscription, User } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { useCancelClientSubscription } from '../api/cancel-client-subscription';
import { useCancelOwnerSubscription } from '../api/cancel-owner-subscription';
import { useClientSubscription } from '../api/get-client-subscriptions';
import { useOwnerSubscription } from '../api/get-owner-subscription';
import { showFailure, showSaved } from '../utils/notices';
import { SettingsSection } from './settings-section';
import { failureMessage } from '../../../lib/api-errors';
import { formatPrice } from '../../payments';

const formatDate = (iso: string | null) => (iso ? dayjs(iso).format('MMMM D, YYYY') : '');
/** Prices are kept in cents; billing is monthly (spec section 9). The shared money rule, no floats. */
const monthlyPrice = (cents: number) => `${formatPrice(cents)} / month`;

interface CancelButtonProps {
  onConfirm: (done: () => void) => void;
  pending: boolean;
}

/** 'Cancel Subscription', asking for confirmation first. */
function CancelButton({ onConfirm, pending }: CancelButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
        Cancel Subscription
      </Button>
      <DeferredModal opened={confirming} onClose={() => setConfirming(false)} title="Cancel Subscription">
        <Stack>
          <Text>Are you sure you want to cancel your subscription?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep Subscription
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(() => setConfirming(false))}>
              Yes, Cancel
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}

function ClientSubscriptionDetails({ subscription }: { subscription: ClientSubscription }) {
  const cancel = useCancelClientSubscription();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={500}>{subscription.title}</Text>
        {subscription.canceled && <Badge color="gray">Canceled</Badge>}
      </Group>
      <Text size="sm">{monthlyPrice(subscription.price)}</Text>
      {!subscription.canceled && subscription.scheduled_invoice_at && (
        <Text size="sm">Next Invoice {formatDate(subscription.scheduled_invoice_at)}</Text>
      )}
      {!subscription.canceled && (
        <Group>
          <CancelButton
            pending={cancel.isPending}
            onConfirm={(done) =>
              cancel.mutate(subscription.id, {
                onSuccess: () => {
                  done();
                  showSaved();
                },
                onError: (error) => showFailure(failureMessage(error)),
              })
            }
          />
        </Group>
      )}
    </Stack>
  );
}

function OwnerSubscriptionDetails({ subscription }: { subscription: OwnerSubscription }) {
  const cancel = useCancelOwnerSubscription();
  return (
    <Stack gap="xs">
      <Text fw={500}>{subscription.title}</Text>
      {subscription.renewing ? (
        <>
          {subscription.scheduled_invoice_at && (
            <Text size="sm">Renews On {formatDate(subscription.scheduled_invoice_at)}</Text>
          )}
          <Group>
            <CancelButton
              pending={cancel.isPending}
              onConfirm={(done) =>
                cancel.mutate(subscription.id, {
                  onSuccess: () => {
                    done();
                    showSaved();
                  },
                  onError: (error) => showFailure(failureMessage(error)),
                })
              }
            />
          </Group>
        </>
      ) : (
        <Text size="sm">Active Until {formatDate(subscription.scheduled_invoice_at)}</Text>
      )}
    </Stack>
  );
}

/** The client's plan and the owner's plan; hidden when the user has neither. */
export function SubscriptionSection({ user }: { user: User }) {
  const client = useClientSubscription(user.profile !== null);
  const owner = useOwnerSubscription(user.has_coach_license || user.is_owner);
  const clientSubscription = client.data ?? null;
  const ownerSubscription = owner.data ?? null;
  if (!clientSubscription && !ownerSubscription) return null;
  return (
    <SettingsSection title="Subscription">
      {clientSubscription && <ClientSubscriptionDetails subscription={clientSubscription} />}
      {ownerSubscription && <OwnerSubscriptionDetails subscription={ownerSubscription} />}
    </SettingsSection>
  );
}
