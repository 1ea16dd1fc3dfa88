import { useState } from 'react';
import {
  Box,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Paper,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CLIENT_MESSAGES,
  DEFAULT_BRANDING,
  MAX_BRANDING_IMAGE_BYTES,
  MAX_LOGO_HEIGHT,
  MIN_LOGO_HEIGHT,
  OWNER_MESSAGES,
  subDomainProblem,
  textColorOn,
  type OwnerSubDomain,
  type SubDomainPatch,
} from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { BRANDING_IMAGE_TYPES, readAsDataUrl } from '../../../lib/files';
import { useSubDomainInput } from '../../../lib/sub-domain-input';
import { SubDomainLeftOut } from '../../../components/sub-domain-left-out';
import { useUpdateSubDomain } from '../api/sub-domains';

type ImageField = 'logo' | 'background_image';

/**
 * One sub-domain's settings (coach side 2, 5): the sub-domain, which takes only letters, digits 1
 * to 9 and hyphens as typed and is read-only once saved; header colour (with a preview of the
 * header text the contrast rule picks), logo and its height, background image. Only the
 * sub-domain's owner (`abilities.update`) may change anything and save.
 */
export function SubDomainForm({ subDomain }: { subDomain: OwnerSubDomain }) {
  const update = useUpdateSubDomain();
  const editable = subDomain.abilities.update;
  const nameLocked = subDomain.sub_domain !== '';
  const [name, setName] = useState(subDomain.sub_domain);
  const subDomainInput = useSubDomainInput(setName);
  const [color, setColor] = useState(subDomain.header_color ?? DEFAULT_BRANDING.header_color);
  const [logoHeight, setLogoHeight] = useState(subDomain.logo_height);
  const [images, setImages] = useState<Record<ImageField, string | null>>({
    logo: subDomain.logo,
    background_image: subDomain.background_image,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const chooseImage = async (field: ImageField, file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BRANDING_IMAGE_BYTES) {
      setErrors((current) => ({ ...current, [field]: OWNER_MESSAGES.imageTooLarge }));
      return;
    }
    const url = await readAsDataUrl(file);
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setImages((current) => ({ ...current, [field]: url }));
  };

  const save = () => {
    const patch: SubDomainPatch = {};
    if (!nameLocked) {
      const problem = subDomainProblem(name);
      if (problem) return setErrors({ sub_domain: problem });
      patch.sub_domain = name;
    }
    if (color !== (subDomain.header_color ?? DEFAULT_BRANDING.header_color)) patch.header_color = color;
    if (logoHeight !== subDomain.logo_height) patch.logo_height = logoHeight;
    if (images.logo !== subDomain.logo) patch.logo = images.logo;
    if (images.background_image !== subDomain.background_image)
      patch.background_image = images.background_image;
    setErrors({});
    update.mutate(
      { id: subDomain.id, patch },
      {
        onSuccess: () => notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved }),
        onError: (error) => {
          const byField = error instanceof ApiError && error.status < 500 ? fieldErrors(error.body) : {};
          if (Object.keys(byField).length > 0) setErrors(byField);
          else notifications.show({ color: 'red', message: failureMessage(error) });
        },
      },
    );
  };

  const imageField = (field: ImageField, label: string) => (
    <Stack gap={6}>
      <FileInput
        label={label}
        accept={BRANDING_IMAGE_TYPES}
        placeholder="Choose an image (less than 300 KB)"
        disabled={!editable}
        value={null}
        onChange={(file) => void chooseImage(field, file)}
        error={errors[field]}
        clearable={false}
      />
      {images[field] && (
        <Group>
          <Image src={images[field]} alt={`${label} preview`} h={60} w="auto" fit="contain" />
          {editable && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setImages((current) => ({ ...current, [field]: null }))}
            >
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label="Sub-domain settings"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack>
        <TextInput
          label="Sub domain"
          value={name}
          readOnly={nameLocked || !editable}
          {...subDomainInput.inputProps}
          error={errors.sub_domain}
          description={
            nameLocked ? 'Your sub domain cannot be changed.' : 'Letters, digits 1 to 9 and hyphens only.'
          }
        />
        {!nameLocked && editable && <SubDomainLeftOut message={subDomainInput.leftOut} />}
        <ColorInput
          label="Header color"
          format="hex"
          value={color}
          onChange={setColor}
          disabled={!editable}
          error={errors.header_color}
        />
        <Box
          data-testid="header-preview"
          p="sm"
          style={{ backgroundColor: color, color: textColorOn(color), borderRadius: 4 }}
        >
          <Text fw={700} inherit>
            Header preview
          </Text>
        </Box>
        {imageField('logo', 'Logo')}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`logo-height-${subDomain.id}`}>
            Logo height: {logoHeight}px
          </Text>
          <Slider
            min={MIN_LOGO_HEIGHT}
            max={MAX_LOGO_HEIGHT}
            value={logoHeight}
            onChange={setLogoHeight}
            disabled={!editable}
            thumbLabel="Logo height"
          />
        </Stack>
        {imageField('background_image', 'Background image')}
        {editable ? (
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only the owner of this sub domain can change it.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
