import { onlineManager, QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, settled } from '../test/deferred';
import { PAGE_DATA_WAIT_MS, withPageData } from './page-data';

const queryClient = new QueryClient();

function loaderArgs(signal = new AbortController().signal): LoaderFunctionArgs {
  return {
    request: new Request('http://localhost/daily-exercise', { signal }),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs;
}

describe('withPageData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('returns the guard itself for a page without data', () => {
    const guard = () => null;
    expect(withPageData(guard, undefined, queryClient)).toBe(guard);
  });

  it('resolves once the page’s data has come, with what the guard returned', async () => {
    const data = deferred();
    const pageData = vi.fn(() => data.promise);
    const loading = Promise.resolve(withPageData(() => 'guarded', pageData, queryClient)(loaderArgs()));
    expect(await settled(loading)).toBe(false);
    expect(pageData).toHaveBeenCalledWith(queryClient);
    data.resolve();
    expect(await settled(loading)).toBe(true);
    expect(await loading).toBe('guarded');
  });

  it('asks for the data only after the guard lets the user in', async () => {
    const order: string[] = [];
    const guard = async () => {
      await Promise.resolve();
      order.push('guard');
      return null;
    };
    const pageData = async () => void order.push('data');
    await withPageData(guard, pageData, queryClient)(loaderArgs());
    expect(order).toEqual(['guard', 'data']);
  });

  it('asks for nothing when the guard redirects, thrown or returned', async () => {
    const pageData = vi.fn(() => Promise.resolve());
    const thrown = withPageData(
      () => {
        throw redirect('/login');
      },
      pageData,
      queryClient,
    );
    await expect(Promise.resolve().then(() => thrown(loaderArgs()))).rejects.toBeInstanceOf(Response);
    const returned = await withPageData(() => redirect('/journal'), pageData, queryClient)(loaderArgs());
    expect(returned).toBeInstanceOf(Response);
    expect(pageData).not.toHaveBeenCalled();
  });

  it('stops waiting after PAGE_DATA_WAIT_MS: the page shows with its placeholders', async () => {
    const loading = Promise.resolve(
      withPageData(
        () => null,
        () => new Promise(() => undefined),
        queryClient,
      )(loaderArgs()),
    );
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS - 1);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loading)).toBe(true);
  });

  it('never fails the navigation when the data fails: the page shows its own error', async () => {
    const data = deferred();
    const loading = Promise.resolve(
      withPageData(
        () => null,
        () => data.promise,
        queryClient,
      )(loaderArgs()),
    );
    data.reject(new Error('500'));
    await expect(loading).resolves.toBeNull();
  });

  it('does not wait offline, where the queries are paused', async () => {
    onlineManager.setOnline(false);
    const pageData = vi.fn(() => new Promise(() => undefined));
    const loading = Promise.resolve(withPageData(() => null, pageData, queryClient)(loaderArgs()));
    expect(await settled(loading)).toBe(true);
    expect(pageData).not.toHaveBeenCalled();
  });

  it('stops waiting when the navigation is cancelled', async () => {
    const navigation = new AbortController();
    const loading = Promise.resolve(
      withPageData(
        () => null,
        () => new Promise(() => undefined),
        queryClient,
      )(loaderArgs(navigation.signal)),
    );
    expect(await settled(loading)).toBe(false);
    navigation.abort();
    expect(await settled(loading)).toBe(true);
  });
});
