import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
// What every web test has, the pure rules' included: the app's wording of validation errors.
import './units-setup';
import { closeUpgradeNotice } from '../app/guards/upgrade-notice';
import { FakeSocket } from './fake-socket';
import { mediaQueryList } from './media-query';

// No test opens a real connection: the app's `io()` answers a fake socket that never connects.
// Tests that drive the connection mock it again (features/messaging/testing.ts fakeConnection).
vi.mock('socket.io-client', () => ({ io: vi.fn(() => new FakeSocket()) }));

// findBy*/waitFor wait up to 5 s rather than 1 s: the assertions are the same, but a loaded
// two-core CI machine (or tests running beside a build) no longer fails them for being slow.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs Mantine relies on that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Infinite lists watch a sentinel; tests that scroll stub this with one that fires.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  notifications.clean();
  closeUpgradeNotice();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
