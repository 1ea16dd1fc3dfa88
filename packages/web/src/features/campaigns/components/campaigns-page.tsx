import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, CopyButton, Group, Image, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { groupedNumber, type OwnerCampaign } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';
import { useOwnerCampaigns } from '../api/get-owner-campaigns';
import { campaignPath } from '../paths';
import { CampaignEditor } from './campaign-editor';
import { EmptyState } from '../../../components/empty-state';

/**
 * /site-management/campaigns: the owner's company's campaigns, each with its goal filling up, a
 * link to its public page and a button that copies that link, and New Campaign / Edit opening the
 * editor.
 */
export function CampaignsPage({ title }: { title: string }) {
  const campaigns = useOwnerCampaigns();
  // undefined: the editor is closed; null: a new campaign.
  const [editing, setEditing] = useState<OwnerCampaign | null | undefined>(undefined);

  return (
    <Stack maw={900}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          New Campaign
        </Button>
      </Group>
      <Text c="dimmed">
        Your company&apos;s own causes: each has a public page anyone can read and share, and invitation
        requests made there reach you under Client Onboarding.
      </Text>
      {campaigns.isPending ? (
        <PageLoader />
      ) : campaigns.isError ? (
        <Text c="red" role="alert">
          {failureMessage(campaigns.error)}
        </Text>
      ) : campaigns.data.length === 0 ? (
        <EmptyState icon={IconHeartHandshake}>
          Your company has no campaigns yet. A campaign turns your clients&apos; points into a good cause.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" aria-label="Campaigns" style={listReset}>
          {campaigns.data.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onEdit={() => setEditing(campaign)} />
          ))}
        </Stack>
      )}
      {editing !== undefined && (
        <CampaignEditor
          key={editing?.id ?? 'new'}
          campaign={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

function CampaignRow({ campaign, onEdit }: { campaign: OwnerCampaign; onEdit: () => void }) {
  const path = campaignPath(campaign);
  const address = `${window.location.origin}${path}`;
  const percent = Math.min(100, (campaign.total / campaign.max_points) * 100);
  const points = `${groupedNumber(campaign.total)} of ${groupedNumber(campaign.max_points)} points`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={campaign.name}>
      <Group align="flex-start" wrap="wrap" gap="md">
        {campaign.image && <Image src={campaign.image} alt="" w={96} h={64} fit="cover" radius="sm" />}
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={600}>{campaign.name}</Text>
          <Text size="sm">{campaign.short_description}</Text>
          <Progress value={percent} aria-label={points} />
          <Text size="sm" c="dimmed">
            {points}
          </Text>
          <Anchor component={Link} to={path} size="sm" style={{ wordBreak: 'break-all' }}>
            {address}
          </Anchor>
          <Group gap="xs">
            <CopyButton value={address}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy} aria-label={`Copy link of ${campaign.name}`}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${campaign.name}`}>
              Edit
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
