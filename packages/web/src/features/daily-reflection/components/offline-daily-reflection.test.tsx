import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  OFFLINE_WRITE_MESSAGES,
  PULSE_MESSAGES,
  WRITTEN_AT_HEADER,
  type ClientReflection,
} from '@tandem/shared';
import { resetDeviceStoreForTests } from '../../../lib/device-store';
import { resetOfflineQueueForTests, SAVED_ON_DEVICE, startOfflineSync } from '../../../lib/offline-queue';
import { buildClient } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { buildReflection } from '../testing';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client = buildClient();
const today = buildReflection();
const START = 'POST /api/clients/surveys/';
const SAVE = `PATCH /api/clients/surveys/${today.token}/`;
const CLOSED = OFFLINE_WRITE_MESSAGES.reflectionClosed;

// The pages are a chunk of their own (lazy): loaded once here, not inside the first test's wait.
beforeAll(() => import('../pages'), 30_000);

let online = true;
let stopSync: () => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetDeviceStoreForTests();
  resetOfflineQueueForTests();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  stopSync = startOfflineSync();
});
afterEach(() => {
  stopSync();
  window.dispatchEvent(new Event('online'));
});

function connection(up: boolean) {
  online = up;
  window.dispatchEvent(new Event(up ? 'online' : 'offline'));
}

function renderReflection(api: FakeRoutes) {
  return renderApp('/daily-reflection', { user: client, api: { [START]: { body: today }, ...api } });
}

/** Answers every question of today's reflection and presses Save. */
async function answerAll(user: ReturnType<typeof renderReflection>['user']) {
  await screen.findByText(PULSE_MESSAGES.intro);
  for (const text of ['I felt energetic today.', 'I made progress on what matters to me.'])
    await user.click(
      within(screen.getByRole('radiogroup', { name: text })).getByRole('radio', { name: '5' }),
    );
  await user.type(screen.getByRole('textbox', { name: 'Steps' }), '9000');
  await user.type(screen.getByRole('textbox', { name: 'What is on your mind today?' }), 'Quiet day.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the daily reflection offline', () => {
  it('keeps an answer made offline on the device, marked, stays, and sends it once online', async () => {
    const saved: ClientReflection = {
      ...today,
      completed_at: '2025-03-05T19:00:00Z',
      reflection: 'Quiet day.',
    };
    const { user, server, router } = renderReflection({ [SAVE]: { body: saved } });
    await screen.findByText(PULSE_MESSAGES.intro);
    connection(false);
    await answerAll(user);

    expect((await screen.findAllByText(SAVED_ON_DEVICE)).length).toBeGreaterThan(0);
    expect(screen.getByText('Your answers will be sent when you are back online.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/daily-reflection');
    expect(server.callsTo(SAVE)).toHaveLength(0);

    connection(true);
    await waitFor(() => expect(server.callsTo(SAVE)).toHaveLength(1));
    const [call] = server.callsTo(SAVE);
    expect(call!.body).toMatchObject({ reflection: 'Quiet day.', kpi_results: [{ kpi: 4, result: 9000 }] });
    expect(call!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(call!.headers.get(WRITTEN_AT_HEADER)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByText('Your answers will be sent when you are back online.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows why a reflection answered offline was refused once sent', async () => {
    const { user } = renderReflection({
      [SAVE]: { status: 400, body: { detail: CLOSED, code: 'reflection_closed' } },
    });
    await screen.findByText(PULSE_MESSAGES.intro);
    connection(false);
    await answerAll(user);
    await screen.findByText('Your answers will be sent when you are back online.');

    connection(true);
    expect(await screen.findByText(`Not saved: your reflection. ${CLOSED}`)).toBeInTheDocument();
  });

  it('opens today’s reflection again offline after one online visit, without asking the server', async () => {
    const { server, router } = renderReflection({});
    await screen.findByText(PULSE_MESSAGES.intro);
    connection(false);
    await router.navigate('/reflection-history');
    await waitFor(() => expect(screen.queryByText(PULSE_MESSAGES.intro)).not.toBeInTheDocument());
    await router.navigate('/daily-reflection');
    expect(await screen.findByRole('radiogroup', { name: 'I felt energetic today.' })).toBeInTheDocument();
    expect(server.callsTo(START)).toHaveLength(1);
  });
});
