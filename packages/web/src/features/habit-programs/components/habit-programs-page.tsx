import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import type { HabitProgramSummary } from '@tandem/shared';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { useHabitProgramsList } from '../api/get-habit-programs';
import { failureMessage } from '../../../lib/api-errors';
import { EmptyState } from '../../../components/empty-state';

/** Spec: infinite-scroll distance 15 for lists. */
const SCROLL_DISTANCE_PX = 15;

/** /habit-programs: the coach's programs and their company's managed ones, loaded as they scroll. */
export function HabitProgramsPage({ title }: { title: string }) {
  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to="/habit-programs/new" leftSection={<IconPlus size={16} />}>
          New Habit Program
        </Button>
      </Group>
      <ProgramList />
    </Stack>
  );
}

function ProgramList() {
  const programs = useHabitProgramsList();
  if (programs.isPending) return <PageLoader />;
  const rows = programs.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack>
      {programs.isSuccess && rows.length === 0 && (
        <EmptyState icon={IconListCheck}>
          You have no habit programs yet. Create one to give your clients daily exercises.
        </EmptyState>
      )}
      {rows.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label="Habit programs"
          style={listReset}
        >
          {rows.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        query={programs}
        distancePx={SCROLL_DISTANCE_PX}
        loadingLabel="Loading more habit programs"
        errorMessage={failureMessage(programs.error)}
      />
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

function ProgramCard({ program }: { program: HabitProgramSummary }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article" aria-label={program.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/habit-programs/${program.id}`} fw={600}>
            {program.name}
          </Anchor>
          {!program.editable && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              Managed
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {program.daily_exercises} daily {program.daily_exercises === 1 ? 'exercise' : 'exercises'}
        </Text>
        <Text size="sm" c="dimmed">
          {program.assign_all
            ? 'Assigns all areas of focus'
            : `Clients choose ${program.max_number_of_allowed_groups} ${
                program.max_number_of_allowed_groups === 1 ? 'area' : 'areas'
              } of focus`}
        </Text>
      </Stack>
    </Paper>
  );
}
