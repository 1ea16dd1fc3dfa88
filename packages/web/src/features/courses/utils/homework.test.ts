// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoachClientCourse, buildCoachLesson, readBlobText } from '../testing';
import { downloadTextFile, hasHomework, homeworkFileName, homeworkMarkdown } from './homework';

const course = buildCoachClientCourse({
  id: 1,
  title: 'Mindful Leadership',
  modules: [
    {
      id: 5,
      title: 'Foundations',
      lessons: [
        buildCoachLesson({
          id: 10,
          title: 'Breathing basics',
          completed_at: '2025-03-04T12:00:00Z',
          homework: [
            {
              title: 'My breathing log',
              text: 'Four counts in, four out.\nCalmer.',
              created_at: '2025-03-04T12:00:00Z',
            },
            { title: 'Second try', text: '  Easier today.  ', created_at: '2025-03-06T12:00:00Z' },
          ],
        }),
        buildCoachLesson({ id: 11, title: 'Posture', homework: [] }),
      ],
    },
    { id: 6, title: 'Nothing shared here', lessons: [buildCoachLesson({ id: 12, title: 'Silence' })] },
    {
      id: 7,
      title: 'Leading others',
      lessons: [
        buildCoachLesson({
          id: 13,
          title: 'Feedback',
          homework: [{ title: 'A hard talk', text: 'It went well.', created_at: '2025-04-10T12:00:00Z' }],
        }),
      ],
    },
  ],
});

describe('homeworkMarkdown', () => {
  it('lists each shared note under its module and lesson with its title, day and text', () => {
    expect(homeworkMarkdown(course)).toBe(
      [
        '# Homework: Mindful Leadership',
        '',
        '## Foundations',
        '',
        '### Breathing basics',
        '',
        '#### My breathing log',
        '',
        '_Mar 4, 2025_',
        '',
        'Four counts in, four out.\nCalmer.',
        '',
        '#### Second try',
        '',
        '_Mar 6, 2025_',
        '',
        'Easier today.',
        '',
        '## Leading others',
        '',
        '### Feedback',
        '',
        '#### A hard talk',
        '',
        '_Apr 10, 2025_',
        '',
        'It went well.',
        '',
      ].join('\n'),
    );
  });

  it('holds only the title when nothing was shared', () => {
    const empty = buildCoachClientCourse({
      title: 'Quiet',
      modules: [{ id: 1, title: 'M', lessons: [buildCoachLesson()] }],
    });
    expect(homeworkMarkdown(empty)).toBe('# Homework: Quiet\n');
  });
});

describe('hasHomework', () => {
  it('is true when any lesson has a shared note', () => {
    expect(hasHomework(course)).toBe(true);
  });

  it('is false when no lesson has one', () => {
    expect(
      hasHomework(
        buildCoachClientCourse({ modules: [{ id: 1, title: 'M', lessons: [buildCoachLesson()] }] }),
      ),
    ).toBe(false);
    expect(hasHomework(buildCoachClientCourse({ modules: [] }))).toBe(false);
  });
});

describe('homeworkFileName', () => {
  it('slugs the course title', () => {
    expect(homeworkFileName(course)).toBe('mindful-leadership-homework.md');
    expect(homeworkFileName(buildCoachClientCourse({ title: '  Café & Co!  ' }))).toBe('cafe-co-homework.md');
    expect(homeworkFileName(buildCoachClientCourse({ title: '!!!' }))).toBe('course-homework.md');
  });
});

describe('downloadTextFile', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.useRealTimers();
  });

  it('clicks a download link to a Markdown blob and frees its URL later', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((value: Blob | MediaSource) => {
      blob = value as Blob;
      return 'blob:homework';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toBe('blob:homework');
      expect(this.download).toBe('notes.md');
      expect(this.isConnected).toBe(true);
    });

    downloadTextFile('# Homework', 'notes.md');

    expect(click).toHaveBeenCalledTimes(1);
    expect(blob?.type).toBe('text/markdown;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:homework');
    // FileReader runs on timers: read the file's text with real ones.
    vi.useRealTimers();
    expect(await readBlobText(blob!)).toBe('# Homework');
  });
});
