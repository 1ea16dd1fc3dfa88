import { Link } from 'react-router';
import { Anchor, Badge, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';
import { useOwnerCompany, useUpdateOwnerCompany } from '../api/owner-company';
import { useOwnerSubDomains } from '../api/sub-domains';
import { ImpersonatePicker } from './impersonate-picker';
import { ImpersonationEvents } from './impersonation-events';
import { SubDomainForm } from './sub-domain-form';

/**
 * /site-management/settings (coach side 2): the sub-domain form, the coaching-associate box, the
 * link that connects the company's payment account, and impersonating a user with its history.
 */
export function SiteSettingsPage({ title }: { title: string }) {
  const subDomains = useOwnerSubDomains();
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subDomains.isPending ? (
        <PageLoader />
      ) : subDomains.isError ? (
        <Text c="red" role="alert">
          {failureMessage(subDomains.error)}
        </Text>
      ) : subDomains.data.length === 0 ? (
        <Text>Your company has no sub domain yet.</Text>
      ) : (
        subDomains.data.map((subDomain) => <SubDomainForm key={subDomain.id} subDomain={subDomain} />)
      )}
      <CompanySettings />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Title order={3}>Impersonate a user</Title>
          <ImpersonatePicker />
          <Title order={4}>Impersonation history</Title>
          <ImpersonationEvents />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The coaching-associate box and the payment-account link. */
function CompanySettings() {
  const company = useOwnerCompany();
  const update = useUpdateOwnerCompany();
  if (company.isPending) return <PageLoader />;
  if (company.isError)
    return (
      <Text c="red" role="alert">
        {failureMessage(company.error)}
      </Text>
    );
  const { data } = company;
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Checkbox
          label="Coaching associate"
          description="List me in the coach search visitors see with their assessment results, so they can share their results with me."
          checked={data.coaching_associate}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ coaching_associate: event.currentTarget.checked })}
        />
        {update.isError && (
          <Text c="red" size="sm" role="alert" mt="xs">
            {failureMessage(update.error)}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs" align="flex-start">
          <Title order={3}>Payments</Title>
          {data.payment_account_connected ? (
            <Badge color="green">Stripe account connected</Badge>
          ) : (
            <Text size="sm">
              Connect a Stripe account so the payments for your subscription plans reach you.
            </Text>
          )}
          {data.connect_url ? (
            <Button
              component="a"
              href={data.connect_url}
              variant={data.payment_account_connected ? 'default' : 'filled'}
            >
              {data.payment_account_connected ? 'Connect another Stripe account' : 'Connect payments'}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              Payments cannot be connected on this server yet (no Stripe Connect client id is set).
            </Text>
          )}
          <Anchor component={Link} to="/automated-registration" size="sm">
            Subscription plans
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
