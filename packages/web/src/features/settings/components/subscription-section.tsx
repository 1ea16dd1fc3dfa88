import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ClientSubscription, OwnerSubscription, TestSubscriptionEvent, User } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { useCancelClientSubscription } from '../api/cancel-client-subscription';
import { useCancelOwnerSubscription } from '../api/cancel-owner-subscription';
import { useClientSubscription } from '../api/get-client-subscriptions';
import { ownerSubscriptionQueryKey, useOwnerSubscription } from '../api/get-owner-subscription';
import { useSimulateOwnerSubscription } from '../api/simulate-owner-subscription';
import { showDone, showFailure, showSaved } from '../utils/notices';
import { SettingsSection } from './settings-section';
import { failureMessage } from '../../../lib/api-errors';
import { CardEntry, formatPrice, useCardSubmission, useSaveOwnerCreditCard } from '../../payments';

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

/**
 * 'Update Card': the card Tandem charges for the coach's package. A plan whose renewal failed is
 * charged again by the provider on its next try with the new card (in test mode, "Renew now").
 */
function UpdateCardButton() {
  const [open, setOpen] = useState(false);
  const payment = useCardSubmission();
  const save = useSaveOwnerCreditCard();
  const queryClient = useQueryClient();
  const submit = async () => {
    const token = await payment.readCard();
    if (!token) return;
    save.mutate(token, {
      onSuccess: async (card) => {
        setOpen(false);
        showDone(`Card ending in ${card.last_four ?? token.last_four} saved.`);
        await queryClient.invalidateQueries({ queryKey: ownerSubscriptionQueryKey });
      },
      onError: (error) => payment.setError(failureMessage(error)),
    });
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Update Card
      </Button>
      <DeferredModal opened={open} onClose={() => setOpen(false)} title="Update Card">
        <Stack>
          <CardEntry card={payment.card} />
          {payment.error && (
            <Text size="sm" c="red" role="alert">
              {payment.error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={payment.reading || save.isPending} onClick={() => void submit()}>
              Save Card
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}

/**
 * The offline test provider's controls (no Stripe keys): its renewals and cancellations happen
 * when asked, so a failed renewal (a 4000 0000 0000 0341 card), a recovery and the provider's
 * cancellation can be tried by hand.
 */
function TestModeControls({ subscription }: { subscription: OwnerSubscription }) {
  const simulate = useSimulateOwnerSubscription();
  const run = (event: TestSubscriptionEvent) =>
    simulate.mutate(
      { id: subscription.id, event },
      {
        onSuccess: (result) =>
          showDone(result.status === 'past_due' ? 'The renewal failed: the card was declined.' : 'Done.'),
        onError: (error) => showFailure(failureMessage(error)),
      },
    );
  return (
    <Alert color="gray" variant="light" title="Test mode" role="note">
      <Stack gap="xs">
        <Text size="sm">
          No payment provider is configured. Renew the plan now with the card on file, or end it as the
          provider would after failed retries.
        </Text>
        <Group>
          <Button size="xs" variant="default" loading={simulate.isPending} onClick={() => run('renewal')}>
            Renew now
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={simulate.isPending}
            onClick={() => run('cancellation')}
          >
            End plan
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function OwnerSubscriptionDetails({ subscription }: { subscription: OwnerSubscription }) {
  const cancel = useCancelOwnerSubscription();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={500}>{subscription.title}</Text>
        {subscription.status === 'past_due' && <Badge color="red">Payment failed</Badge>}
      </Group>
      {subscription.renewing ? (
        <>
          {subscription.status === 'past_due' ? (
            <Text size="sm">The last renewal was not paid. Update the card to pay it.</Text>
          ) : (
            subscription.scheduled_invoice_at && (
              <Text size="sm">Renews On {formatDate(subscription.scheduled_invoice_at)}</Text>
            )
          )}
          <Group>
            <UpdateCardButton />
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
        <>
          <Text size="sm">Active Until {formatDate(subscription.scheduled_invoice_at)}</Text>
          <Group>
            <UpdateCardButton />
          </Group>
        </>
      )}
      {subscription.test_mode && <TestModeControls subscription={subscription} />}
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
    <SettingsSection title="Subscription" anchor="subscription">
      {clientSubscription && <ClientSubscriptionDetails subscription={clientSubscription} />}
      {ownerSubscription && <OwnerSubscriptionDetails subscription={ownerSubscription} />}
    </SettingsSection>
  );
}
