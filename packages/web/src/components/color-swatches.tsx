import { useId } from 'react';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A colour on offer: the hex value that is stored, and the name its swatch reads out. */
export interface ColorChoice {
  name: string;
  value: string;
}

/**
 * The colours a goal, a habit or an area of focus is offered (the spec asks for a colour but
 * names none).
 */
export const SWATCH_COLORS = [
  { name: 'Blue', value: '#228be6' },
  { name: 'Teal', value: '#12b886' },
  { name: 'Green', value: '#40c057' },
  { name: 'Yellow', value: '#fab005' },
  { name: 'Orange', value: '#fd7e14' },
  { name: 'Red', value: '#fa5252' },
  { name: 'Pink', value: '#e64980' },
  { name: 'Violet', value: '#7950f2' },
] as const satisfies readonly ColorChoice[];

interface ColorSwatchesProps {
  choices: readonly ColorChoice[];
  /** The chosen hex colour, in any case; '' when none is chosen yet. */
  value: string;
  onChange: (color: string) => void;
  /** The radio group's name, shown above the swatches unless `hideLabel`. */
  label?: string;
  /** Names the group for screen readers only, where a field beside it already shows a label. */
  hideLabel?: boolean;
  error?: string | undefined;
  /** The swatches' diameter in px. */
  size?: number;
}

/** A colour picked from swatches: a radio group in which each swatch is a radio named after its colour. */
export function ColorSwatches({
  choices,
  value,
  onChange,
  label = 'Color',
  hideLabel = false,
  error,
  size = 32,
}: ColorSwatchesProps) {
  const labelId = useId();
  const errorId = useId();
  const chosen = value.trim().toLowerCase();
  return (
    <Stack gap="xs">
      {!hideLabel && (
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Group
        role="radiogroup"
        aria-label={hideLabel ? label : undefined}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-describedby={error ? errorId : undefined}
        gap="sm"
      >
        {choices.map((choice) => {
          const selected = choice.value.toLowerCase() === chosen;
          return (
            <ColorSwatch
              key={choice.value}
              component="button"
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={choice.name}
              color={choice.value}
              size={size}
              style={{ cursor: 'pointer' }}
              onClick={() => onChange(choice.value)}
            >
              {selected && <IconCheck size={Math.max(16, Math.round(size / 2))} color="white" />}
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
