import {
  completionPercent,
  type ClientCourseCard,
  type ClientCourseDetail,
  type ClientLesson,
  type CoachClientCourse,
  type LessonType,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { presentCourseFile } from '../lessons';
import { presentLessonResource } from '../lessons';
import type { ContentRow, CourseCardRow, LessonRow, NoteRow, ResourceRow } from './learning.repo';

type Ctx = Pick<AppContext, 'db'>;

/** Rows by key, keeping their order (Map.groupBy arrives with Node 21). */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function presentCard(row: CourseCardRow): ClientCourseCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    background_image: row.backgroundImage,
    percent_completed: completionPercent(row.completedCount, row.lessonsCount),
    lessons_count: row.lessonsCount,
  };
}

/** Groups content rows by module, keeping their order; a module without published lessons stays, empty. */
function modulesOf<T>(
  rows: ContentRow[],
  lesson: (lesson: LessonRow, completedAt: Date | null) => T,
): { module: ContentRow['module']; lessons: T[] }[] {
  const modules = new Map<number, { module: ContentRow['module']; lessons: T[] }>();
  for (const row of rows) {
    let entry = modules.get(row.module.id);
    if (!entry) modules.set(row.module.id, (entry = { module: row.module, lessons: [] }));
    if (row.lesson) entry.lessons.push(lesson(row.lesson, row.completedAt));
  }
  return [...modules.values()];
}

/** What the client's course page needs: the card, then the published modules and lessons in order. */
export function presentCourseDetail(
  ctx: Ctx,
  card: CourseCardRow,
  content: ContentRow[],
  resources: ResourceRow[],
  notes: NoteRow[],
): ClientCourseDetail {
  const resourcesBy = groupBy(resources, (resource) => resource.lessonId);
  const noteBy = new Map(notes.map((note) => [note.lessonId, note]));
  const lesson = (row: LessonRow, completedAt: Date | null): ClientLesson => {
    const note = noteBy.get(row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type as LessonType,
      file: presentCourseFile(ctx, row),
      iframe_url: row.iframeUrl,
      completed: completedAt !== null,
      completed_at: completedAt?.toISOString() ?? null,
      note: note ? { id: note.id, title: note.title, text: note.text, private: note.private } : null,
      resources: (resourcesBy.get(row.id) ?? []).map((resource) => presentLessonResource(ctx, resource)),
    };
  };
  return {
    ...presentCard(card),
    modules: modulesOf(content, lesson).map(({ module, lessons }) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      lessons,
    })),
  };
}

/**
 * The coach's courses tab for one client: each course the client may take with completion marks
 * and, as homework, the client's notes on each lesson that are not private.
 */
export function presentCoachCourses(
  cards: CourseCardRow[],
  content: ContentRow[],
  homework: NoteRow[],
): CoachClientCourse[] {
  const contentBy = groupBy(content, (row) => row.module.courseId);
  const homeworkBy = groupBy(homework, (note) => note.lessonId);
  return cards.map((card) => ({
    ...presentCard(card),
    modules: modulesOf(contentBy.get(card.id) ?? [], (lesson, completedAt) => ({
      id: lesson.id,
      title: lesson.title,
      type: lesson.type as LessonType,
      completed_at: completedAt?.toISOString() ?? null,
      homework: (homeworkBy.get(lesson.id) ?? []).map((note) => ({
        title: note.title,
        text: note.text,
        created_at: note.createdAt.toISOString(),
      })),
    })).map(({ module, lessons }) => ({ id: module.id, title: module.title, lessons })),
  }));
}
