import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

const registerSW = vi.fn();
const reloadPage = vi.fn();
vi.mock('virtual:pwa-register', () => ({ registerSW }));
vi.mock('./reload-page', () => ({ reloadPage }));

// The module keeps what it registered; each test starts from a fresh copy of it.
async function load() {
  vi.resetModules();
  return import('./service-worker');
}

let options: RegisterSWOptions;
const activate = vi.fn(() => Promise.resolve());

beforeEach(() => {
  registerSW.mockReset().mockImplementation((given: RegisterSWOptions) => {
    options = given;
    return activate;
  });
  activate.mockClear();
  reloadPage.mockClear();
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker', () => {
  it('is not registered by the development server', async () => {
    vi.stubEnv('DEV', true);
    (await load()).startServiceWorker();
    expect(registerSW).not.toHaveBeenCalled();
  });

  it('tells its listeners when a new version waits, and reloading hands over to it', async () => {
    const worker = await load();
    worker.startServiceWorker();
    expect(registerSW).toHaveBeenCalledTimes(1);
    const listener = vi.fn();
    worker.serviceWorkerUpdate.subscribe(listener);
    expect(worker.serviceWorkerUpdate.waiting()).toBe(false);

    options.onNeedRefresh!();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(worker.serviceWorkerUpdate.waiting()).toBe(true);

    await worker.reloadToNewVersion();
    expect(activate).toHaveBeenCalledWith(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('asks for the new worker first when the server announced the version before it arrived', async () => {
    const worker = await load();
    worker.startServiceWorker();
    const registration = { update: vi.fn(() => Promise.resolve(options.onNeedRefresh!())) };
    options.onRegisteredSW!('/sw.js', registration as unknown as ServiceWorkerRegistration);

    await worker.reloadToNewVersion();
    expect(registration.update).toHaveBeenCalled();
    expect(activate).toHaveBeenCalledWith(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads plainly where there is no service worker', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const worker = await load();
    worker.startServiceWorker();
    expect(registerSW).not.toHaveBeenCalled();
    await worker.reloadToNewVersion();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
