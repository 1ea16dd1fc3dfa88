import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type User, type UserPatch } from '@tandem/shared';
import { buildClient, buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 40_000 });

/** A user resource that keeps what PATCH sets, as the server does. */
function userApi(initial: User): FakeRoutes {
  let current = initial;
  return {
    [`GET /api/user/${initial.id}/`]: () => ({ body: current }),
    [`PATCH /api/user/${initial.id}/`]: (call) => {
      current = { ...current, ...(call.body as UserPatch) } as User;
      return { body: current };
    },
  };
}

const newCoach = (features = {}, overrides: Partial<User> = {}) =>
  buildCoach(features, { tour_completed: false, ...overrides });

/** A dialog's accessible name: the text of its title. */
const nameOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent;

const tourDialog = () => screen.findByRole('dialog', { name: 'A quick tour' });

describe('the first-run tour', () => {
  it('walks a new coach over the main screens, opening each, and Done is remembered', async () => {
    const coach = newCoach();
    const { router, server, user } = renderApp('/dashboard', { user: coach, api: userApi(coach) });
    const first = await tourDialog();
    expect(within(first).getByText('Step 1 of 6')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    const screens = [
      ['Your dashboard', '/dashboard'],
      ['Client Onboarding', '/client-onboarding'],
      ['Habit programs', '/habit-programs'],
      ['Messages', '/messages'],
      ['Getting Started', '/getting-started'],
    ];
    for (const [at, [name, path]] of screens.entries()) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).getByText(`Step ${at + 2} of 6`)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(nameOf(screen.getByRole('dialog'))).toBe('Messages');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(server.callsTo(`PATCH /api/user/${coach.id}/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo(`PATCH /api/user/${coach.id}/`)).toHaveLength(1));
    expect(server.callsTo(`PATCH /api/user/${coach.id}/`)[0]!.body).toEqual({ tour_completed: true });

    // Not again, on another screen nor after the user is loaded afresh.
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(() => router.navigate('/habit-programs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is used with the keyboard: Enter moves on, Escape skips and is remembered', async () => {
    const coach = newCoach();
    const { server, user } = renderApp('/dashboard', { user: coach, api: userApi(coach) });
    await tourDialog();
    // Focus starts on Next, so Enter moves on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Your dashboard' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo(`PATCH /api/user/${coach.id}/`)).toHaveLength(1));
    expect(server.callsTo(`PATCH /api/user/${coach.id}/`)[0]!.body).toEqual({ tour_completed: true });
  });

  it('is skipped with Skip tour', async () => {
    const coach = newCoach();
    const { server, user } = renderApp('/dashboard', { user: coach, api: userApi(coach) });
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo(`PATCH /api/user/${coach.id}/`)).toHaveLength(1));
    expect(server.callsTo(`PATCH /api/user/${coach.id}/`)[0]!.body).toEqual({ tour_completed: true });
  });

  it('closes, and says so, when saving fails', async () => {
    const coach = newCoach();
    const { user } = renderApp('/dashboard', {
      user: coach,
      api: { [`PATCH /api/user/${coach.id}/`]: { status: 500 } },
    });
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Skip tour' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not show to a coach who completed it', async () => {
    renderApp('/dashboard', { user: buildCoach() });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['to someone acting as the coach', () => newCoach({}, { impersonating: true })],
    ['to a coach still setting up their company (/new-user)', () => newCoach({}, { onboarded: false })],
    ['to a client', () => ({ ...buildClient(), tour_completed: false })],
  ])('does not show %s', async (_who, build) => {
    const person = build();
    renderApp('/settings', { user: person });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves out a screen the coach may not open', async () => {
    const coach = newCoach({ coach_features: ['dashboard', 'clientOnboarding', 'gettingStarted'] });
    const { user } = renderApp('/dashboard', { user: coach, api: userApi(coach) });
    expect(within(await tourDialog()).getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('waits for the welcome modal of /getting-started to close', async () => {
    const coach = newCoach();
    const { user } = renderApp('/getting-started?welcome=true', { user: coach, api: userApi(coach) });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Tandem!' });
    expect(screen.queryByRole('dialog', { name: 'A quick tour' })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Watch the videos' }));
    expect(await tourDialog()).toBeInTheDocument();
  });

  it('can be taken again from Getting Started', async () => {
    const coach = buildCoach();
    const { server, user } = renderApp('/getting-started', { user: coach, api: userApi(coach) });
    await user.click(await screen.findByRole('button', { name: 'Take the tour again' }));
    expect(await tourDialog()).toBeInTheDocument();
    expect(server.callsTo(`PATCH /api/user/${coach.id}/`)[0]!.body).toEqual({ tour_completed: false });
    expect(screen.queryByRole('button', { name: 'Take the tour again' })).not.toBeInTheDocument();
  });
});
