import type { ReactNode } from 'react';
import { Button, ColorInput, Group, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ColorSwatches, type ColorChoice } from './color-swatches';

export interface NameAndColorFieldsProps {
  name: GetInputPropsReturnType;
  color: GetInputPropsReturnType;
  /** The colour chosen now, for the swatches. */
  colorValue: string;
  onColorChange: (color: string) => void;
  swatches: readonly ColorChoice[];
  colorPlaceholder: string;
  /** More fields, under the colour. */
  children?: ReactNode;
  onCancel: () => void;
  saving: boolean;
}

/**
 * The body of a name-and-colour form (an area of focus, a graph): the name, the colour typed as
 * hex with a preview or picked from swatches always in view (unlike a dropdown), any further
 * fields, then Cancel and Save.
 */
export function NameAndColorFields(props: NameAndColorFieldsProps) {
  return (
    <Stack>
      <TextInput label="Name" withAsterisk data-autofocus {...props.name} />
      <ColorInput
        label="Color"
        withAsterisk
        format="hex"
        withPicker={false}
        withEyeDropper={false}
        placeholder={props.colorPlaceholder}
        {...props.color}
      />
      <ColorSwatches
        choices={props.swatches}
        value={props.colorValue}
        onChange={props.onColorChange}
        label="Color swatches"
        hideLabel
        size={28}
      />
      {props.children}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={props.saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
