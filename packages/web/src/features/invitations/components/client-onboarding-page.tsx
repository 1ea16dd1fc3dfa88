import { useState } from 'react';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ClientUploadResponse } from '@tandem/shared';
import { ClientOnboardingForm } from './client-onboarding-form';
import { PendingInvitations } from './pending-invitations';
import { UploadResult } from './upload-result';

/** /client-onboarding and /add-clients: invite clients; the pending invitations sit alongside. */
export function ClientOnboardingPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<ClientUploadResponse | null>(null);
  // A new key gives Finish a fresh form rather than the one that was just sent.
  const [formKey, setFormKey] = useState(0);

  const finish = () => {
    setResult(null);
    setFormKey((key) => key + 1);
    void navigate('/client-onboarding');
  };

  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            {result ? (
              <UploadResult result={result} onFinish={finish} />
            ) : (
              <ClientOnboardingForm key={formKey} onInvited={setResult} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md">
            <PendingInvitations />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
