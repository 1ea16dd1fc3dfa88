import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  choosesOwnPlan,
  COACH_PACKAGES,
  inGoodStanding,
  packageChoiceRefusal,
  type CoachPackage,
  type CoachPlan,
  type User,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { failureMessage } from '../../../lib/api-errors';
import { formatPrice, useCardSubmission } from '../../payments';
import { useChoosePackage } from '../api/choose-package';
import { paidPackageId } from '../utils/coach-sign-up-form';
import { PackageCard, PackageSummary } from './package-summary';

const PRICED_PACKAGES = [COACH_PACKAGES.professional, COACH_PACKAGES.enterprise];

/** Whether Settings offers the user the plans: a coach on their own licence, not an impersonator. */
export function offersPlans(user: User): user is User & { coach_plan: CoachPlan } {
  return choosesOwnPlan(user.coach_plan) && !user.impersonating;
}

/** What the coach is on now, in one sentence. */
function currentPlanText(coachPlan: CoachPlan): string {
  const label = COACH_PACKAGES[coachPlan.plan as keyof typeof COACH_PACKAGES]?.label ?? coachPlan.plan;
  if (coachPlan.plan === 'free' || inGoodStanding(coachPlan.standing)) return `You are on the ${label} plan.`;
  if (coachPlan.standing === 'canceled')
    return `Your ${label} plan has ended: the free plan's tools are open, and your clients and content are kept.`;
  return `Your ${label} plan is unpaid: the free plan's tools are open until it is paid or you choose a plan.`;
}

/** The card form for one package; on success the coach is on it at once. */
function ChoosePackageModal({
  coachPackage,
  coachPlan,
  onClose,
}: {
  coachPackage: CoachPackage;
  coachPlan: CoachPlan;
  onClose: () => void;
}) {
  const payment = useCardSubmission();
  const choose = useChoosePackage();
  const packageId = paidPackageId(coachPackage)!;
  const replaced =
    coachPlan.plan !== 'free' && inGoodStanding(coachPlan.standing)
      ? COACH_PACKAGES[coachPlan.plan as keyof typeof COACH_PACKAGES]
      : undefined;
  const submit = async () => {
    const read = await payment.readCard();
    if (!read) return;
    const { token, ...card } = read;
    choose.mutate(
      { package: packageId, token, card },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', message: `You are on the ${coachPackage.label} plan.` });
        },
        onError: (error) => payment.setError(failureMessage(error)),
      },
    );
  };
  return (
    <DeferredModal opened onClose={onClose} title={`Choose ${coachPackage.label}`}>
      <Stack>
        <PackageSummary coachPackage={coachPackage} label={`${coachPackage.label}, chosen`} />
        {replaced && (
          <Text size="sm">
            Your {replaced.label} plan stops today, when this one is paid; its days left are not refunded.
          </Text>
        )}
        <PackageCard coachPackage={coachPackage} card={payment.card} error={payment.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={payment.reading || choose.isPending} onClick={() => void submit()}>
            Pay {formatPrice(coachPackage.priceCents)} a month
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}

/**
 * Settings' Plan section for a coach on their own licence: the plan they are on and the priced
 * packages, each bought by card (POST owners/package/): a free coach upgrading, a coach whose
 * package lapsed or ended buying again, or one package for the other.
 */
export function PlanChoice({ coachPlan }: { coachPlan: CoachPlan }) {
  const [choosing, setChoosing] = useState<CoachPackage | null>(null);
  return (
    <Stack>
      <Text>{currentPlanText(coachPlan)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PRICED_PACKAGES.map((coachPackage) => {
          const held = packageChoiceRefusal(coachPlan, coachPackage) === 'already_on_it';
          return (
            <Stack key={coachPackage.key} gap="xs">
              <PackageSummary coachPackage={coachPackage} label={coachPackage.label} />
              {held ? (
                <Badge color="green" variant="light">
                  Your plan
                </Badge>
              ) : (
                <Button variant="light" onClick={() => setChoosing(coachPackage)}>
                  Choose {coachPackage.label}
                </Button>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      {choosing && (
        <ChoosePackageModal coachPackage={choosing} coachPlan={coachPlan} onClose={() => setChoosing(null)} />
      )}
    </Stack>
  );
}
