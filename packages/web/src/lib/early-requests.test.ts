import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_REQUESTS_GLOBAL,
  EARLY_RESPONSE_MAX_AGE_MS,
  markAppStarted,
  takeEarlyResponse,
  type EarlyRequests,
} from './early-requests';

const global = globalThis as Record<string, unknown>;

function leaveEarly(token: string, paths: string[]) {
  const responses = Object.fromEntries(paths.map((path) => [path, Promise.resolve(new Response(path))]));
  global[EARLY_REQUESTS_GLOBAL] = { token, responses: { ...responses } } satisfies EarlyRequests;
  return responses;
}

afterEach(() => {
  delete global[EARLY_REQUESTS_GLOBAL];
});

describe('takeEarlyResponse', () => {
  it('hands each early answer out once, to a request for the same path with the same token', () => {
    const responses = leaveEarly('abc', ['user/7/', 'clients/tasks/?due=true&limit=100']);
    expect(takeEarlyResponse('clients/tasks/?due=true', 'abc', 100)).toBeUndefined();
    expect(takeEarlyResponse('clients/tasks/?due=true&limit=100', 'abc', 100)).toBe(
      responses['clients/tasks/?due=true&limit=100'],
    );
    expect(takeEarlyResponse('clients/tasks/?due=true&limit=100', 'abc', 100)).toBeUndefined();
    expect(takeEarlyResponse('user/7/', 'abc', 100)).toBe(responses['user/7/']);
  });

  it('lets them all go for another token', () => {
    leaveEarly('abc', ['user/7/']);
    expect(takeEarlyResponse('user/7/', 'other', 100)).toBeUndefined();
    expect(global[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
    expect(takeEarlyResponse('user/7/', 'abc', 100)).toBeUndefined();
  });

  it('lets them all go once the page is no longer young', () => {
    leaveEarly('abc', ['user/7/']);
    expect(takeEarlyResponse('user/7/', 'abc', EARLY_RESPONSE_MAX_AGE_MS + 1)).toBeUndefined();
    expect(global[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
  });

  it('has nothing to hand out when the script sent nothing', () => {
    expect(takeEarlyResponse('user/7/', 'abc', 100)).toBeUndefined();
  });

  it('has nothing to hand out once the app started before the script', () => {
    markAppStarted();
    expect(global[EARLY_REQUESTS_GLOBAL]).toBe(false);
    expect(takeEarlyResponse('user/7/', 'abc', 100)).toBeUndefined();
  });

  it('leaves the answers of a script that ran before the app started', () => {
    const responses = leaveEarly('abc', ['user/7/']);
    markAppStarted();
    expect(takeEarlyResponse('user/7/', 'abc', 100)).toBe(responses['user/7/']);
  });
});
