import { useState } from 'react';
import { Badge, Button, Checkbox, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { CLIENT_MESSAGES, type ClientAreaOfFocus, type ClientHabitProgram, type User } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useChooseAreas } from '../api/choose-areas';
import { useAreasToPick } from '../api/get-areas-to-pick';
import { pickedAreasProblem, togglePickedArea } from '../utils/area-choice';
import { failureMessage } from '../../../lib/api-errors';

interface AreaPickerProps {
  user: User;
  program: ClientHabitProgram;
}

/** The areas of the client's program as cards, once they are loaded. */
export function AreaPicker({ user, program }: AreaPickerProps) {
  const areas = useAreasToPick(program.id);
  if (areas.isPending) return <PageLoader />;
  if (areas.isError) return <Text c="red">{failureMessage(areas.error, { orField: true })}</Text>;
  if (areas.data.length === 0) {
    return <Text>Your habit program has no areas of focus yet. Your coach is still setting it up.</Text>;
  }
  return <AreaCards user={user} program={program} areas={areas.data} />;
}

/**
 * The client picks exactly the program's number of areas, in order of importance (the order is
 * shown on each card and kept by the server). Saving sends them all at once, refreshes the user
 * (its `groups`) and goes back to the daily exercises.
 */
function AreaCards({ user, program, areas }: AreaPickerProps & { areas: ClientAreaOfFocus[] }) {
  const max = program.max_number_of_allowed_groups;
  const navigate = useNavigate();
  const choose = useChooseAreas(user.id);
  // Starts from the client's current choice, leaving out areas the program no longer has.
  const [picked, setPicked] = useState<number[]>(() =>
    user.groups.filter((id) => areas.some((area) => area.id === id)).slice(0, max),
  );
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const problem = pickedAreasProblem(picked, max);
    setError(problem);
    if (problem) return;
    choose.mutate(
      { areas: picked },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
          void navigate('/daily-exercise');
        },
        onError: (failure) => setError(failureMessage(failure, { orField: true })),
      },
    );
  };

  return (
    <Stack>
      <Text>
        Pick {max} areas of focus from {program.name}, the most important first. Your daily exercises come
        from them.
      </Text>
      <Text size="sm" c="dimmed" aria-live="polite">
        {picked.length} of {max} picked
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="group" aria-label="Areas of focus">
        {areas.map((area) => {
          const position = picked.indexOf(area.id);
          const selected = position >= 0;
          return (
            <Checkbox.Card
              key={area.id}
              checked={selected}
              disabled={!selected && picked.length >= max}
              aria-label={area.name}
              radius="md"
              p="md"
              style={{ borderLeft: `6px solid ${area.color}` }}
              onClick={() => {
                setPicked(togglePickedArea(picked, area.id, max));
                setError(null);
              }}
            >
              <Group wrap="nowrap">
                <Checkbox.Indicator />
                <ColorSwatch color={area.color} size={18} aria-hidden />
                <Text fw={500}>{area.name}</Text>
                {selected && (
                  <Badge ml="auto" variant="light" aria-label={`Picked ${position + 1}`}>
                    {position + 1}
                  </Badge>
                )}
              </Group>
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button onClick={save} loading={choose.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
