import dayjs from 'dayjs';
import type { CoachClientCourse } from '@tandem/shared';
import { downloadBlob, fileSlug } from '../../../lib/download';

/** Whether the client shared any note on the course's lessons (what the download would hold). */
export function hasHomework(course: CoachClientCourse): boolean {
  return course.modules.some((module) => module.lessons.some((lesson) => lesson.homework.length > 0));
}

/**
 * The client's homework on a course as a Markdown document: the course title, then under each
 * module and lesson that has any, every shared note (its title, the day it was written, its
 * text) in the order the server gives them. Modules and lessons without homework are left out.
 */
export function homeworkMarkdown(course: CoachClientCourse): string {
  const lines = [`# Homework: ${course.title}`];
  for (const module of course.modules) {
    const lessons = module.lessons.filter((lesson) => lesson.homework.length > 0);
    if (lessons.length === 0) continue;
    lines.push('', `## ${module.title}`);
    for (const lesson of lessons) {
      lines.push('', `### ${lesson.title}`);
      for (const note of lesson.homework) {
        lines.push('', `#### ${note.title}`, '', `_${dayjs(note.created_at).format('MMM D, YYYY')}_`);
        lines.push('', note.text.trim());
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The download's file name: 'Mindful Leadership!' → 'mindful-leadership-homework.md'. */
export function homeworkFileName(course: CoachClientCourse): string {
  return `${fileSlug(course.title, 'course')}-homework.md`;
}

/** Saves `text` as a Markdown file named `fileName`. */
export function downloadTextFile(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: 'text/markdown;charset=utf-8' }), fileName);
}
