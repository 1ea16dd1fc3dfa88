import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { CONNECT_REDIRECT_MS, OWNER_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, generalError } from '../../../lib/api-errors';
import { connectPaymentAccount } from '../api/owner-company';

type State =
  | { kind: 'waiting' }
  | { kind: 'connected' }
  | { kind: 'failed'; message: string; error?: string; description?: string };

/** Where the owner goes after a successful link: the sub-domain's subscription plans. */
export const PLANS_PATH = '/automated-registration';

/**
 * /complete-link-with-stripe?scope&code&error&error_description (coach side 2, 8, 9): the
 * provider sends the owner back here. With an error in the query: the spec's error text with the
 * provider's error and description. Otherwise the code is sent to the server (once, even under
 * React's double effects); on success a notice, then after 5 seconds the plans page. It stays on
 * this host: the session is kept in this origin's storage, so another sub-domain's host would
 * find the owner logged out (the owner reaches this page from their own sub-domain anyway).
 */
export function CompleteLinkPage({ title }: { title: string }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const queryError = query.get('error');
  const [state, setState] = useState<State>(() =>
    queryError
      ? {
          kind: 'failed',
          message: OWNER_MESSAGES.connectError,
          error: queryError,
          description: query.get('error_description') ?? undefined,
        }
      : { kind: 'waiting' },
  );

  useEffect(() => {
    if (state.kind !== 'waiting' || sent.current) return;
    sent.current = true;
    connectPaymentAccount({
      scope: query.get('scope') ?? '',
      authorizationCode: query.get('code') ?? '',
      state: query.get('state') ?? '',
    })
      .then(() => setState({ kind: 'connected' }))
      .catch((error: unknown) => setState(failureOf(error)));
  }, [state.kind, query]);

  useEffect(() => {
    if (state.kind !== 'connected') return;
    const timer = setTimeout(() => void navigate(PLANS_PATH), CONNECT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {state.kind === 'waiting' && (
        <Stack align="flex-start">
          <Loader aria-label="Connecting" />
          <Text>{OWNER_MESSAGES.connecting}</Text>
        </Stack>
      )}
      {state.kind === 'connected' && (
        <Alert color="green" role="status">
          {OWNER_MESSAGES.connected}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" role="alert" title={state.message}>
          {state.error && <Text size="sm">Error: {state.error}</Text>}
          {state.description && <Text size="sm">{state.description}</Text>}
        </Alert>
      )}
    </Stack>
  );
}

/** The spec's three failures: provider refusal, server error, else the server's description. */
function failureOf(error: unknown): State {
  if (!(error instanceof ApiError) || error.status >= 500)
    return { kind: 'failed', message: OWNER_MESSAGES.connectServerError };
  // The provider refused the code: the server passes on its error and error_description.
  if (error.status === 400 && error.code)
    return {
      kind: 'failed',
      message: OWNER_MESSAGES.connectError,
      error: error.code,
      description: generalError(error.body),
    };
  return { kind: 'failed', message: failureMessage(error, { orField: true }) };
}
