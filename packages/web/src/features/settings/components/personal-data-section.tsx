import { Alert, Button, Stack, Text } from '@mantine/core';
import { failureMessage } from '../../../lib/api-errors';
import { useDownloadPersonalData } from '../api/download-personal-data';
import { AccountDeletionPart } from './account-deletion-part';
import { SettingsSection } from './settings-section';

/**
 * 'Your Data': a client downloads everything Tandem keeps about them, or deletes their account,
 * by themselves (decision 014). The words are ours: the spec has no such section.
 */
export function PersonalDataSection() {
  const download = useDownloadPersonalData();
  return (
    <SettingsSection title="Your Data">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Download everything Tandem keeps about you: your profile, exercises, habits, journal, goals,
          reflections, KPIs, messages and uploads, as JSON and CSV files in one zip.
        </Text>
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
        {download.isError && (
          <Alert color="red" role="alert">
            {failureMessage(download.error)}
          </Alert>
        )}
        <AccountDeletionPart />
      </Stack>
    </SettingsSection>
  );
}
