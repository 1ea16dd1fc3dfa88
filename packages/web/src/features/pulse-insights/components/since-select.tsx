import { Select } from '@mantine/core';
import type { SinceDays } from '@tandem/shared';
import { SINCE_SELECT_DATA, toSinceDays } from '../utils/since-days';

interface SinceSelectProps {
  value: SinceDays;
  onChange: (since: SinceDays) => void;
  label?: string;
}

/** How far back charts and clouds look: the spec's 10/30/90/180/365 days. */
export function SinceSelect({ value, onChange, label = 'Since' }: SinceSelectProps) {
  return (
    <Select
      label={label}
      data={SINCE_SELECT_DATA}
      value={String(value)}
      onChange={(next) => {
        const since = toSinceDays(next);
        if (since !== null) onChange(since);
      }}
      allowDeselect={false}
      w={180}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
