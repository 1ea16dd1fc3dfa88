import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COACH_SIGN_UP_MESSAGES } from '@tandem/shared';
import { passwordsMatch, type OnboardingValues } from '../utils/onboarding';

/**
 * Step 1, for visitors only: the new coach's account. Next stays disabled while the passwords
 * differ, and the confirmation field says why (spec client side 5).
 */
export function InfoStep({ form }: { form: UseFormReturnType<OnboardingValues> }) {
  const confirmation = form.getInputProps('password_confirmation');
  const mismatch = passwordsMatch(form.values) ? undefined : COACH_SIGN_UP_MESSAGES.confirmationPassword;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Password confirmation"
        autoComplete="new-password"
        required
        {...confirmation}
        error={mismatch ?? confirmation.error}
      />
    </Stack>
  );
}
