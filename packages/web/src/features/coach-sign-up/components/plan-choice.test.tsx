import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CoachPlan } from '@tandem/shared';
import { buildCoach, buildCoachPlan } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

/* Settings' Plan section: a coach on their own licence buys a package (POST owners/package/). */

const SLOW = { timeout: 60_000 };
const CHOOSE = 'POST /api/owners/package/';

function renderSettings(coachPlan: CoachPlan | null, api: FakeRoutes = {}) {
  const coach = buildCoach({}, { coach_plan: coachPlan });
  return renderApp('/settings', {
    user: coach,
    api: {
      'GET /api/payments/config/': { body: { provider: 'test', publishable_key: null } },
      [CHOOSE]: { body: buildCoachPlan({}) },
      ...api,
    },
  });
}

type TestUser = ReturnType<typeof renderApp>['user'];

async function enterCard(user: TestUser, dialog: ReturnType<typeof within>, number: string) {
  for (const [label, text] of [
    [/^Card number/, number],
    [/^Expiry \(MM\/YY\)/, '12/39'],
    [/^CVC/, '123'],
  ] as const) {
    const field = await dialog.findByLabelText(label);
    await user.click(field);
    await user.paste(text);
  }
}

describe("Settings' Plan section", SLOW, () => {
  it('lets a coach whose package ended buy it again by card', async () => {
    const { server, user } = renderSettings(buildCoachPlan({ standing: 'canceled', plan_in_force: 'free' }));
    const section = within(await screen.findByRole('region', { name: 'Plan' }));
    expect(
      section.getByText(
        "Your Professional plan has ended: the free plan's tools are open, and your clients and content are kept.",
      ),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Choose Professional' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose Professional' }));
    // Nothing is replaced: the ended plan is not in force.
    expect(dialog.queryByText(/stops today/)).not.toBeInTheDocument();
    await enterCard(user, dialog, '4242 4242 4242 4242');
    await user.click(dialog.getByRole('button', { name: 'Pay $29.00 a month' }));
    await waitFor(() => expect(server.callsTo(CHOOSE)).toHaveLength(1));
    expect(server.callsTo(CHOOSE)[0]!.body).toMatchObject({ package: 66, token: expect.any(String) });
    expect(await screen.findByText('You are on the Professional plan.')).toBeInTheDocument();
  });

  it('marks the package held, says a move replaces it, and shows a declined card in the form', async () => {
    const { server, user } = renderSettings(buildCoachPlan({}), {
      [CHOOSE]: { status: 402, body: { non_field_errors: ['Your card was declined.'] } },
    });
    const section = within(await screen.findByRole('region', { name: 'Plan' }));
    expect(section.getByText('You are on the Professional plan.')).toBeInTheDocument();
    expect(section.getByText('Your plan')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Choose Professional' })).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Choose Unlimited' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose Unlimited' }));
    expect(
      dialog.getByText(
        'Your Professional plan stops today, when this one is paid; its days left are not refunded.',
      ),
    ).toBeInTheDocument();
    await enterCard(user, dialog, '4000 0000 0000 0002');
    await user.click(dialog.getByRole('button', { name: 'Pay $79.00 a month' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(server.callsTo(CHOOSE)).toHaveLength(1);
  });

  it('is not offered to a coach whose company grants their licence', async () => {
    renderSettings(buildCoachPlan({ plan: 'company', standing: 'granted' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plan' })).not.toBeInTheDocument();
  });
});
