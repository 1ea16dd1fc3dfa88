import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OWNER_MESSAGES, SEARCH_DEBOUNCE_MS } from '@tandem/shared';
import { failureMessage } from '../../../lib/api-errors';
import { impersonate, useImpersonationCandidates } from '../api/impersonation';

/**
 * Impersonate a user (coach side 2, 6): a list of the users one may act as (staff: everyone not
 * staff; an owner: their company's), searched by e-mail. Choosing one opens a session as them and
 * reloads the page; the banner then offers to stop.
 */
export function ImpersonatePicker() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useImpersonationCandidates(debounced);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { pathname, search: query } = useLocation();

  const choose = async (email: string) => {
    setPending(email);
    setError(null);
    try {
      await impersonate(email, `${pathname}${query}`);
    } catch (failure) {
      setError(failureMessage(failure));
      setPending(null);
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Search users by email"
        placeholder="name@example.com"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {candidates.isError ? (
        <Text c="red" size="sm" role="alert">
          {failureMessage(candidates.error)}
        </Text>
      ) : candidates.data?.results.length === 0 ? (
        <Text size="sm">{OWNER_MESSAGES.noUsersFound}</Text>
      ) : (
        <Stack component="ul" gap={4} aria-label="Users" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {candidates.data?.results.map((user) => (
            <Group component="li" key={user.id} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {user.email}
                <Text component="span" c="dimmed" size="sm">
                  {' '}
                  {user.first_name} {user.last_name}
                </Text>
              </Text>
              <Button
                size="xs"
                variant="light"
                loading={pending === user.email}
                disabled={pending !== null}
                onClick={() => void choose(user.email)}
                aria-label={`Impersonate ${user.email}`}
              >
                Impersonate
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
