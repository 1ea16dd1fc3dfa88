import { useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_TYPES, type User } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { showSaved } from '../utils/notices';
import { profileImageProblem } from '../utils/settings-values';

/** The avatar and its upload: image files only, checked here before the multipart PATCH. */
export function ProfileImageUpload({ user }: { user: User }) {
  const upload = useUploadProfileImage(user.id);
  const [error, setError] = useState<string | null>(null);
  // Clears the hidden input so picking the same file again still reports a change.
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = profileImageProblem(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: showSaved,
      onError: (failure) => {
        const message =
          failure instanceof ApiError && failure.status === 400 ? fieldErrors(failure.body).image : undefined;
        setError(message ?? failureMessage(failure));
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group>
        <Avatar
          src={user.image}
          alt="Profile image"
          name={`${user.first_name} ${user.last_name}`}
          color="initials"
          size={72}
          radius="xl"
        />
        <Stack gap={4}>
          <FileButton
            onChange={pick}
            accept={PROFILE_IMAGE_TYPES.join(',')}
            resetRef={resetRef}
            inputProps={{ 'aria-label': 'Profile image file' }}
          >
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                Change Image
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG, JPEG, GIF or WebP, at most {MAX_PROFILE_IMAGE_BYTES / (1024 * 1024)} MB
          </Text>
        </Stack>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
