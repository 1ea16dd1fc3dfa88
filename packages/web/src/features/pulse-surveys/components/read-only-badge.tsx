import { Badge } from '@mantine/core';
import type { PulseSurvey } from '@tandem/shared';

/** Why a survey cannot be changed: the platform's 'Default' one, or one 'Managed' by the company. */
export function ReadOnlyBadge({ survey }: { survey: Pick<PulseSurvey, 'editable' | 'is_default'> }) {
  if (survey.editable) return null;
  return (
    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
      {survey.is_default ? 'Default' : 'Managed'}
    </Badge>
  );
}
