import { useId } from 'react';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { HABIT_COLORS } from '../utils/habit-colors';

interface ColorSwatchesProps {
  value: string;
  error: string | undefined;
  onChange: (color: string) => void;
}

/** The habit's colour, one of the palette's swatches (a radio group named 'Color'). */
export function ColorSwatches({ value, error, onChange }: ColorSwatchesProps) {
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
        {HABIT_COLORS.map((choice) => {
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
              size={32}
              style={{ cursor: 'pointer' }}
              onClick={() => onChange(choice.value)}
            >
              {selected && <IconCheck size={16} color="white" />}
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
