import { Chip, Group, Input } from '@mantine/core';
import { WEEK_DAYS } from '../utils/settings-values';

interface DayChipsProps {
  label: string;
  /** Day numbers as text, '0' Monday to '6' Sunday. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Monday to Sunday as chips; a group named by `label`. */
export function DayChips({ label, value, onChange, error }: DayChipsProps) {
  return (
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap="xs" mt="xs" role="group" aria-label={label}>
          {WEEK_DAYS.map((day, index) => (
            <Chip key={day} value={String(index)}>
              {day}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
