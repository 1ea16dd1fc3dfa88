import { useState } from 'react';
import { Alert, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { MAX_COURSE_IMAGE_BYTES, type Course } from '@tandem/shared';
import { useUploadCourseImage } from '../../api/save-course';
import { showSaved } from '../../utils/messages';
import { failureMessage } from '../../../../lib/api-errors';

/** The images the server takes for a course. */
const COURSE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Said before sending an image the server would refuse (the spec gives no text for courses). */
export const IMAGE_TOO_LARGE = `The image is too large (max is ${MAX_COURSE_IMAGE_BYTES / (1024 * 1024)}MB)`;

/** The course's background image (its card's picture) and a drop zone that replaces it. */
export function CourseImage({ course }: { course: Course }) {
  const upload = useUploadCourseImage(course.id);
  const [error, setError] = useState<string | null>(null);
  const readOnly = !course.editable;

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (file.size > MAX_COURSE_IMAGE_BYTES) {
      setError(IMAGE_TOO_LARGE);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: showSaved,
      onError: (failure) => setError(failureMessage(failure)),
    });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Background Image
      </Text>
      {course.background_image && (
        <Image
          src={course.background_image}
          alt={`${course.title} background`}
          h={160}
          w="auto"
          radius="sm"
        />
      )}
      <Dropzone
        onDrop={send}
        accept={COURSE_IMAGE_TYPES}
        multiple={false}
        loading={upload.isPending}
        disabled={readOnly}
        inputProps={{ 'aria-label': 'Background image' }}
      >
        <Group justify="center" gap="sm" mih={60} style={{ pointerEvents: 'none' }}>
          <IconPhoto size={28} stroke={1.5} />
          <Text size="sm">
            {course.background_image
              ? 'Drop an image here to replace it'
              : 'Drop an image here or click to choose one'}
          </Text>
        </Group>
      </Dropzone>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
