import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES, type User } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { areasRoutes, buildClientProgram } from '../testing';

// Each test renders the whole app; on a loaded machine that can take longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client: User = {
  ...buildClient(),
  theme: 1,
  habit_program: { id: 1, name: 'Foundations of Wellbeing' },
};
const PUT_KEY = 'PUT /api/clients/area-of-growth/';

function renderPicker(user: User, api: FakeRoutes) {
  return renderApp('/pick-areas-of-focus', { user, api });
}

const card = (name: string) => screen.getByRole('checkbox', { name });

describe('pick areas of focus', () => {
  it("shows the program's areas as cards and saves exactly the maximum, in the order picked", async () => {
    let groups: number[] = [];
    const { user, server, router } = renderPicker(client, {
      ...areasRoutes(buildClientProgram()),
      [`GET /api/user/${client.id}/`]: () => ({ body: { ...client, groups } }),
      [PUT_KEY]: ({ body }) => {
        groups = (body as { areas: number[] }).areas;
        return { body: [] };
      },
    });
    const cards = within(await screen.findByRole('group', { name: 'Areas of focus' }));
    expect(cards.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Sleep & Energy',
      'Movement',
      'Mindfulness',
      'Connection',
      'Focus & Purpose',
    ]);
    expect(card('Movement').style.borderLeft).toContain('6px solid');
    expect(queriesTo('/api/clients/area-of-growths/')[0]?.toString()).toBe('areas_of_focus=1&limit=100');
    expect(queriesTo('/api/clients/habit-programs/')[0]?.get('assigned')).toBe('true');

    await user.click(card('Mindfulness'));
    await user.click(card('Sleep & Energy'));
    expect(screen.getByText('2 of 3 picked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CLIENT_MESSAGES.pickAllAreas);
    expect(server.callsTo(PUT_KEY)).toHaveLength(0);

    await user.click(card('Focus & Purpose'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card('Mindfulness')).getByLabelText('Picked 1')).toBeInTheDocument();
    expect(within(card('Focus & Purpose')).getByLabelText('Picked 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-exercise'));
    expect(server.callsTo(PUT_KEY).map((call) => call.body)).toEqual([{ areas: [13, 11, 15] }]);
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    // The user record is fetched again, so `groups` holds the new choice.
    await waitFor(() => expect(server.callsTo(`GET /api/user/${client.id}/`).length).toBeGreaterThan(1));
    // The daily page asks about the program again and, with every area picked, does not nag.
    await waitFor(() => expect(queriesTo('/api/clients/habit-programs/')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Areas of Focus' })).not.toBeInTheDocument();
  });

  it('starts from the current choice, stops at the maximum and lets an area be dropped', async () => {
    const { user, server } = renderPicker(
      { ...client, groups: [14, 12] },
      { ...areasRoutes(buildClientProgram({ max_number_of_allowed_groups: 2 })), [PUT_KEY]: { body: [] } },
    );
    await screen.findByRole('group', { name: 'Areas of focus' });
    expect(card('Connection')).toHaveAttribute('aria-checked', 'true');
    expect(within(card('Connection')).getByLabelText('Picked 1')).toBeInTheDocument();
    expect(within(card('Movement')).getByLabelText('Picked 2')).toBeInTheDocument();
    expect(card('Mindfulness')).toBeDisabled();

    await user.click(card('Connection'));
    expect(card('Connection')).toHaveAttribute('aria-checked', 'false');
    expect(within(card('Movement')).getByLabelText('Picked 1')).toBeInTheDocument();
    expect(card('Mindfulness')).toBeEnabled();
    await user.click(card('Mindfulness'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(PUT_KEY)).toHaveLength(1));
    expect(server.callsTo(PUT_KEY)[0]?.body).toEqual({ areas: [12, 13] });
  });

  it("shows the server's message when the choice is refused", async () => {
    const { user } = renderPicker(
      { ...client, groups: [11, 12, 13] },
      {
        ...areasRoutes(buildClientProgram()),
        [PUT_KEY]: {
          status: 400,
          body: { areas: ['This area of focus is not part of your habit program.'] },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This area of focus is not part of your habit program.',
    );
  });

  it('says so when the save fails on the server', async () => {
    const { user } = renderPicker(
      { ...client, groups: [11, 12, 13] },
      { ...areasRoutes(buildClientProgram()), [PUT_KEY]: { status: 500, body: {} } },
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('has nothing to pick when the program assigns every area', async () => {
    const { server } = renderPicker(client, areasRoutes(buildClientProgram({ assign_all: true })));
    expect(
      await screen.findByText(/Foundations of Wellbeing, includes every one of its areas of focus/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Daily Exercises' })).toHaveAttribute(
      'href',
      '/daily-exercise',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/clients/area-of-growths/')).toHaveLength(0);
  });

  it('says when the client has no habit program', async () => {
    renderPicker({ ...client, theme: null, habit_program: null }, areasRoutes(null));
    expect(await screen.findByText(/You do not have a habit program yet/)).toBeInTheDocument();
  });
});
