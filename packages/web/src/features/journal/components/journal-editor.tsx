import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { journalEntryWriteSchema } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';
import { isComplete, type JournalDraft } from '../hooks/use-journal-draft';
import type { DraftValues } from '../utils/draft-store';
import { DeleteEntryButton } from './delete-entry-button';
import { SaveStatus } from './save-status';

const validate = zodValidate<DraftValues>(journalEntryWriteSchema);

/**
 * Title, text and the Private switch of the entry being written. It saves itself (see
 * useJournalDraft); Save sends it at once and points out what is missing.
 */
export function JournalEditor({ draft }: { draft: JournalDraft }) {
  // Missing fields are pointed out only after Save, then re-checked as the client types.
  const [checking, setChecking] = useState(false);
  const { values, entryId } = draft;
  const errors = { ...(checking ? validate(values) : {}), ...draft.serverErrors };

  const save = () => {
    setChecking(true);
    if (isComplete(values)) draft.saveNow();
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        {draft.restored && draft.status !== 'saved' && (
          <Text size="sm" c="dimmed">
            Restored from a draft kept on this device.
          </Text>
        )}
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(event) => draft.change({ title: event.currentTarget.value })}
        />
        <Textarea
          label="Text"
          required
          autosize
          minRows={8}
          maxLength={100_000}
          value={values.text}
          error={errors.text}
          onChange={(event) => draft.change({ text: event.currentTarget.value })}
        />
        <Switch
          label="Private"
          description="Your coach never sees private entries."
          checked={values.private}
          onChange={(event) => draft.change({ private: event.currentTarget.checked })}
        />
        <Group justify="space-between">
          <SaveStatus status={draft.status} />
          <Group gap="sm">
            {entryId !== null && (
              <DeleteEntryButton
                entryId={entryId}
                title={values.title}
                onDeleted={() => draft.forget(entryId)}
              />
            )}
            <Button onClick={save} loading={draft.status === 'saving'}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
