import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { User } from '@tandem/shared';
import { writeSession } from '../../../lib/session';
import { deferred } from '../../../test/deferred';
import { buildClient } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { userQueryKey } from '../api/get-user';
import { useCurrentUserToEdit } from './use-current-user';

const client: User = { ...buildClient(), timezone: 'Europe/Lisbon' };
const userKey = `GET /api/user/${client.id}/`;
/** The user before the last save, as the device kept it across a reload. */
const keptCopy: User = { ...client, timezone: 'Asia/Singapore' };

/** The hook over a cache holding the kept copy as lib/query-persistence.ts puts it back: stale. */
function renderToEdit() {
  const answers = [deferred(), deferred()];
  const server = fakeApi({
    [userKey]: async () => {
      const calls = server.callsTo(userKey).length;
      await answers[calls - 1]?.promise;
      return { body: client };
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryKey(client.id), keptCopy);
  void queryClient.invalidateQueries({ queryKey: userQueryKey(client.id), refetchType: 'none' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCurrentUserToEdit(), { wrapper });
  return { ...hook, server, answers };
}

beforeEach(() => writeSession({ token: 't', id: client.id }));

describe('the user for a page that edits it', () => {
  it("gives nothing while the server's answer is on its way, then the server's user", async () => {
    const { result, server, answers } = renderToEdit();
    await waitFor(() => expect(server.callsTo(userKey)).toHaveLength(1));
    expect(result.current.user).toBeUndefined();
    answers[0]!.resolve();
    await waitFor(() => expect(result.current.user?.timezone).toBe('Europe/Lisbon'));
  });

  it('keeps giving the kept copy it gave offline while the refetch back online is on its way', async () => {
    // The page's forms started from it: taking it away would throw away what is typed in them.
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const { result, server } = renderToEdit();
    await waitFor(() => expect(result.current.user?.timezone).toBe('Asia/Singapore'));
    onlineManager.setOnline(true);
    await waitFor(() => expect(server.callsTo(userKey)).toHaveLength(1));
    expect(result.current.user?.timezone).toBe('Asia/Singapore');
  });

  it('gives the kept copy offline, where the server cannot answer', async () => {
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const { result, server } = renderToEdit();
    await waitFor(() => expect(result.current.user?.timezone).toBe('Asia/Singapore'));
    expect(server.callsTo(userKey)).toHaveLength(0);
  });

  it('gives the kept copy when the server fails', async () => {
    const { result, answers } = renderToEdit();
    answers[0]!.reject(new Error('down'));
    await waitFor(() => expect(result.current.user?.timezone).toBe('Asia/Singapore'));
  });
});
