import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CLIENT_MESSAGES,
  FALLBACK_SUB_DOMAIN,
  groupedNumber,
  invitationRequestSchema,
  type Campaign,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { idParam } from '../../../lib/route-params';
import { useSession } from '../../../lib/session';
import { zodValidate } from '../../../lib/zod-form';
import { useSubDomain } from '../../branding';
import { useCampaign, useRequestInvitation } from '../api/campaigns';

/**
 * /create-the-change/{id}/{slug}: a campaign's page (client side 2, 6): its goal filling up, the
 * signed-in contributor's standing, the average a day, share links (plain addresses, no
 * trackers), the story and the provider; visitors get the join call to action, which opens the
 * invitation request.
 */
export function CampaignPage() {
  const id = idParam(useParams().id) ?? 0;
  const campaign = useCampaign(id);
  const session = useSession();
  const [joining, setJoining] = useState(false);

  if (campaign.isPending) return <PageLoader />;
  if (campaign.isError)
    return (
      <Alert color="red" role="alert" maw={640}>
        {failureMessage(campaign.error)}
      </Alert>
    );
  const data = campaign.data;
  const percent = data.max_points ? Math.min(100, (data.total / data.max_points) * 100) : 0;
  return (
    <Stack maw={900} mx="auto">
      {data.image && <Image src={data.image} alt="" radius="md" mah={320} fit="cover" />}
      <Title order={1}>{data.name}</Title>
      <Text size="lg">{data.short_description}</Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Progress
            value={percent}
            size="xl"
            aria-label={`${groupedNumber(data.total)} of ${groupedNumber(data.max_points)} points`}
          />
          <Text fw={600}>
            {groupedNumber(data.total)} of {groupedNumber(data.max_points)} points
          </Text>
          <Text size="sm">{groupedNumber(data.avg)} points a day on average</Text>
          {session && data.percentile !== null && (
            <Text size="sm">You are in the top {data.percentile}% of contributors.</Text>
          )}
        </Stack>
      </Paper>
      {!session && (
        <Group>
          <Button size="md" onClick={() => setJoining(true)}>
            Join the campaign
          </Button>
        </Group>
      )}
      <ShareLinks campaign={data} />
      <Text style={{ whiteSpace: 'pre-line' }}>{data.long_description}</Text>
      {data.url && (
        <Anchor href={data.url} target="_blank" rel="noopener noreferrer">
          Learn more about the cause
        </Anchor>
      )}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="provider-heading">
        <Title order={2} size="h3" id="provider-heading">
          About {data.provider_name || 'the provider'}
        </Title>
        <Text mt="xs">{data.provider_description}</Text>
      </Paper>
      {joining && <InvitationRequestModal campaign={data} onClose={() => setJoining(false)} />}
    </Stack>
  );
}

function ShareLinks({ campaign }: { campaign: Campaign }) {
  const url = encodeURIComponent(window.location.href);
  const text = encodeURIComponent(`${campaign.name}: ${campaign.short_description}`);
  const links = [
    { label: 'Share by e-mail', href: `mailto:?subject=${encodeURIComponent(campaign.name)}&body=${url}` },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${url}&text=${text}` },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
  return (
    <Group gap="md" component="nav" aria-label="Share">
      {links.map((link) => (
        <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

interface RequestValues {
  first_name: string;
  last_name: string;
  email: string;
  additional_information: string;
}

function InvitationRequestModal({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const request = useRequestInvitation();
  const subDomain = useSubDomain();
  const context = {
    current_url: window.location.href,
    // The company this page is served for; the server's default sub-domain on a bare host.
    company_sub_domain: subDomain ?? FALLBACK_SUB_DOMAIN,
    came_from: 'campaign',
    campaign: campaign.id,
  };
  const form = useForm<RequestValues>({
    initialValues: { first_name: '', last_name: '', email: '', additional_information: '' },
    validate: (values) => zodValidate(invitationRequestSchema)({ ...values, ...context }),
  });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit((values) =>
    request.mutate(
      { ...values, ...context },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
          onClose();
        },
        onError: (failure) => {
          const fields =
            failure instanceof ApiError && failure.status === 400 ? fieldErrors(failure.body) : {};
          form.setErrors(fields);
          if (!Object.keys(fields).length) setError(failureMessage(failure));
        },
      },
    ),
  );

  return (
    <DeferredModal opened onClose={onClose} title={`Join ${campaign.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
            data-autofocus
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput
            label="Email"
            required
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Textarea
            label="Tell us a little about yourself"
            required
            autosize
            minRows={3}
            {...form.getInputProps('additional_information')}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={request.isPending}>
            Request an invitation
          </Button>
        </Stack>
      </form>
    </DeferredModal>
  );
}
