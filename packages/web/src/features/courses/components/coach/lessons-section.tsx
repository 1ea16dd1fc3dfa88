import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LESSON_TYPE_LABELS, type CourseModule, type ModuleLesson } from '@tandem/shared';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { EditDeleteActions } from '../../../../components/edit-delete-actions';
import { PageLoader } from '../../../../components/page-loader';
import { useDeleteModuleLesson, useModuleLessons } from '../../api/module-lessons';
import { useMoveLesson } from '../../api/move-item';
import { showDeleted, showFailure } from '../../utils/messages';
import { moveLimits, type MoveLimits } from '../../utils/ordering';
import { PublishedBadge, countOf } from './content-badges';
import { LessonModal } from './lesson-modal';
import { MoveButtons } from './move-buttons';
import { failureMessage } from '../../../../lib/api-errors';

/** Which lesson the modal shows: a new one, or an existing one by id (so it follows reloads). */
type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

/** The module's lessons in order, with reorder, edit, delete and Add Lesson. */
export function LessonsSection({ module }: { module: CourseModule }) {
  const lessons = useModuleLessons(module.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ModuleLesson | null>(null);
  const editedLesson =
    editing?.kind === 'edit' ? (lessons.data?.find((lesson) => lesson.id === editing.id) ?? null) : null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="module-lessons">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="module-lessons">
            Lessons
          </Title>
          {module.editable && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              Add Lesson
            </Button>
          )}
        </Group>
        {lessons.isPending ? (
          <PageLoader />
        ) : lessons.isError ? (
          <Text c="red">{failureMessage(lessons.error)}</Text>
        ) : lessons.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No lessons yet.
          </Text>
        ) : (
          <LessonList
            module={module}
            lessons={lessons.data}
            onEdit={(lesson) => setEditing({ kind: 'edit', id: lesson.id })}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      {(editing?.kind === 'new' || editedLesson) && (
        <LessonModal module={module} lesson={editedLesson} onClose={() => setEditing(null)} />
      )}
      <DeleteLesson module={module} lesson={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

interface LessonListProps {
  module: CourseModule;
  lessons: ModuleLesson[];
  onEdit: (lesson: ModuleLesson) => void;
  onDelete: (lesson: ModuleLesson) => void;
}

function LessonList({ module, lessons, onEdit, onDelete }: LessonListProps) {
  const move = useMoveLesson(module.id);
  const limits = moveLimits(lessons);
  return (
    <Stack component="ul" gap="xs" aria-label="Lessons" style={listReset}>
      {lessons.map((lesson) => (
        <LessonRow
          key={lesson.id}
          lesson={lesson}
          limits={limits.get(lesson.id)}
          movePending={move.isPending}
          onMove={(direction) =>
            move.mutate(
              { id: lesson.id, direction },
              { onError: (error) => showFailure(failureMessage(error)) },
            )
          }
          onEdit={() => onEdit(lesson)}
          onDelete={() => onDelete(lesson)}
        />
      ))}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

interface LessonRowProps {
  lesson: ModuleLesson;
  limits: MoveLimits | undefined;
  movePending: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => void;
}

function LessonRow({ lesson, limits, movePending, onMove, onEdit, onDelete }: LessonRowProps) {
  const content = lesson.file
    ? { href: lesson.file.url, text: lesson.file_name ?? lesson.file.name }
    : lesson.iframe_url
      ? { href: lesson.iframe_url, text: lesson.iframe_url }
      : null;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={lesson.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {lesson.title}
          </Text>
          <Group gap="xs">
            <Badge variant="outline">{LESSON_TYPE_LABELS[lesson.type]}</Badge>
            <PublishedBadge published={lesson.published} />
            {lesson.resources.length > 0 && (
              <Text size="xs" c="dimmed">
                {countOf(lesson.resources.length, 'resource')}
              </Text>
            )}
          </Group>
          {content && (
            <Anchor href={content.href} target="_blank" rel="noopener noreferrer" size="sm" truncate>
              {content.text}
            </Anchor>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <MoveButtons limits={limits} pending={movePending} onMove={onMove} />
          {lesson.editable && <EditDeleteActions name={lesson.title} onEdit={onEdit} onDelete={onDelete} />}
        </Group>
      </Group>
    </Paper>
  );
}

function DeleteLesson({
  module,
  lesson,
  onClose,
}: {
  module: CourseModule;
  lesson: ModuleLesson | null;
  onClose: () => void;
}) {
  const remove = useDeleteModuleLesson(module);
  return (
    <ConfirmModal
      opened={lesson !== null}
      title="Delete Lesson"
      message={`Delete ${lesson?.title ?? 'this lesson'}? Its file and resources are deleted with it.`}
      confirmLabel="Delete"
      loading={remove.isPending}
      onConfirm={() => {
        if (!lesson) return;
        remove.mutate(lesson.id, {
          onSuccess: () => {
            showDeleted();
            onClose();
          },
          onError: (error) => {
            onClose();
            showFailure(failureMessage(error));
          },
        });
      }}
      onClose={onClose}
    />
  );
}
