import { useState } from 'react';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ClientUploadResponse, ClientUploadRow } from '@tandem/shared';
import { InvitationRequests, invitationRequestsQueryKey } from '../../campaigns';
import { useCurrentUser } from '../../users';
import { ClientOnboardingForm } from './client-onboarding-form';
import { PendingInvitations } from './pending-invitations';
import { UploadResult } from './upload-result';

/** /client-onboarding and /add-clients: invite clients; the pending invitations sit alongside. */
export function ClientOnboardingPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<ClientUploadResponse | null>(null);
  // A new key gives Finish a fresh form rather than the one that was just sent.
  const [formKey, setFormKey] = useState(0);
  const [person, setPerson] = useState<ClientUploadRow | undefined>(undefined);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();

  const invited = (sent: ClientUploadResponse) => {
    setResult(sent);
    setPerson(undefined);
    // A request for an address just invited now shows as invited.
    void queryClient.invalidateQueries({ queryKey: invitationRequestsQueryKey });
  };

  const finish = () => {
    setResult(null);
    setFormKey((key) => key + 1);
    void navigate('/client-onboarding');
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            {result ? (
              <UploadResult result={result} onFinish={finish} />
            ) : (
              <ClientOnboardingForm key={formKey} onInvited={invited} person={person} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Paper withBorder p="lg" radius="md">
              <PendingInvitations />
            </Paper>
            <InvitationRequests
              isOwner={Boolean(user?.is_owner)}
              onInvite={(request) => {
                // A fresh form with the person in its first row; the coach picks the rest and saves.
                setResult(null);
                setPerson({
                  first_name: request.first_name,
                  last_name: request.last_name,
                  email: request.email,
                });
                setFormKey((key) => key + 1);
              }}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
