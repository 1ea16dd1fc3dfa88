import { courseModuleWriteSchema, courseWriteSchema, type Course, type CourseModule } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

/** The course form as its inputs hold it. */
export interface CourseFormValues {
  title: string;
  description: string;
  /** On: every client of the coach may take it; off: only the clients given it. */
  public: boolean;
  published: boolean;
}

export const COURSE_FORM_FIELDS = ['title', 'description', 'public', 'published'] as const;

/** The form's starting values: the course's own, or an empty restricted draft. */
export function courseFormValues(course: Course | null): CourseFormValues {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    public: course?.public ?? false,
    published: course?.published ?? false,
  };
}

/** Spec: 'Title is required', 'Description is required' (the shared schema's messages). */
export const validateCourseForm = zodValidate<CourseFormValues>(courseWriteSchema);

/** The body of POST and PATCH coaches/courses/ for values that passed validation (trimmed). */
export function courseRequestBody(values: CourseFormValues) {
  return courseWriteSchema.parse(values);
}

/** The module form: the same title and description rules as a course. */
export interface ModuleFormValues {
  title: string;
  description: string;
  published: boolean;
}

export const MODULE_FORM_FIELDS = ['title', 'description', 'published'] as const;

const moduleFieldsSchema = courseModuleWriteSchema.omit({ course: true });

export function moduleFormValues(module: CourseModule | null): ModuleFormValues {
  return {
    title: module?.title ?? '',
    description: module?.description ?? '',
    published: module?.published ?? false,
  };
}

export const validateModuleForm = zodValidate<ModuleFormValues>(moduleFieldsSchema);

/** The body of POST (with the course added) and PATCH coaches/course-modules/. */
export function moduleRequestBody(values: ModuleFormValues) {
  return moduleFieldsSchema.parse(values);
}
