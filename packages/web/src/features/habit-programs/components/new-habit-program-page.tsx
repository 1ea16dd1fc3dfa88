import { useNavigate } from 'react-router';
import { Paper, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { usePulseSurveys } from '../../catalog';
import { useCreateHabitProgram } from '../api/create-habit-program';
import { defaultPulseSurveyId, programFormValues } from '../utils/program-form';
import { HabitProgramForm } from './habit-program-form';

/** /habit-programs/new: the program's settings; saving goes on to its detail page to add areas. */
export function NewHabitProgramPage({ title }: { title: string }) {
  const surveys = usePulseSurveys();
  const create = useCreateHabitProgram();
  const navigate = useNavigate();

  return (
    <Stack maw={560}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {/* The default survey depends on the list, so the form waits for it (or for its failure). */}
      {surveys.isPending ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <HabitProgramForm
            initialValues={programFormValues(null, defaultPulseSurveyId(surveys.data ?? []))}
            pulseSurveys={surveys.data ?? []}
            submitLabel="Create"
            pending={create.isPending}
            onSave={async (body) => {
              const program = await create.mutateAsync(body);
              await navigate(`/habit-programs/${program.id}`);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
