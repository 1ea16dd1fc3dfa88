import { useCallback, useEffect, useState } from 'react';

/** Chromium's install offer: the event is kept so the app can show it when it chooses. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** A "Not now" keeps the prompt away this long. */
export const INSTALL_PROMPT_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
const SNOOZED_AT = 'tandem.install-prompt.snoozed-at';

export type InstallOffer =
  /** The browser offers installing (Chromium's beforeinstallprompt). */
  | { kind: 'prompt'; install: () => Promise<void> }
  /** Safari on iPhone or iPad never offers it: the user adds the app through Share. */
  | { kind: 'ios-hint' }
  | null;

function snoozed(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(SNOOZED_AT) ?? 0);
  return now - at < INSTALL_PROMPT_SNOOZE_MS;
}

function runsInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iOS Safari (iPadOS reports itself as a Mac with touch). Other iOS browsers cannot install. */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(agent) || (agent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/**
 * What the install-prompt modal offers, if anything: the browser's own install when it offers one,
 * or the iOS hint; nothing once installed, running installed, or snoozed by "Not now".
 */
export function useInstallPrompt(): { offer: InstallOffer; snooze: () => void } {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [hidden, setHidden] = useState(() => snoozed() || runsInstalled());

  useEffect(() => {
    const offered = (e: Event) => {
      // Without this the browser shows its own mini bar; the app shows the spec's modal instead.
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const installed = () => setHidden(true);
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  const snooze = useCallback(() => {
    localStorage.setItem(SNOOZED_AT, String(Date.now()));
    setHidden(true);
  }, []);

  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The browser's offer is used up either way; a refusal snoozes like "Not now".
    setEvent(null);
    if (outcome === 'dismissed') snooze();
    else setHidden(true);
  }, [event, snooze]);

  if (hidden) return { offer: null, snooze };
  if (event) return { offer: { kind: 'prompt', install }, snooze };
  if (isIosSafari()) return { offer: { kind: 'ios-hint' }, snooze };
  return { offer: null, snooze };
}
