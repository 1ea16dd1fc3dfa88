import { useId } from 'react';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { colorChoices } from '../utils/goal-colors';

interface ColorStepProps {
  value: string;
  /** The goal's colour when the wizard opened ('' for a new goal). */
  initial: string;
  error: string | undefined;
  onChange: (color: string) => void;
}

/** The wizard's COLOR step: one colour for the goal, picked from swatches. */
export function ColorStep({ value, initial, error, onChange }: ColorStepProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap="xs">
      <Text id={labelId} size="sm" fw={500}>
        Color
      </Text>
      <Group
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        gap="sm"
      >
        {colorChoices(initial).map((choice) => {
          const selected = choice.value.toLowerCase() === value.toLowerCase();
          return (
            <ColorSwatch
              key={choice.value}
              component="button"
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={choice.name}
              color={choice.value}
              size={36}
              style={{ cursor: 'pointer' }}
              onClick={() => onChange(choice.value)}
            >
              {selected && <IconCheck size={18} color="white" />}
            </ColorSwatch>
          );
        })}
      </Group>
      {error && (
        <Text id={errorId} c="red" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
