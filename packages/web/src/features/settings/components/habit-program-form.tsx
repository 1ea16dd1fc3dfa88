import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES, type HabitProgramSummary, type User } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { useProgramAreas } from '../../areas-of-focus';
import { hasDuplicateAreas, settingsAreasProblem } from '../../areas-of-focus';
import { habitProgramsQueryOptions } from '../../catalog';
import { useChangeHabitProgram } from '../api/change-habit-program';
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

/** The areas already chosen when `programId` is the user's own program; none for another one. */
function chosenAreasOf(user: User, programId: string | null): (string | null)[] {
  return programId !== null && programId === String(user.theme) ? user.groups.map(String) : [];
}

/**
 * The client's current habit program. Only coaches (licence holders) may change it; for anyone
 * else the selector is disabled. A program that does not assign all its areas asks for its
 * areas of focus too, one select per slot, checked here with the spec's rules (no area twice,
 * no more and no fewer than the program's number) before they join the payload.
 */
export function HabitProgramForm({ user }: { user: User }) {
  const isCoach = user.has_coach_license;
  // Only coaches may list programs; the server refuses everyone else.
  const programs = useQuery({ ...habitProgramsQueryOptions(), enabled: isCoach });
  const change = useChangeHabitProgram(user.id);
  const [programId, setProgramId] = useState<string | null>(user.theme === null ? null : String(user.theme));
  // One entry per slot; longer than the program's number only when an earlier choice was.
  const [chosen, setChosen] = useState<(string | null)[]>(() => chosenAreasOf(user, programId));
  const [error, setError] = useState<string | null>(null);
  // A count message from the last Save; it goes as soon as the areas change.
  const [countError, setCountError] = useState<string | null>(null);
  // A refused-areas answer must be fixed (by choosing again) before the next submit.
  const [serverAreasError, setServerAreasError] = useState<string | null>(null);

  const options = programOptions(user.habit_program, programs.data ?? []);
  const program = programs.data?.find((candidate) => String(candidate.id) === programId) ?? null;
  const choosingAreas = isCoach && program !== null && !program.assign_all;
  const max = program?.max_number_of_allowed_groups ?? 0;
  const areas = useProgramAreas(choosingAreas && program ? program.id : null);
  const areaOptions = (areas.data ?? []).map((area) => ({ value: String(area.id), label: area.name }));
  const slots = Array.from({ length: Math.max(max, chosen.length) }, (_, index) => chosen[index] ?? null);
  const slotIds = slots.map((slot) => (slot === null ? null : Number(slot)));
  const duplicates = choosingAreas && hasDuplicateAreas(slotIds);
  const areasError = serverAreasError ?? (duplicates ? ACCOUNT_MESSAGES.duplicateAreas : countError);

  const chooseProgram = (value: string | null) => {
    setProgramId(value);
    setChosen(chosenAreasOf(user, value));
    setError(null);
    setCountError(null);
    setServerAreasError(null);
  };

  const chooseArea = (index: number, value: string | null) => {
    setChosen(slots.map((slot, slotIndex) => (slotIndex === index ? value : slot)));
    setCountError(null);
    setServerAreasError(null);
  };

  const save = () => {
    if (serverAreasError || duplicates) {
      showFailure(ACCOUNT_MESSAGES.fixErrorFirst);
      return;
    }
    if (!programId) {
      setError(CLIENT_MESSAGES.selectHabitProgram);
      return;
    }
    const problem = choosingAreas ? settingsAreasProblem(slotIds, max) : null;
    if (problem) {
      setCountError(problem);
      return;
    }
    const areasOfFocus = choosingAreas ? slotIds.filter((id): id is number => id !== null) : [];
    change.mutate(
      { habit_program: Number(programId), areas_of_focus: areasOfFocus },
      {
        onSuccess: showSaved,
        onError: (failure) => {
          const errors =
            failure instanceof ApiError && failure.status === 400 ? fieldErrors(failure.body) : {};
          if (errors.areas_of_focus) {
            setServerAreasError(errors.areas_of_focus);
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
        onChange={chooseProgram}
        disabled={!isCoach}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No habit programs"
        error={error}
      />
      {choosingAreas && (
        <Stack gap="xs" role="group" aria-label="Areas of Focus">
          <Text size="sm">
            {program.name} asks for {max} areas of focus, the most important first.
          </Text>
          {slots.map((slot, index) => (
            <Select
              key={index}
              label={`Area of Focus ${index + 1}`}
              placeholder="Select an area of focus"
              data={areaOptions}
              value={slot}
              onChange={(value) => chooseArea(index, value)}
              clearable
              nothingFoundMessage={areas.isPending ? 'Loading…' : 'No areas of focus'}
            />
          ))}
        </Stack>
      )}
      {areasError && (
        <Text c="red" size="sm" role="alert">
          {areasError}
        </Text>
      )}
      {isCoach && (
        <Group>
          <Button onClick={save} loading={change.isPending} disabled={programs.isPending}>
            Save
          </Button>
        </Group>
      )}
    </Stack>
  );
}
