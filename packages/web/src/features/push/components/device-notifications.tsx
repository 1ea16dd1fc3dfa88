import { useEffect, useId, useState } from 'react';
import { Switch, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { getPushKey } from '../api/push-key';
import { registerDevice } from '../api/register-device';
import { devicePushState, subscribeThisDevice, type DevicePushState } from '../utils/browser-push';

export const DEVICE_NOTIFICATIONS_LABEL = 'Notifications on this device';

/** What the switch says under it, for each state. */
export const DEVICE_NOTIFICATIONS_STATES: Record<DevicePushState, string> = {
  checking: 'Checking this device…',
  on: 'On: this device shows your notifications.',
  off: 'Off: turn on to get notifications on this device.',
  blocked:
    "Blocked by the browser: allow notifications for this site in the browser's settings, then reload the page.",
  unsupported: 'Not supported: this browser cannot show notifications.',
};

/** Said when the browser, not the server, failed (its push service unreachable, say). */
export const DEVICE_NOTIFICATIONS_FAILED = 'This browser could not turn notifications on. Try again later.';

const problemOf = (error: unknown) =>
  error instanceof ApiError ? failureMessage(error) : DEVICE_NOTIFICATIONS_FAILED;

/**
 * The switch that turns web push on for this browser (decision 021): it asks the browser's
 * permission, subscribes with the server's key and registers the subscription as one of the
 * user's devices. A browser already subscribed registers again when the switch appears, since
 * logging out removed its device from the server. Turning it off unsubscribes the browser; the
 * push service then tells the server the device is gone.
 */
export function DeviceNotifications() {
  const [state, setState] = useState<DevicePushState>('checking');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    devicePushState()
      .then(async (found) => {
        if (found.subscription) await registerDevice(found.subscription);
        if (!current) return;
        setSubscription(found.subscription);
        setState(found.state);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState('off');
        setProblem(problemOf(error));
      });
    return () => {
      current = false;
    };
  }, []);

  async function turnOn() {
    const subscribed = await subscribeThisDevice(getPushKey);
    if (subscribed === 'blocked' || subscribed === 'off') {
      setState(subscribed);
      return;
    }
    await registerDevice(subscribed);
    setSubscription(subscribed);
    setState('on');
  }

  async function turnOff() {
    await subscription?.unsubscribe();
    setSubscription(null);
    setState('off');
  }

  async function toggle(on: boolean) {
    setBusy(true);
    setProblem(null);
    try {
      await (on ? turnOn() : turnOff());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  const stateId = useId();
  const usable = state === 'on' || state === 'off';
  return (
    <div>
      <Switch
        label={DEVICE_NOTIFICATIONS_LABEL}
        aria-describedby={stateId}
        checked={state === 'on'}
        disabled={!usable || busy}
        aria-busy={busy || state === 'checking'}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <Text id={stateId} size="sm" c="dimmed" mt={4} aria-live="polite">
        {DEVICE_NOTIFICATIONS_STATES[state]}
      </Text>
      {problem && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {problem}
        </Text>
      )}
    </div>
  );
}
