import {
  COURSE_MESSAGES,
  LESSON_TYPES,
  LESSON_TYPE_LABELS,
  MAX_LESSON_FILE_BYTES,
  isFileLesson,
  moduleLessonFieldsSchema,
  type LessonType,
  type ModuleLesson,
} from '@tandem/shared';

/** The lesson form as its inputs hold it. */
export interface LessonFormValues {
  title: string;
  description: string;
  /** Null until the coach picks one ('Please select type of lesson this is'). */
  type: LessonType | null;
  /** The YouTube or web page link of those types. */
  iframe_url: string;
  published: boolean;
  /** A new file to upload (file types); the stored one stays when none is chosen. */
  file: File | null;
}

export const LESSON_FORM_FIELDS = [
  'title',
  'description',
  'type',
  'iframe_url',
  'file',
  'published',
] as const;

/** The type select's options, labelled as the form offers them. */
export const LESSON_TYPE_OPTIONS = LESSON_TYPES.map((type) => ({
  value: type,
  label: LESSON_TYPE_LABELS[type],
}));

/** What the file input offers for each file type ('File to Download' takes anything). */
export const LESSON_FILE_ACCEPT: Partial<Record<LessonType, string>> = {
  video: 'video/*',
  audio: 'audio/*',
  pdf: 'application/pdf',
};

export function lessonFormValues(lesson: ModuleLesson | null): LessonFormValues {
  return {
    title: lesson?.title ?? '',
    description: lesson?.description ?? '',
    type: lesson?.type ?? null,
    iframe_url: lesson?.iframe_url ?? '',
    published: lesson?.published ?? false,
    file: null,
  };
}

/**
 * Spec: a title, a type ('Please select type of lesson this is') and for file types a file of at
 * most 1 GB ('File size is too large (max is 1GB)'), checked here so a too-large file is never
 * sent; link types need their link. `storedFile`: the lesson already has a file, so none is
 * needed.
 */
export function validateLessonForm(values: LessonFormValues, storedFile: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const linkType = values.type !== null && !isFileLesson(values.type);
  const fields = moduleLessonFieldsSchema.safeParse({
    module: 1,
    title: values.title,
    description: values.description,
    type: values.type ?? undefined,
    iframe_url: linkType ? values.iframe_url.trim() : '',
  });
  for (const issue of fields.success ? [] : fields.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
  }
  if (linkType && !values.iframe_url.trim()) errors.iframe_url = COURSE_MESSAGES.lessonNeedsUrl;
  if (values.type !== null && isFileLesson(values.type)) {
    if (values.file && values.file.size > MAX_LESSON_FILE_BYTES) errors.file = COURSE_MESSAGES.fileTooLarge;
    else if (!values.file && !storedFile) errors.file = COURSE_MESSAGES.lessonNeedsFile;
  }
  return errors;
}

/**
 * The multipart body of POST (with `moduleId`) or PATCH coaches/module-lessons/ for values that
 * passed validation: the text fields first and the file last, so the server has read every field
 * before it streams the file to storage.
 */
export function lessonFormData(values: LessonFormValues, moduleId: number | null): FormData {
  const type = values.type ?? 'video';
  const formData = new FormData();
  if (moduleId !== null) formData.append('module', String(moduleId));
  formData.append('title', values.title.trim());
  formData.append('description', values.description.trim());
  formData.append('type', type);
  // A file type keeps no link (a lesson changed from YouTube to a video drops its link).
  formData.append('iframe_url', isFileLesson(type) ? '' : values.iframe_url.trim());
  formData.append('published', String(values.published));
  if (isFileLesson(type) && values.file) {
    formData.append('file_name', values.file.name);
    formData.append('file', values.file, values.file.name);
  }
  return formData;
}
