import { Checkbox, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CoachPackage } from '@tandem/shared';
import { TimeOfDayInput } from '../../../components/time-of-day-input';
import type { CardEntryController } from '../../payments';
import { WEEK_DAYS, type OnboardingValues } from '../utils/onboarding';
import { PackageCard, PackageSummary } from './package-summary';
import { TermsLabel } from './terms-label';

function DayCheckboxes({
  form,
  field,
  label,
}: {
  form: UseFormReturnType<OnboardingValues>;
  field: 'work_week' | 'generate_pulse_on';
  label: string;
}) {
  return (
    <Checkbox.Group label={label} {...form.getInputProps(field)}>
      <Group gap="sm" mt="xs">
        {WEEK_DAYS.map((day, index) => (
          <Checkbox key={day} value={String(index)} label={day} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/**
 * Step 3: the coach's own week (work-week days, pulse days and their times; the time zone is the
 * browser's, sent without asking), the package, the card when it still has to be paid, and the
 * terms. A card the provider refuses shows its message under the card.
 */
export function FinishStep({
  form,
  coachPackage,
  card,
  cardError,
  askTerms,
}: {
  form: UseFormReturnType<OnboardingValues>;
  coachPackage: CoachPackage;
  /** Null when no card is asked for (a free package, or one the sign-up already paid). */
  card: CardEntryController | null;
  cardError: string | null;
  /** False when the coach sign-up already had the terms accepted. */
  askTerms: boolean;
}) {
  return (
    <Stack>
      <Title order={3} size="h5">
        Your week
      </Title>
      <DayCheckboxes form={form} field="work_week" label="Work week" />
      <DayCheckboxes form={form} field="generate_pulse_on" label="Pulse days" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TimeOfDayInput label="Exercises time" {...form.getInputProps('generate_exercises_at')} />
        <TimeOfDayInput label="Pulse time" {...form.getInputProps('generate_pulse_at')} />
      </SimpleGrid>
      <Title order={3} size="h5">
        Your plan
      </Title>
      <PackageSummary coachPackage={coachPackage} />
      {card && <PackageCard coachPackage={coachPackage} card={card} error={cardError} />}
      {askTerms && <Checkbox label={<TermsLabel />} {...form.getInputProps('tos', { type: 'checkbox' })} />}
    </Stack>
  );
}
