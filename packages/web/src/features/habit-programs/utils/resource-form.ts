import { HABIT_MESSAGES, exerciseResourceFieldsSchema } from '@tandem/shared';

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

export const RESOURCE_FORM_FIELDS = ['instruction', 'url', 'file'] as const;

/**
 * Spec: instructions are required ('No instructions given'); a file resource needs a file ('No
 * file uploaded'); a link resource needs its url ('No resources given'), a well-formed one.
 */
export function validateResourceForm(values: ResourceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const url = values.url.trim();
  const fields = exerciseResourceFieldsSchema.safeParse({
    exercise: 1,
    instruction: values.instruction,
    url: values.type === 'url' ? url : '',
  });
  for (const issue of fields.success ? [] : fields.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  if (values.type === 'file' && !values.file) errors.file = HABIT_MESSAGES.noFileUploaded;
  if (values.type === 'url' && !url) errors.url = HABIT_MESSAGES.noResources;
  return errors;
}
