import { HABIT_MESSAGES, resourceFieldsSchema } from '@tandem/shared';

/*
 * The form that adds a resource (an instruction with a link or a file) to an exercise or to a
 * lesson: the same fields, rules and messages for both, sent to each one's own endpoint.
 */

/** 'File to Download' or 'URL Link' (spec resource types). */
export type ResourceType = 'file' | 'url';

export const RESOURCE_TYPES: { value: ResourceType; label: string }[] = [
  { value: 'file', label: HABIT_MESSAGES.resourceTypeFile },
  { value: 'url', label: HABIT_MESSAGES.resourceTypeUrl },
];

export interface ResourceFormValues {
  type: ResourceType;
  instruction: string;
  url: string;
  file: File | null;
}

/** The fields the form shows; the server's messages for these go under their inputs. */
export const RESOURCE_FORM_FIELDS: readonly string[] = ['instruction', 'url', 'file'];

export const emptyResourceForm = (): ResourceFormValues => ({
  type: 'url',
  instruction: '',
  url: '',
  file: null,
});

/** What a resource form sends, less the exercise or lesson it belongs to. */
export type ResourceInput = { instruction: string } & (
  { type: 'url'; url: string } | { type: 'file'; file: File }
);

/** The valid form's values as sent: trimmed, and only the link or the file of its type. */
export function resourceInput(values: ResourceFormValues): ResourceInput {
  const instruction = values.instruction.trim();
  return values.type === 'file' && values.file
    ? { instruction, type: 'file', file: values.file }
    : { instruction, type: 'url', url: values.url.trim() };
}

/** What a resource's save or delete is told to call back, as a mutation's `mutate` takes it. */
export interface ResourceCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * Spec: instructions are required ('No instructions given'); a file resource needs a file ('No
 * file uploaded'); a link resource needs its url ('No resources given'), a well-formed one.
 */
export function validateResourceForm(values: ResourceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const url = values.url.trim();
  const fields = resourceFieldsSchema.safeParse({
    instruction: values.instruction,
    url: values.type === 'url' ? url : '',
  });
  for (const issue of fields.success ? [] : fields.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
  }
  if (values.type === 'file' && !values.file) errors.file = HABIT_MESSAGES.noFileUploaded;
  if (values.type === 'url' && !url) errors.url = HABIT_MESSAGES.noResources;
  return errors;
}
