import type { z } from 'zod';

/** A `@mantine/form` validate function from a zod schema: each field gets its first issue's message. */
export function zodValidate<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
