import { useEffect, useId, useState } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { CAMPAIGN_MESSAGES, MAX_CAMPAIGN_IMAGE_BYTES } from '@tandem/shared';

/** The images the server takes (it checks each by its first bytes). */
export const CAMPAIGN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** Said before sending a file the server would refuse for its type. */
export const NOT_AN_IMAGE = 'Choose a PNG, JPEG, GIF or WebP image.';

/** What the owner chose for one image: a new file, removing the saved one, or nothing. */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
  error: string | null;
}
export const NO_CHOICE: ImageChoice = { file: null, remove: false, error: null };

interface CampaignImageFieldProps {
  label: string;
  /** The saved image's URL, if any. */
  saved: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  disabled: boolean;
}

/** The URL of a chosen file for its preview, released when the file changes or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * One of a campaign's images: a preview of the chosen file (or of the saved image), a drop zone
 * that picks another (refused here when it is no image or too large, so nothing is sent), and
 * Remove. The file is sent when the campaign is saved.
 */
export function CampaignImageField({ label, saved, choice, onChange, disabled }: CampaignImageFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const chosenUrl = usePreviewUrl(choice.file);
  const shown = chosenUrl ?? (choice.remove ? null : saved);

  const choose = (files: File[]) => {
    const file = files[0];
    if (file) onChange({ file, remove: false, error: null });
  };
  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    onChange({ ...choice, error: tooLarge ? CAMPAIGN_MESSAGES.imageTooLarge : NOT_AN_IMAGE });
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {shown && (
        <Image src={shown} alt={`${label} preview`} h={140} w="auto" maw="100%" fit="contain" radius="sm" />
      )}
      <Dropzone
        onDrop={choose}
        onReject={reject}
        accept={CAMPAIGN_IMAGE_TYPES}
        maxSize={MAX_CAMPAIGN_IMAGE_BYTES}
        multiple={false}
        disabled={disabled}
        inputProps={{
          'aria-label': `${label} file`,
          ...(choice.error && { 'aria-describedby': errorId, 'aria-invalid': true }),
        }}
      >
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
          <IconPhoto size={24} stroke={1.5} aria-hidden />
          <Text size="sm" ta="center">
            {shown ? 'Drop an image here to replace it' : 'Drop an image here or click to choose one'}
          </Text>
        </Group>
      </Dropzone>
      {choice.error && (
        <Text size="sm" c="red" id={errorId} role="alert">
          {choice.error}
        </Text>
      )}
      {shown && (
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={disabled}
            onClick={() => onChange({ file: null, remove: Boolean(saved), error: null })}
          >
            Remove {label.toLowerCase()}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
