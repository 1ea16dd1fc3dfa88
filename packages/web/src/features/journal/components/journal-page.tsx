import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session';
import { useJournalDraft } from '../hooks/use-journal-draft';
import { JournalEditor } from './journal-editor';
import { JournalList } from './journal-list';

/** /journal: the client's past entries with search, and an editor that saves as they type. */
export function JournalPage({ title }: { title: string }) {
  const session = useSession();
  if (!session) return <PageLoader />;
  // Drafts are kept per user: another login starts from that user's own drafts.
  return <Journal key={session.id} title={title} userId={session.id} />;
}

function Journal({ title, userId }: { title: string; userId: number }) {
  const draft = useJournalDraft(userId);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => draft.open(null)}>
          New entry
        </Button>
      </Group>
      <Grid gutter="lg">
        {/* On a phone the editor comes first, the list below it. */}
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <JournalList selectedId={draft.entryId} draftEntryIds={draft.draftEntryIds} onOpen={draft.open} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <JournalEditor key={draft.opened} draft={draft} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
