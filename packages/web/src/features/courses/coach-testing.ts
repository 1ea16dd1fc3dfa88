// Test helpers of the coach's course screens: builders shaped like the API contract, the routes a
// page reads, and an XMLHttpRequest that goes through the fake API (lesson uploads use XHR).
import { vi } from 'vitest';
import type { ClientCourse, Course, CourseModule, LessonResource, ModuleLesson } from '@tandem/shared';
import type { FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

/** A restricted, published course coach 3 owns; pass `editable: false, owner: null` for a managed one. */
export function buildCourse(overrides: Partial<Course> = {}): Course {
  const id = overrides.id ?? 5;
  return {
    id,
    title: `Course ${id}`,
    description: 'Learn the basics.',
    public: false,
    published: true,
    background_image: null,
    ordering: 0,
    owner: 3,
    editable: true,
    modules_count: 0,
    lessons_count: 0,
    clients_count: 0,
    ...overrides,
  };
}

/** A module of course 5. */
export function buildModule(overrides: Partial<CourseModule> = {}): CourseModule {
  const id = overrides.id ?? 9;
  return {
    id,
    course: 5,
    title: `Module ${id}`,
    description: 'The first steps.',
    published: true,
    ordering: 0,
    lessons_count: 0,
    editable: true,
    ...overrides,
  };
}

/** A YouTube lesson of module 9. */
export function buildLesson(overrides: Partial<ModuleLesson> = {}): ModuleLesson {
  const id = overrides.id ?? 30;
  return {
    id,
    module: 9,
    title: `Lesson ${id}`,
    description: '',
    type: 'youtube',
    file: null,
    file_name: null,
    iframe_url: 'https://www.youtube.com/watch?v=abc',
    published: true,
    ordering: 0,
    resources: [],
    editable: true,
    ...overrides,
  };
}

/** A link resource of lesson 30. */
export function buildLessonResource(overrides: Partial<LessonResource> = {}): LessonResource {
  return {
    id: 80,
    lesson: 30,
    instruction: 'Read the guide',
    url: 'https://example.com/guide',
    file: null,
    ...overrides,
  };
}

/** Client `clientId` given course 5 by name. */
export function buildClientCourse(clientId: number, overrides: Partial<ClientCourse> = {}): ClientCourse {
  return {
    id: 100 + clientId,
    course: 5,
    client: {
      id: clientId,
      first_name: 'Ada',
      last_name: `Client${clientId}`,
      email: `client${clientId}@example.com`,
      image: null,
    },
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export const COURSES = '/api/coaches/courses/';
export const MODULES = '/api/coaches/course-modules/';
export const LESSONS = '/api/coaches/module-lessons/';
export const RESOURCES = '/api/coaches/lesson-resources/';
export const CLIENT_COURSES = '/api/coaches/client-courses/';
export const CLIENTS = '/api/coaches/clients/';

/** What a course's page reads: the course, its modules, who was given it, the coach's clients. */
export function courseRoutes(
  course: Course,
  { modules = [], access = [] }: { modules?: CourseModule[]; access?: ClientCourse[] } = {},
): FakeRoutes {
  return {
    [`GET ${COURSES}${course.id}/`]: { body: course },
    [`GET ${MODULES}`]: { body: pageOf(modules) },
    [`GET ${CLIENT_COURSES}`]: { body: pageOf(access) },
    [`GET ${CLIENTS}`]: { body: pageOf([]) },
  };
}

/** What a module's page reads: the module, its course (for the way back) and its lessons. */
export function moduleRoutes(
  module: CourseModule,
  {
    lessons = [],
    course = buildCourse({ id: module.course }),
  }: { lessons?: ModuleLesson[]; course?: Course } = {},
): FakeRoutes {
  return {
    [`GET ${MODULES}${module.id}/`]: { body: module },
    [`GET ${COURSES}${course.id}/`]: { body: course },
    [`GET ${LESSONS}`]: { body: pageOf(lessons) },
  };
}

/** The multipart bodies sent to `path`, in order (the fake API records only JSON bodies). */
export function sentFormData(path: string): FormData[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.body instanceof FormData,
    )
    .map(([, init]) => init!.body as FormData);
}

/**
 * An XMLHttpRequest for jsdom that hands the request to `fetch` (the fake API), reporting half
 * the body sent first and the rest just before the answer, so a page shows its progress bar while
 * the fake API's handler holds the answer back.
 */
export class FetchBackedXhr {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: FormData) {
    this.progress(50, 100);
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        if (this.aborted) return;
        this.progress(100, 100);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => {
        if (!this.aborted) this.onerror?.();
      },
    );
  }
  private progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
}

/** Lesson uploads go through the fake API (call after `renderApp`, which stubs `fetch`). */
export function stubUploads() {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
