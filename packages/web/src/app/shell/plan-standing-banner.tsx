import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import dayjs from 'dayjs';
// The package names from a plain constant: the shell is in every page's first load, without zod.
import { choosesOwnPlan, COACH_PACKAGE_LABELS, type CoachPlan } from '@tandem/shared';

/** Where a coach replaces the card their plan is charged on. */
export const UPDATE_CARD_PATH = '/settings#subscription';
/** Where a coach on their own licence buys a package (Settings' Plan section). */
export const CHOOSE_PLAN_PATH = '/settings#plan';

const planName = (plan: string) =>
  plan in COACH_PACKAGE_LABELS
    ? `${COACH_PACKAGE_LABELS[plan as keyof typeof COACH_PACKAGE_LABELS]} plan`
    : "company's plan";

/**
 * What a coach is told of a plan that is not paid (rules/entitlements.ts): in its grace, until
 * when every tool stays and where to pay; once lapsed or ended, that the free plan's tools are
 * what is left and that nothing was deleted. Null when there is nothing to say.
 */
export function planStandingNotice(
  coachPlan: CoachPlan | null,
): { color: 'yellow' | 'red'; title: string; text: string; updateCard: boolean; choosePlan: boolean } | null {
  if (!coachPlan) return null;
  const name = planName(coachPlan.plan);
  switch (coachPlan.standing) {
    case 'grace':
      return {
        color: 'yellow',
        title: 'A payment failed',
        text: `The last payment for your ${name} did not go through. Update your card by ${dayjs(
          coachPlan.grace_ends_at,
        ).format('MMMM D, YYYY')} to keep every tool.`,
        updateCard: true,
        choosePlan: false,
      };
    case 'lapsed':
      return {
        color: 'red',
        title: 'Your plan is unpaid',
        text: `Your ${name} is unpaid, so only the free plan's tools are open. Your clients and content are kept: update your card and every tool opens again.`,
        updateCard: true,
        choosePlan: false,
      };
    case 'canceled':
      return {
        color: 'red',
        title: 'Your plan has ended',
        text: `Your ${name} has ended, so only the free plan's tools are open. Your clients and content are kept.`,
        updateCard: false,
        choosePlan: choosesOwnPlan(coachPlan),
      };
    default:
      return null;
  }
}

/**
 * The coach's plan standing above every page while it needs their attention. Someone acting as
 * the coach (`impersonating`) sees the standing but not the way to buy: Settings hides the
 * plans from them, as buying spends the coach's money.
 */
export function PlanStandingBanner({
  coachPlan,
  impersonating,
}: {
  coachPlan: CoachPlan | null;
  impersonating: boolean;
}) {
  const notice = planStandingNotice(coachPlan);
  if (!notice) return null;
  return (
    <Alert color={notice.color} title={notice.title} mb="md" role="status">
      <Text size="sm">
        {notice.text}{' '}
        {notice.updateCard && (
          <Anchor component={Link} to={UPDATE_CARD_PATH} size="sm" fw={600}>
            Update card
          </Anchor>
        )}
        {notice.choosePlan && !impersonating && (
          <Anchor component={Link} to={CHOOSE_PLAN_PATH} size="sm" fw={600}>
            Choose a plan
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
