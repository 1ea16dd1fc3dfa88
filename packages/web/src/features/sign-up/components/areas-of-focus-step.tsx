import { Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Offering } from '@tandem/shared';
import type { SignUpValues } from '../utils/sign-up-wizard';

/** Step 4 (when the program does not assign all areas): pick exactly the program's number of areas. */
export function AreasOfFocusStep({
  form,
  offering,
}: {
  form: UseFormReturnType<SignUpValues>;
  offering: Offering;
}) {
  const max = offering.program?.max_number_of_allowed_groups ?? 0;
  const chosen = form.values.areas;
  return (
    <Checkbox.Group
      description={`Pick ${max} ${max === 1 ? 'area' : 'areas'} of focus to work on.`}
      {...form.getInputProps('areas')}
    >
      <Stack gap="xs" mt="xs">
        {offering.areas.map((area) => (
          <Checkbox
            key={area.id}
            value={String(area.id)}
            label={area.name}
            // Once enough are picked, the others wait until one is let go.
            disabled={chosen.length >= max && !chosen.includes(String(area.id))}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
