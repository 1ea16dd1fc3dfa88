import { Link, useParams } from 'react-router';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { HABIT_MESSAGES, type HabitProgram } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { usePulseSurveys } from '../../catalog';
import { useHabitProgram } from '../api/get-habit-program';
import { useUpdateHabitProgram } from '../api/update-habit-program';
import { showSaved } from '../utils/messages';
import { programFormValues } from '../utils/program-form';
import { AreasOfFocusSection } from './areas-of-focus-section';
import { CopyProgramButton } from './copy-program-button';
import { DeleteProgramButton } from './delete-program-button';
import { ExercisesSection } from './exercises-section';
import { HabitProgramForm } from './habit-program-form';
import { failureMessage } from '../../../lib/api-errors';
import { idParam } from '../../../lib/route-params';

/** /habit-programs/{id} (themesDetail): the program's settings, copy and delete, areas and exercises. */
export function HabitProgramDetailPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  return (
    <Stack maw={1100}>
      <Anchor component={Link} to="/habit-programs" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          Habit Programs
        </Group>
      </Anchor>
      {id === null ? <NotFound title={title} /> : <ProgramDetail key={id} id={id} title={title} />}
    </Stack>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{HABIT_MESSAGES.programNotFound}</Text>
    </>
  );
}

function ProgramDetail({ id, title }: { id: number; title: string }) {
  const program = useHabitProgram(id);
  if (program.isPending) return <PageLoader />;
  if (program.isError) {
    if (program.error instanceof ApiError && program.error.status === 404) return <NotFound title={title} />;
    return <Text c="red">{failureMessage(program.error)}</Text>;
  }
  const loaded = program.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            {loaded.name}
          </Title>
          {!loaded.editable && (
            <Badge variant="light" color="gray">
              Managed
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <CopyProgramButton program={loaded} />
          {loaded.editable && <DeleteProgramButton program={loaded} />}
        </Group>
      </Group>
      {!loaded.editable && (
        <Alert color="gray" title="Managed by your company">
          You can give this program to your clients and copy it, but not change it. Copy it to make your own
          version.
        </Alert>
      )}
      <ProgramSettings program={loaded} />
      <AreasOfFocusSection program={loaded} />
      <ExercisesSection program={loaded} />
    </Stack>
  );
}

function ProgramSettings({ program }: { program: HabitProgram }) {
  const surveys = usePulseSurveys();
  const update = useUpdateHabitProgram(program.id);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="program-settings">
      <Stack>
        <Title order={3} size="h4" id="program-settings">
          Settings
        </Title>
        {surveys.isPending ? (
          <PageLoader />
        ) : (
          <HabitProgramForm
            initialValues={programFormValues(program)}
            pulseSurveys={surveys.data ?? []}
            readOnly={!program.editable}
            submitLabel="Save"
            pending={update.isPending}
            onSave={async (body) => {
              await update.mutateAsync(body);
              showSaved();
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
