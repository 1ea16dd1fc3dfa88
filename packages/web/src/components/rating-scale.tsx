import { useId } from 'react';
import { Group, Radio, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { PULSE_MAX_ANSWER, PULSE_MIN_ANSWER, PULSE_SCALE_LABELS } from '@tandem/shared';

const SCALE = Array.from(
  { length: PULSE_MAX_ANSWER - PULSE_MIN_ANSWER + 1 },
  (_, index) => PULSE_MIN_ANSWER + index,
);

/** The scale's ends as one sentence, for screen readers (the page shows the two words apart). */
const ENDS = `${PULSE_MIN_ANSWER} is ${PULSE_SCALE_LABELS[PULSE_MIN_ANSWER]}, ${PULSE_MAX_ANSWER} is ${PULSE_SCALE_LABELS[PULSE_MAX_ANSWER]}`;

/** WCAG 2.5.5's comfortable touch target, in pixels. */
const TARGET_PX = 44;

export interface RatingScaleProps {
  /** The statement or question rated: the group's accessible name. */
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** Shown under the scale and announced with it (e.g. a save error about this question). */
  error?: string | null;
  /** Marks the question the survey is at. */
  current?: boolean;
}

/**
 * The one 1–7 scale of daily reflections, pulse previews and assessments (spec: 1 Strongly
 * Disagree to 7 Strongly Agree). A radio group named by its statement, with the two ends' words
 * as its description; seven large cards in one row that fits a 390 px phone; one tab stop (the
 * chosen rating, else the first) and arrow keys to move and choose, as the ARIA radio group
 * pattern asks.
 */
export function RatingScale({ label, value, onChange, error, current }: RatingScaleProps) {
  const name = useId();
  const chosen = value === null ? null : String(value);
  return (
    <Radio.Group
      label={label}
      name={name}
      value={chosen}
      onChange={(rating) => onChange(Number(rating))}
      error={error || undefined}
      description={
        <>
          <VisuallyHidden>{ENDS}</VisuallyHidden>
          <Group justify="space-between" component="span" gap="xs" wrap="nowrap" aria-hidden>
            <Text span size="xs" c="dimmed">
              {PULSE_SCALE_LABELS[PULSE_MIN_ANSWER]}
            </Text>
            <Text span size="xs" c="dimmed" ta="right">
              {PULSE_SCALE_LABELS[PULSE_MAX_ANSWER]}
            </Text>
          </Group>
        </>
      }
      styles={current ? { label: { fontWeight: 700 } } : undefined}
    >
      <SimpleGrid cols={SCALE.length} spacing={4} mt={4} maw={7 * (TARGET_PX + 16)}>
        {SCALE.map((rating) => {
          const checked = chosen === String(rating);
          const tabStop = checked || (chosen === null && rating === PULSE_MIN_ANSWER);
          return (
            <Radio.Card
              key={rating}
              value={String(rating)}
              radius="md"
              tabIndex={tabStop ? 0 : -1}
              mih={TARGET_PX}
              miw={0}
              p={0}
              style={{ display: 'grid', placeItems: 'center' }}
              bg={checked ? 'var(--mantine-primary-color-filled)' : undefined}
              c={checked ? 'var(--mantine-primary-color-contrast)' : undefined}
            >
              <Text span fw={600}>
                {rating}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
