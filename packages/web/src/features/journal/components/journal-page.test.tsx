import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, type JournalEntry } from '@tandem/shared';
import type { FakeResponse, FakeRoutes } from '../../../test/fake-api';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { DRAFT_AUTOSAVE_MS } from '@tandem/shared';
import { buildJournalEntry, plantDraft, storedDraft } from '../testing';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { formatEntryDate } from './journal-list';

const SLOW = { timeout: 30_000 };
const client = buildClient();
const NOTES = '/api/clients/notes/';
const LIST = `GET ${NOTES}`;
const POST = `POST ${NOTES}`;
const patchKey = (id: number) => `PATCH /api/clients/notes/${id}/`;

const rain = buildJournalEntry({
  id: 12,
  title: 'Rainy Tuesday',
  text: 'Stayed in\n\nand read all afternoon.',
  created_at: '2025-03-04T18:00:00.000Z',
});
const walk = buildJournalEntry({ id: 11, title: 'Long walk', text: 'Ten kilometres.', private: false });

function renderJournal(api: FakeRoutes = {}) {
  return renderApp('/journal', { user: client, api: { [LIST]: { body: pageOf([rain, walk]) }, ...api } });
}

const entryList = () => screen.getByRole('list', { name: 'Journal entries' });
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const textBox = () => screen.getByRole('textbox', { name: 'Text' });
// The editor's own status line (the app also has a global live region for offline saves).
const saveStatus = () => within(screen.getByRole('main')).getByRole('status');
/** Lets timers run `ms` forward and the requests they start settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const echo =
  (id: number, status = 200) =>
  ({ body }: { body: unknown }): FakeResponse => ({
    status,
    body: buildJournalEntry({ id, ...(body as Partial<JournalEntry>) }),
  });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('journal list', SLOW, () => {
  it('shows past entries with title, date and a preview, 15 at a time', async () => {
    renderJournal();
    const row = await within(await screen.findByRole('list', { name: 'Journal entries' })).findByRole(
      'button',
      { name: /Rainy Tuesday/ },
    );
    expect(within(row).getByText(formatEntryDate(rain.created_at))).toBeInTheDocument();
    expect(within(row).getByText('Stayed in and read all afternoon.')).toBeInTheDocument();
    expect(within(entryList()).getByRole('button', { name: /Long walk/ })).toBeInTheDocument();
    expect(queriesTo(NOTES).map((query) => Object.fromEntries(query))).toEqual([
      { limit: '15', offset: '0' },
    ]);
  });

  it('searches 600 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderJournal({
      [LIST]: () => ({ body: pageOf(currentQuery().get('search') ? [walk] : [rain, walk]) }),
    });
    await screen.findByRole('button', { name: /Rainy Tuesday/ });

    await user.type(screen.getByRole('textbox', { name: 'Search journal' }), 'walk');
    // Spec: 600 ms. (The fake clock also follows real time here, hence the margin.)
    await wait(400);
    expect(queriesTo(NOTES)).toHaveLength(1);
    await wait(200);

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Rainy Tuesday/ })).not.toBeInTheDocument(),
    );
    expect(queriesTo(NOTES).map((query) => Object.fromEntries(query))).toEqual([
      { limit: '15', offset: '0' },
      { limit: '15', offset: '0', search: 'walk' },
    ]);
  });

  it('says when a search finds nothing', async () => {
    const { user } = renderJournal({
      [LIST]: () => ({ body: pageOf(currentQuery().get('search') ? [] : [rain]) }),
    });
    await screen.findByRole('button', { name: /Rainy Tuesday/ });
    await user.type(screen.getByRole('textbox', { name: 'Search journal' }), 'zzz');
    expect(
      await screen.findByText('No entries match your search.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const first = Array.from({ length: 15 }, (_, index) =>
      buildJournalEntry({ id: 100 - index, title: `Day ${100 - index}` }),
    );
    renderJournal({
      [LIST]: () =>
        currentQuery().get('offset') === '0'
          ? { body: pageOf(first, { count: 16, more: true }) }
          : { body: pageOf([buildJournalEntry({ id: 1, title: 'The very first' })], { count: 16 }) },
    });
    await screen.findByRole('button', { name: /Day 100/ });
    expect(queriesTo(NOTES)).toHaveLength(1);

    act(() => FakeIntersectionObserver.scrollToTheEnd());

    expect(await screen.findByRole('button', { name: /The very first/ })).toBeInTheDocument();
    expect(within(entryList()).getAllByRole('button')).toHaveLength(16);
    expect(queriesTo(NOTES).map((query) => query.get('offset'))).toEqual(['0', '15']);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('stops loading after a load error, says so, and loads again on Retry', async () => {
    const first = Array.from({ length: 15 }, (_, index) => buildJournalEntry({ id: 100 - index }));
    let nextPage: FakeResponse = { status: 500, body: { detail: 'Server error' } };
    const { user } = renderJournal({
      [LIST]: () =>
        currentQuery().get('offset') === '0' ? { body: pageOf(first, { count: 16, more: true }) } : nextPage,
    });
    await screen.findByRole('button', { name: /Entry 100/ });

    act(() => FakeIntersectionObserver.scrollToTheEnd());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Journal entries could not be loaded.');
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();

    act(() => FakeIntersectionObserver.scrollToTheEnd());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queriesTo(NOTES).map((query) => query.get('offset'))).toEqual(['0', '15']);
    // What was loaded stays.
    expect(within(entryList()).getAllByRole('button')).toHaveLength(15);

    nextPage = { body: pageOf([buildJournalEntry({ id: 1, title: 'The very first' })], { count: 16 }) };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /The very first/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queriesTo(NOTES).map((query) => query.get('offset'))).toEqual(['0', '15', '15']);
  });

  it('says so with Retry when the first page does not load', async () => {
    let answer: FakeResponse = { status: 500, body: { detail: 'Server error' } };
    const { user } = renderJournal({ [LIST]: () => answer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Journal entries could not be loaded.');
    answer = { body: pageOf([rain]) };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Rainy Tuesday/ })).toBeInTheDocument();
  });
});

describe('journal editor', SLOW, () => {
  it('starts a private new entry and explains that the coach never sees private entries', async () => {
    renderJournal();
    const privateSwitch = await screen.findByRole('switch', { name: /^Private/ });
    expect(privateSwitch).toBeChecked();
    expect(screen.getByText('Your coach never sees private entries.')).toBeInTheDocument();
    expect(titleBox()).toHaveValue('');
    expect(textBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('requires a title and a text', async () => {
    const { user, server } = renderJournal({ [POST]: echo(41, 201) });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(titleBox()).toHaveAccessibleDescription('This field may not be blank.');
    expect(textBox()).toHaveAccessibleDescription('This field may not be blank.');

    await user.type(titleBox(), 'Just a title');
    expect(titleBox()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(textBox()).toHaveAccessibleDescription('This field may not be blank.');
    expect(server.callsTo(POST)).toHaveLength(0);
    expect(saveStatus()).toHaveTextContent('Not saved — a title and text are needed');
  });

  it('saves itself 1 s after typing stops: one POST, then PATCHes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, server } = renderJournal({ [POST]: echo(41, 201), [patchKey(41)]: echo(41) });
    await screen.findByRole('button', { name: /Rainy Tuesday/ });

    await user.type(titleBox(), 'Sunday');
    await user.type(textBox(), 'Quiet.');
    expect(storedDraft(client.id, 'new')).toEqual({ title: 'Sunday', text: 'Quiet.', private: true });
    expect(server.callsTo(POST)).toHaveLength(0);

    await wait(DRAFT_AUTOSAVE_MS);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(server.callsTo(POST).map((call) => call.body)).toEqual([
      { title: 'Sunday', text: 'Quiet.', private: true },
    ]);
    // The new entry shows up in the list.
    expect(queriesTo(NOTES).length).toBeGreaterThan(1);

    await user.type(textBox(), ' Then rain.');
    await user.click(screen.getByRole('switch', { name: /^Private/ }));
    await wait(DRAFT_AUTOSAVE_MS);
    await waitFor(() => expect(server.callsTo(patchKey(41))).toHaveLength(1));
    expect(server.callsTo(patchKey(41))[0]?.body).toEqual({
      title: 'Sunday',
      text: 'Quiet. Then rain.',
      private: false,
    });
    expect(server.callsTo(POST)).toHaveLength(1);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(storedDraft(client.id, 41)).toBeNull();
    expect(storedDraft(client.id, 'new')).toBeNull();
  });

  it('restores the draft after a reload, keeps it when saving fails, and retries when back online', async () => {
    plantDraft(client.id, 'new', { title: 'Mid-sentence', text: 'I was about to', private: true });
    let offline = true;
    const { server } = renderJournal({
      [POST]: (call) => {
        if (offline) throw new TypeError('Failed to fetch');
        return echo(41, 201)(call);
      },
    });

    expect(await screen.findByDisplayValue('Mid-sentence')).toBe(titleBox());
    expect(textBox()).toHaveValue('I was about to');
    expect(screen.getByText('Restored from a draft kept on this device.')).toBeInTheDocument();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Not saved yet — will retry'));
    expect(storedDraft(client.id, 'new')).toEqual({
      title: 'Mid-sentence',
      text: 'I was about to',
      private: true,
    });

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(server.callsTo(POST)).toHaveLength(2);
    expect(storedDraft(client.id, 'new')).toBeNull();
  });

  it('opens an entry from the list to edit it, marks entries with an unsaved draft, and starts a new one', async () => {
    plantDraft(client.id, 11, { title: 'Long walk', text: 'Ten kilometres, then tea.', private: false }, 1);
    const { user } = renderJournal({ [patchKey(11)]: { status: 503, body: null } });

    const walkRow = await within(await screen.findByRole('list', { name: 'Journal entries' })).findByRole(
      'button',
      { name: /Long walk/ },
    );
    // The draft left for 'Long walk' reopens, and the list says that entry has one.
    expect(await screen.findByDisplayValue('Ten kilometres, then tea.')).toBe(textBox());
    expect(within(walkRow).getByText('Unsaved draft')).toBeInTheDocument();
    expect(walkRow).toHaveAttribute('aria-current', 'true');

    await user.click(within(entryList()).getByRole('button', { name: /Rainy Tuesday/ }));
    expect(titleBox()).toHaveValue('Rainy Tuesday');
    expect(textBox()).toHaveValue(rain.text);
    expect(screen.getByRole('switch', { name: /^Private/ })).toBeChecked();
    expect(saveStatus()).toHaveTextContent('Saved');

    await user.click(walkRow);
    expect(textBox()).toHaveValue('Ten kilometres, then tea.');
    expect(screen.getByRole('switch', { name: /^Private/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'New entry' }));
    expect(titleBox()).toHaveValue('');
    expect(textBox()).toHaveValue('');
    expect(screen.getByRole('switch', { name: /^Private/ })).toBeChecked();
  });

  it('deletes an entry after a confirmation', async () => {
    let listed = [rain, walk];
    const { user, server } = renderJournal({
      [LIST]: () => ({ body: pageOf(listed) }),
      'DELETE /api/clients/notes/12/': () => {
        listed = [walk];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Rainy Tuesday/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete entry' });
    expect(dialog).toHaveTextContent('Delete “Rainy Tuesday”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/clients/notes/12/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/clients/notes/12/')).toHaveLength(1);
    await waitFor(() =>
      expect(within(entryList()).queryByRole('button', { name: /Rainy Tuesday/ })).not.toBeInTheDocument(),
    );
    expect(titleBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
