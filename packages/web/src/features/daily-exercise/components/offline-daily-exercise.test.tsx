import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, WRITTEN_AT_HEADER, type User } from '@tandem/shared';
import { WAITING_ANNOUNCEMENT } from '../../../app/offline-sync';
import { resetDeviceStoreForTests } from '../../../lib/device-store';
import { resetOfflineQueueForTests, SAVED_ON_DEVICE, startOfflineSync } from '../../../lib/offline-queue';
import { buildClient } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { areasRoutes, buildClientProgram } from '../../areas-of-focus/testing';
import { buildExerciseTask, dailyExerciseServer } from '../testing';
import { todayTasksQueryOptions } from '../api/get-today-tasks';
import { userQueryOptions } from '../../users';

// The whole app renders in each test; on a loaded machine that takes a while.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client: User = { ...buildClient(), theme: 1, groups: [11, 12, 13] };
const walk = buildExerciseTask({ id: 1 });
const title = walk.template!.short_description;

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

/** The browser loses or gets back its connection, as Playwright's setOffline makes it. */
function connection(up: boolean) {
  online = up;
  window.dispatchEvent(new Event(up ? 'online' : 'offline'));
}

function renderPage(api: FakeRoutes) {
  const areas = areasRoutes(buildClientProgram({ assign_all: true }));
  return renderApp('/daily-exercise', { user: client, api: { ...areas, ...api } });
}

const card = () => screen.findByRole('article', { name: title });

describe('the daily exercise offline', () => {
  it("opens offline on the kept list, not waiting for the coach's commitments it cannot fetch", async () => {
    // Offline from the start: the query client learns it from its online manager, which only
    // hears the browser's events once the app has mounted.
    connection(false);
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    renderApp('/daily-exercise', {
      user: client,
      api: areasRoutes(buildClientProgram({ assign_all: true })),
      cached: (queryClient) => {
        queryClient.setQueryData(userQueryOptions(client.id).queryKey, client);
        queryClient.setQueryData(todayTasksQueryOptions().queryKey, {
          count: 1,
          next: null,
          previous: null,
          results: [walk],
        });
      },
    });
    expect(await card()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('completes a task and writes a note offline, marked, and sends both in order once online', async () => {
    const { user, server } = renderPage(dailyExerciseServer({ tasks: [walk] }).routes);
    const exercise = within(await card());
    connection(false);

    await user.click(exercise.getByRole('button', { name: 'Complete' }));
    expect(await exercise.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    expect(exercise.getByText('Completed')).toBeInTheDocument();
    expect(exercise.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.getByText(WAITING_ANNOUNCEMENT)).toBeInTheDocument();

    await user.click(exercise.getByRole('button', { name: 'Note' }));
    // The note panel's code loads when a note first opens.
    const form = within(await exercise.findByRole('form', { name: `Note on ${title}` }));
    await user.type(form.getByLabelText(/Title/), 'On the train');
    await user.type(form.getByLabelText(/Text/), 'No signal, still did it.');
    await user.click(form.getByRole('button', { name: 'Add Note' }));
    const pending = within(await exercise.findByRole('region', { name: 'On the train' }));
    expect(pending.getByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    connection(true);
    await waitFor(() => expect(exercise.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
    const writes = server.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', '/api/clients/tasks/1/', { completed: true }],
      [
        'POST',
        '/api/clients/notes/',
        { title: 'On the train', text: 'No signal, still did it.', private: false, task: 1 },
      ],
    ]);
    expect(new Set(writes.map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER))).size).toBe(2);
    expect(writes.every((call) => call.headers.get(WRITTEN_AT_HEADER))).toBe(true);
    expect(await exercise.findByRole('region', { name: 'On the train' })).toBeInTheDocument();
    expect(exercise.getByText('Completed')).toBeInTheDocument();
  });

  it('tells the user when a change made offline is refused once sent, and shows the task as it is', async () => {
    const { routes } = dailyExerciseServer({ tasks: [walk] });
    const { user } = renderPage({
      ...routes,
      'PATCH /api/clients/tasks/1/': { status: 404, body: { detail: 'Not found.' } },
    });
    const exercise = within(await card());
    connection(false);
    await user.click(exercise.getByRole('button', { name: 'Complete' }));
    expect(await exercise.findByText('Completed')).toBeInTheDocument();

    connection(true);
    expect(await screen.findByText(`Not saved: completing “${title}”. Not found.`)).toBeInTheDocument();
    expect(await exercise.findByText('To do')).toBeInTheDocument();
    // The refused write leaves the device's queue as the task comes back: the mark may outlive
    // the status by a render, not more.
    await waitFor(() => expect(exercise.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
  });
});
