import { HABIT_MESSAGES, lessonResourceFieldsSchema } from '@tandem/shared';

/** 'File to Download' or 'URL Link' (spec resource types, as for exercise resources). */
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
  const fields = lessonResourceFieldsSchema.safeParse({
    lesson: 1,
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
