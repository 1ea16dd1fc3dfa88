import { Loader, Text } from '@mantine/core';
import type { ExerciseResource } from '@tandem/shared';
import { ResourceForm } from '../../../components/resource-form';
import { ResourceItem, ResourceList, ResourcesSection } from '../../../components/resource-list';
import {
  useCreateExerciseResource,
  useDeleteExerciseResource,
  useExerciseResources,
} from '../api/exercise-resources';
import { showDeleted, showFailure, showSaved } from '../utils/messages';
import { failureMessage } from '../../../lib/api-errors';

/** The files the server hosts (spec FAQ: only PDF and MP4 files). */
const RESOURCE_FILE_ACCEPT = 'application/pdf,video/mp4,.pdf,.mp4';

const RESOURCE_LABELS = { type: 'Type', url: 'URL', file: 'File', fileInput: 'File to upload' };

interface ExerciseResourcesProps {
  programId: number;
  exerciseId: number;
  readOnly: boolean;
}

/** The exercise's resources (an instruction with a link or a file), with add and delete. */
export function ExerciseResources({ programId, exerciseId, readOnly }: ExerciseResourcesProps) {
  const resources = useExerciseResources(exerciseId);
  return (
    <ResourcesSection headingId="exercise-resources">
      {resources.isPending ? (
        <Loader size="sm" aria-label="Loading resources" />
      ) : resources.isError ? (
        <Text c="red">{failureMessage(resources.error)}</Text>
      ) : (
        <ResourceList>
          {resources.data.map((resource) => (
            <ResourceRow key={resource.id} programId={programId} resource={resource} readOnly={readOnly} />
          ))}
        </ResourceList>
      )}
      {!readOnly && <NewResourceForm programId={programId} exerciseId={exerciseId} />}
    </ResourcesSection>
  );
}

function ResourceRow({
  programId,
  resource,
  readOnly,
}: {
  programId: number;
  resource: ExerciseResource;
  readOnly: boolean;
}) {
  const remove = useDeleteExerciseResource(programId, resource.exercise);
  return (
    <ResourceItem
      instruction={resource.instruction}
      href={resource.file ?? resource.url}
      linkText={resource.file ? (resource.file_name ?? 'Download') : resource.url}
      isFile={Boolean(resource.file)}
      readOnly={readOnly}
      deleting={remove.isPending}
      onDelete={(callbacks) => remove.mutate(resource.id, callbacks)}
      onDeleted={showDeleted}
      onDeleteFailed={(error) => showFailure(failureMessage(error))}
    />
  );
}

function NewResourceForm({ programId, exerciseId }: { programId: number; exerciseId: number }) {
  const create = useCreateExerciseResource(programId, exerciseId);
  return (
    <ResourceForm
      labels={RESOURCE_LABELS}
      fileDescription="A PDF or an MP4 video"
      accept={RESOURCE_FILE_ACCEPT}
      saving={create.isPending}
      onSave={(input, callbacks) => create.mutate({ ...input, exercise: exerciseId }, callbacks)}
      onSaved={showSaved}
      failureMessage={failureMessage}
    />
  );
}
