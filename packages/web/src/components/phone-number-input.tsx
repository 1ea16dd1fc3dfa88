import { TextInput, type TextInputProps } from '@mantine/core';
import { textRemindersProblem } from '@tandem/shared';

interface PhoneNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> {
  value: string;
  onChange: (value: string) => void;
  /** The problem shown under the field, if any. */
  error?: string | null;
  /**
   * The field's problem by the shared rule (or null once there is none), for the form to show.
   * It follows `onChange` in the same event: with Mantine's form, set it with `setErrors` (whose
   * update lands after the error the change clears), not `setFieldError`, which skips a message
   * equal to the one still shown.
   */
  onProblem: (problem: string | null) => void;
}

/** What is wrong with the number texts would go to: none typed, or not a number. */
const problemOf = (value: string) => textRemindersProblem({ allow_notice_sms: true, phone_number: value });

/**
 * The number text reminders go to, shown only while they are ticked (spec section 5). Any way of
 * typing a number is accepted (a US one without its country code, others with their `+` code);
 * it is checked with the shared rule when the field loses focus, and again at every keystroke
 * once it has shown a problem, so the message goes as soon as the number is right.
 */
export function PhoneNumberInput({ value, onChange, error, onProblem, ...props }: PhoneNumberInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      description="A US number, or another country's with its + code"
      {...props}
      value={value}
      error={error}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(typed);
        if (error) onProblem(problemOf(typed));
      }}
      onBlur={() => onProblem(problemOf(value))}
    />
  );
}
