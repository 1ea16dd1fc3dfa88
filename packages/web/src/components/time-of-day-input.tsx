import { TimePicker, type TimePickerProps } from '@mantine/dates';

/** A time of day in 5-minute steps, shown 12-hour with AM/PM; its inputs are named after `label`. */
export function TimeOfDayInput({ label, ...props }: { label: string } & Omit<TimePickerProps, 'label'>) {
  return (
    <TimePicker
      label={label}
      format="12h"
      minutesStep={5}
      withDropdown
      hoursInputLabel={`${label} hours`}
      minutesInputLabel={`${label} minutes`}
      amPmInputLabel={`${label} AM/PM`}
      {...props}
    />
  );
}
