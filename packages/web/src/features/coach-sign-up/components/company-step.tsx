import {
  Box,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MAX_BRANDING_IMAGE_BYTES,
  MAX_LOGO_HEIGHT,
  MIN_LOGO_HEIGHT,
  OWNER_MESSAGES,
  textColorOn,
} from '@tandem/shared';
import { BRANDING_IMAGE_TYPES, readAsDataUrl } from '../../../lib/files';
import { useSubDomainInput } from '../../../lib/sub-domain-input';
import { SubDomainLeftOut } from '../../../components/sub-domain-left-out';
import { previewAddress, type OnboardingValues } from '../utils/onboarding';

/**
 * Step 2: the company's name, its sub-domain (filtered as typed, with the address it will have)
 * and its branding: logo, logo height and header colour, with a preview of the header whose text
 * colour the contrast rule picks.
 */
export function CompanyStep({ form }: { form: UseFormReturnType<OnboardingValues> }) {
  const { values } = form;
  const subDomainInput = useSubDomainInput((value) => form.setFieldValue('sub_domain', value));
  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BRANDING_IMAGE_BYTES) return form.setFieldError('logo', OWNER_MESSAGES.imageTooLarge);
    form.setFieldValue('logo', await readAsDataUrl(file));
    form.clearFieldError('logo');
  };

  return (
    <Stack>
      <TextInput
        label="Company name"
        autoComplete="organization"
        required
        {...form.getInputProps('company_name')}
      />
      <Stack gap={4}>
        <TextInput
          label="Sub domain"
          required
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          description="Letters, digits 1 to 9 and hyphens only."
          {...form.getInputProps('sub_domain')}
          {...subDomainInput.inputProps}
        />
        <SubDomainLeftOut message={subDomainInput.leftOut} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Your address: <strong>{previewAddress(values.sub_domain, window.location)}</strong>
        </Text>
      </Stack>
      <Stack gap={6}>
        <FileInput
          label="Logo"
          accept={BRANDING_IMAGE_TYPES}
          placeholder={`Choose an image (less than ${MAX_BRANDING_IMAGE_BYTES / 1024} KB)`}
          value={null}
          onChange={(file) => void chooseLogo(file)}
          error={form.errors.logo}
          clearable={false}
        />
        {values.logo && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.setFieldValue('logo', null)}
          >
            Remove logo
          </Button>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Logo height: {values.logo_height}px
        </Text>
        <Slider
          min={MIN_LOGO_HEIGHT}
          max={MAX_LOGO_HEIGHT}
          value={values.logo_height}
          onChange={(height) => form.setFieldValue('logo_height', height)}
          thumbLabel="Logo height"
        />
      </Stack>
      <ColorInput label="Header color" format="hex" {...form.getInputProps('header_color')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Header preview
        </Text>
        <Box
          data-testid="header-preview"
          p="sm"
          style={{
            backgroundColor: values.header_color,
            color: textColorOn(values.header_color),
            borderRadius: 4,
            overflow: 'hidden',
          }}
        >
          <Group gap="sm" wrap="nowrap">
            {values.logo && (
              <Image
                src={values.logo}
                alt="Logo preview"
                h={values.logo_height}
                w="auto"
                maw="50%"
                fit="contain"
              />
            )}
            <Text fw={700} inherit truncate>
              {values.company_name.trim() || 'Your company'}
            </Text>
          </Group>
        </Box>
      </Stack>
    </Stack>
  );
}
