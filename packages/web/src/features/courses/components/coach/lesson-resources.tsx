import type { CourseModule, LessonResource, ModuleLesson } from '@tandem/shared';
import { ResourceForm } from '../../../../components/resource-form';
import { ResourceItem, ResourceList, ResourcesSection } from '../../../../components/resource-list';
import { useCreateLessonResource, useDeleteLessonResource } from '../../api/lesson-resources';
import { showDeleted, showFailure, showSaved } from '../../utils/messages';
import { failureMessage } from '../../../../lib/api-errors';

const RESOURCE_LABELS = {
  type: 'Resource type',
  url: 'Resource URL',
  file: 'Resource file',
  fileInput: 'Resource file to upload',
};

/** The lesson's resources (an instruction with a link or a file to download), with add and delete. */
export function LessonResources({ module, lesson }: { module: CourseModule; lesson: ModuleLesson }) {
  return (
    <ResourcesSection headingId="lesson-resources">
      <ResourceList>
        {lesson.resources.map((resource) => (
          <ResourceRow key={resource.id} module={module} resource={resource} />
        ))}
      </ResourceList>
      <NewResourceForm module={module} lessonId={lesson.id} />
    </ResourcesSection>
  );
}

function ResourceRow({ module, resource }: { module: CourseModule; resource: LessonResource }) {
  const remove = useDeleteLessonResource(module);
  return (
    <ResourceItem
      instruction={resource.instruction}
      href={resource.file?.url ?? resource.url}
      linkText={resource.file?.name ?? resource.url}
      isFile={Boolean(resource.file)}
      deleting={remove.isPending}
      onDelete={(callbacks) => remove.mutate(resource.id, callbacks)}
      onDeleted={showDeleted}
      onDeleteFailed={(error) => showFailure(failureMessage(error))}
    />
  );
}

function NewResourceForm({ module, lessonId }: { module: CourseModule; lessonId: number }) {
  const create = useCreateLessonResource(module);
  return (
    <ResourceForm
      labels={RESOURCE_LABELS}
      saving={create.isPending}
      onSave={(input, callbacks) => create.mutate({ ...input, lesson: lessonId }, callbacks)}
      onSaved={showSaved}
      failureMessage={failureMessage}
    />
  );
}
