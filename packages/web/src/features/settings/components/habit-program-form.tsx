import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES, type HabitProgramSummary, type User } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { habitProgramsQueryOptions } from '../../catalog/api/get-catalog';
import { useChangeHabitProgram } from '../api/change-habit-program';
import { failureMessage } from '../utils/error-messages';
import { showFailure, showSaved } from '../utils/notices';

/**
 * The programs to choose from, always holding the current one so the selector can show it
 * (non-coaches cannot list programs, so theirs comes from the user record).
 */
function programOptions(current: User['habit_program'], programs: readonly HabitProgramSummary[]) {
  const options = programs.map((program) => ({ value: String(program.id), label: program.name }));
  if (current !== null && !programs.some((program) => program.id === current.id)) {
    options.unshift({ value: String(current.id), label: current.name });
  }
  return options;
}

/**
 * The client's current habit program. Only coaches (licence holders) may change it; for anyone
 * else the selector is disabled. Areas of focus join the payload with the habit module.
 */
export function HabitProgramForm({ user }: { user: User }) {
  const isCoach = user.has_coach_license;
  // Only coaches may list programs; the server refuses everyone else.
  const programs = useQuery({ ...habitProgramsQueryOptions(), enabled: isCoach });
  const change = useChangeHabitProgram(user.id);
  const [programId, setProgramId] = useState<string | null>(user.theme === null ? null : String(user.theme));
  const [error, setError] = useState<string | null>(null);
  // A duplicate-areas answer must be fixed (by choosing again) before the next submit.
  const [areasError, setAreasError] = useState<string | null>(null);

  const options = programOptions(user.habit_program, programs.data ?? []);

  const save = () => {
    if (areasError) {
      showFailure(ACCOUNT_MESSAGES.fixErrorFirst);
      return;
    }
    if (!programId) {
      setError(CLIENT_MESSAGES.selectHabitProgram);
      return;
    }
    change.mutate(
      { habit_program: Number(programId), areas_of_focus: [] },
      {
        onSuccess: showSaved,
        onError: (failure) => {
          const errors =
            failure instanceof ApiError && failure.status === 400 ? fieldErrors(failure.body) : {};
          if (errors.areas_of_focus) {
            setAreasError(errors.areas_of_focus);
            return;
          }
          setError(errors.habit_program ?? errors.non_field_errors ?? failureMessage(failure));
        },
      },
    );
  };

  return (
    <Stack>
      <Select
        label="Habit Program"
        placeholder={isCoach ? 'Select a Habit Program' : 'No habit program'}
        data={options}
        value={programId}
        onChange={(value) => {
          setProgramId(value);
          setError(null);
          setAreasError(null);
        }}
        disabled={!isCoach}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No habit programs"
        error={error}
      />
      {areasError && (
        <Text c="red" size="sm" role="alert">
          {areasError}
        </Text>
      )}
      {isCoach && (
        <Group>
          <Button onClick={save} loading={change.isPending}>
            Save
          </Button>
        </Group>
      )}
    </Stack>
  );
}
