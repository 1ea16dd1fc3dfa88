import { useEffect, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
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

/**
 * The submit handler of a form whose zod rules load after the first paint, for the forms on the
 * pages painted first (login, the daily exercise): zod is some 25 KB gzipped, kept off their first
 * load (issue 21). `loadSchema` is a dynamic import, defined once at module level; it starts when
 * the form mounts, and a submit that comes before it has arrived waits for it. Like
 * `form.onSubmit(handler)`: the errors go on the fields, and `handler` runs only when there are
 * none. Should the rules fail to load (a deployment replaced their chunk), the form is sent as it
 * is: the server checks the same rules and its field errors show the same way.
 */
export function useDeferredZodSubmit<Values>(
  form: UseFormReturnType<Values>,
  loadSchema: () => Promise<z.ZodType>,
  handler: (values: Values) => void,
): (event?: FormEvent<HTMLFormElement>) => void {
  useEffect(() => {
    loadSchema().catch(() => undefined);
  }, [loadSchema]);
  return (event) => {
    event?.preventDefault();
    void loadSchema()
      .catch(() => null)
      .then((schema) => {
        const values = form.getValues();
        const errors = schema ? zodValidate<Values>(schema)(values) : {};
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) handler(values);
      });
  };
}
