import { Select } from '@mantine/core';
import { SINCE_DAYS_OPTIONS, type SinceDays } from '@tandem/shared';

/** The look-back windows as Select options ('Last 30 days'), valued by their number of days. */
export const SINCE_SELECT_DATA = SINCE_DAYS_OPTIONS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

/** A Select's value as one of the spec's windows, or null when it is not one of them. */
export function toSinceDays(value: string | null): SinceDays | null {
  const days = Number(value);
  return (SINCE_DAYS_OPTIONS as readonly number[]).includes(days) ? (days as SinceDays) : null;
}

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
