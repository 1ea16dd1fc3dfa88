import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import type { Note } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useHabitNotes } from '../api/get-habit-notes';
import { formatDay } from '../utils/format-date';
import { failureMessage } from '../../../lib/api-errors';

/** The client's shared notes on one habit's days, newest first, 15 at a time. Private notes never come. */
export function HabitNotes({ clientId, habitId }: { clientId: number; habitId: number }) {
  const notes = useHabitNotes(clientId, habitId);

  if (notes.isPending) return <PageLoader />;
  if (notes.isError && !notes.data)
    return <Text c="red">{failureMessage(notes.error, { orField: true })}</Text>;

  const rows = notes.data.pages.flatMap((page) => page.results);
  if (rows.length === 0) return <Text c="dimmed">No shared notes on this habit yet.</Text>;
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" aria-label="Notes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((note) => (
          <li key={note.id}>
            <NoteRow note={note} />
          </li>
        ))}
      </Stack>
      {notes.isFetchNextPageError && (
        <Text c="red" size="sm">
          {failureMessage(notes.error, { orField: true })}
        </Text>
      )}
      {notes.hasNextPage && (
        <Center>
          <Button
            size="xs"
            variant="light"
            loading={notes.isFetchingNextPage}
            onClick={() => void notes.fetchNextPage()}
          >
            Load more notes
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** One note: its title, the day it was written and its text. */
export function NoteRow({ note }: { note: Note }) {
  return (
    <Paper withBorder radius="sm" p="xs">
      {note.title && (
        <Text size="sm" fw={500}>
          {note.title}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDay(note.created_at)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {note.text}
      </Text>
    </Paper>
  );
}
