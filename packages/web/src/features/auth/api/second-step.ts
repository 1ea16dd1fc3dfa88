import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyOptions, TokenResponse } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { signWithPasskey } from '../../../lib/webauthn';
import { startSession } from './log-in';

/** POST api-token-auth/two-step/ with a code from the app or a recovery code. */
export function useSecondStepCode(challenge: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      startSession(
        queryClient,
        await apiRequest<TokenResponse>('api-token-auth/two-step/', {
          method: 'POST',
          body: { challenge, code },
          auth: false,
        }),
      ),
  });
}

/** The second step with one of the account's passkeys: options, the browser's signature, the session. */
export function useSecondStepPasskey(challenge: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await apiRequest<Record<string, unknown>>('api-token-auth/two-step/passkey-options/', {
        method: 'POST',
        body: { challenge },
        auth: false,
      });
      const passkey = await signWithPasskey(options);
      return startSession(
        queryClient,
        await apiRequest<TokenResponse>('api-token-auth/two-step/', {
          method: 'POST',
          body: { challenge, passkey },
          auth: false,
        }),
      );
    },
  });
}

/** Signing in with a passkey alone (no e-mail or password): POST api-token-auth/passkey/. */
export function usePasskeyLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const start = await apiRequest<PasskeyOptions>('api-token-auth/passkey/options/', {
        method: 'POST',
        auth: false,
      });
      const passkey = await signWithPasskey(start.options);
      return startSession(
        queryClient,
        await apiRequest<TokenResponse>('api-token-auth/passkey/', {
          method: 'POST',
          body: { challenge: start.challenge, passkey },
          auth: false,
        }),
      );
    },
  });
}
