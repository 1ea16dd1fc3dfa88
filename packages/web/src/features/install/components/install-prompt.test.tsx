import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { INSTALL_PROMPT_SNOOZE_MS } from '../hooks/use-install-prompt';
import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';

const TITLE = 'Add Okafor Coaching to your home screen';
const prompt = <InstallPrompt appName="Okafor Coaching" iconUrl="/brand-icons/okafor/1/icon-192.png" />;

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const realAgent = navigator.userAgent;
function pretendUserAgent(agent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
}

beforeEach(() => localStorage.clear());
afterEach(() => pretendUserAgent(realAgent));

describe('the install prompt', () => {
  it('stays away until the browser offers installing', () => {
    renderWithProviders(prompt);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('opens on the browser’s offer, keeps the browser’s own bar away, and installs through it', async () => {
    const { user } = renderWithProviders(prompt);
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });

  it('is put off for a month by "Not now", surviving a reload', async () => {
    const { user } = renderWithProviders(prompt);
    offerInstall();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
    cleanup();

    renderWithProviders(prompt);
    offerInstall();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();

    // A month later it may ask again.
    localStorage.setItem(
      'tandem.install-prompt.snoozed-at',
      String(Date.now() - INSTALL_PROMPT_SNOOZE_MS - 1),
    );
    renderWithProviders(prompt);
    offerInstall();
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it('tells iPhone Safari users how to add it, since Safari never offers it', async () => {
    pretendUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const { user } = renderWithProviders(prompt);
    expect(await screen.findByText(/tap Share in Safari, then Add to Home Screen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });
});

describe('the offline notice', () => {
  it('shows while the device is offline and goes when it is back', async () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    });
    const notice = (await screen.findByText('You are offline')).closest('[role="status"]');
    expect(notice).toHaveTextContent('You are offline');
    // The daily loop works offline (issue 20): the notice must not say saving needs the connection.
    expect(notice).toHaveTextContent('saved on this device and sent when you are back online');
    act(() => {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('You are offline')).not.toBeInTheDocument());
  });
});
