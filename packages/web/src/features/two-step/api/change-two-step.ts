import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PasskeyAdded,
  PasskeyOptions,
  RecoveryCodes,
  TotpSetup,
  TwoStepConfirmation,
  User,
} from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/webauthn';
import { twoStepQueryKey } from './get-two-step';

/*
 * The changes to one's own two steps; each invalidates the two-step status, and the user (a
 * session limited to setting them up becomes a full one).
 */

function useTwoStepMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoStepQueryKey });
      // Only a session limited to the set-up changes with it; reloading the user otherwise would
      // remount Settings and lose the recovery codes on screen.
      const limited = queryClient
        .getQueriesData<User>({ queryKey: ['users'] })
        .some(([, user]) => user?.two_step_setup_required);
      if (limited) await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** POST two-step/totp/: a new secret to scan. */
export function useBeginTotp() {
  return useMutation({ mutationFn: () => apiRequest<TotpSetup>('two-step/totp/', { method: 'POST' }) });
}

/** POST two-step/totp/confirm/: turns the app on; answers the recovery codes. */
export function useConfirmTotp() {
  return useTwoStepMutation((code: string) =>
    apiRequest<RecoveryCodes>('two-step/totp/confirm/', { method: 'POST', body: { code } }),
  );
}

/** DELETE two-step/totp/. */
export function useTurnOffTotp() {
  return useTwoStepMutation((confirmation: TwoStepConfirmation) =>
    apiRequest<void>('two-step/totp/', { method: 'DELETE', body: confirmation }),
  );
}

/** POST two-step/recovery-codes/: new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useTwoStepMutation((confirmation: TwoStepConfirmation) =>
    apiRequest<RecoveryCodes>('two-step/recovery-codes/', { method: 'POST', body: confirmation }),
  );
}

/** Asks the server for options, has the browser make a passkey, and keeps it (POST two-step/passkeys/). */
export function useAddPasskey() {
  return useTwoStepMutation(async (name: string) => {
    const start = await apiRequest<PasskeyOptions>('two-step/passkeys/options/', { method: 'POST' });
    const credential = await createPasskey(start.options);
    return apiRequest<PasskeyAdded>('two-step/passkeys/', {
      method: 'POST',
      body: { challenge: start.challenge, name: name || undefined, credential },
    });
  });
}

/** DELETE two-step/passkeys/{id}/. */
export function useRemovePasskey() {
  return useTwoStepMutation(({ id, confirmation }: { id: number; confirmation: TwoStepConfirmation }) =>
    apiRequest<void>(`two-step/passkeys/${id}/`, { method: 'DELETE', body: confirmation }),
  );
}
