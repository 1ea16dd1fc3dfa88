import {
  Avatar,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  em,
  lighten,
  luminance,
  Loader,
  Notification,
  parseThemeColor,
  type ColorInputProps,
  type CSSVariablesResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type TableScrollContainerProps,
  type VariantColorsResolver,
} from '@mantine/core';
import type { BarChartProps, DonutChartProps } from '@mantine/charts';
import type { ModalProps } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@tandem/shared';

/**
 * Tandem's blue, from the default header colour (#1f4e79) towards the sky. Shade 6 is the filled
 * colour: white text on it is 5.8:1 and it reads 5:1 on its own light tint, where Mantine's
 * default blue gave 3.55:1 (issue 22: WCAG 2.1 AA asks 4.5:1 for text).
 */
export const TANDEM_BLUE: MantineColorsTuple = [
  '#e8f1f8',
  '#d0e2f0',
  '#a3c5e2',
  '#73a6d3',
  '#4b8cc6',
  '#2f7bbd',
  '#1f6aa0',
  '#1a5a89',
  '#154a71',
  '#0f3959',
];

/** Mantine's grays with shade 6 (dimmed text) darkened from 3.3:1 to 5.4:1 on white. */
const GRAY: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#646b72',
  '#495057',
  '#343a40',
  '#212529',
];

/** WCAG's contrast ratio of a colour against white. */
export const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/** The page's background in dark mode (Mantine's dark-7). */
export const DARK_BODY = '#242424';
/** WCAG's contrast ratio of a colour against the dark mode's page. */
export const contrastWithDarkBody = (color: string) =>
  (luminance(color) + 0.05) / (luminance(DARK_BODY) + 0.05);

const readableColors = new Map<string, string>();
const readableDarkColors = new Map<string, string>();

/**
 * The dark mode's pair of readableTextColor: a colour lightened just enough for text on the dark
 * page or on its own tint over a card (7:1 against the page leaves 4.5:1 there; a colour's 15 %
 * tint over a dark card is lighter than the page, where 5.6:1 left 4.4:1).
 */
export function readableTextColorOnDark(color: string): string {
  let readable = readableDarkColors.get(color);
  if (readable === undefined) {
    readable = '#ffffff';
    for (let amount = 0; amount < 1; amount += 0.05) {
      const candidate = amount === 0 ? color : lighten(color, amount);
      if (contrastWithDarkBody(candidate) >= 7) {
        readable = candidate;
        break;
      }
    }
    readableDarkColors.set(color, readable);
  }
  return readable;
}

/**
 * A colour darkened just enough for text on white or on its own light tint (a light badge or
 * button, which is about 10 % of the colour over white). 5.6:1 against white leaves over 4.5:1
 * against the tint even on a grey table row (WCAG 2.1 AA asks 4.5:1 for text). Works for any
 * colour a coach or owner picks, not only ours.
 */
export function readableTextColor(color: string): string {
  // Every light, subtle and outline component asks on every render: each colour is worked out once.
  let readable = readableColors.get(color);
  if (readable === undefined) {
    readable = '#000000';
    for (let amount = 0; amount < 1; amount += 0.05) {
      const candidate = amount === 0 ? color : darken(color, amount);
      if (contrastWithWhite(candidate) >= 5.6) {
        readable = candidate;
        break;
      }
    }
    readableColors.set(color, readable);
  }
  return readable;
}

/**
 * Text in a colour on white or on that colour's own light tint (light, subtle and outline
 * buttons, badges) is that colour made readable: Mantine writes it in shade 6, 2–3.5:1 for green,
 * yellow, red, grape … there.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (!['light', 'subtle', 'outline'].includes(input.variant)) return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  // A theme colour by name (or name.shade), or a colour given as a value (#hex, rgb()).
  const base = parsed.isThemeColor
    ? input.theme.colors[parsed.color]?.[parsed.shade ?? 6]
    : /^(#|rgb)/.test(parsed.value)
      ? parsed.value
      : undefined;
  if (!base) return colors;
  // Dark mode follows the system (issue 22): the same colour, lightened there instead.
  const text = `light-dark(${readableTextColor(base)}, ${readableTextColorOnDark(base)})`;
  return {
    ...colors,
    color: text,
    ...(input.variant === 'outline' && { border: `1px solid ${text}` }),
  };
};

export const theme = createTheme({
  // 'xs' is the spec's mobile breakpoint: the side drawer collapses behind a burger below it.
  breakpoints: { xs: em(MOBILE_BREAKPOINT_PX) },
  colors: { tandem: TANDEM_BLUE, gray: GRAY },
  primaryColor: 'tandem',
  // Our type scale (issue 22): the system's own font, which phones render best and which costs
  // no download, headings a little heavier and tighter than the text, on a 1.25 ratio from h3.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.25' },
      h2: { fontSize: '1.625rem', lineHeight: '1.3' },
      h3: { fontSize: '1.3rem', lineHeight: '1.35' },
      h4: { fontSize: '1.1rem', lineHeight: '1.4' },
      h5: { fontSize: '1rem', lineHeight: '1.45' },
      h6: { fontSize: '0.875rem', lineHeight: '1.5' },
    },
  },
  // Softer corners than Mantine's default everywhere a component does not choose its own.
  defaultRadius: 'md',
  // Filled colours keep shade 6 in dark mode too: the black-or-white text autoContrast picks is
  // worked out on that shade, and Mantine's lighter dark-mode shade put white on 3.6:1.
  primaryShade: { light: 6, dark: 6 },
  // Filled colours pick black or white text, whichever contrasts more (the owner's own colours
  // too): 0.179 is the luminance where both give the same ratio (Mantine's default is 0.3).
  autoContrast: true,
  luminanceThreshold: 0.179,
  variantColorResolver,
  components: {
    // Initials on a coloured disc: filled with black or white text (a light tint gave 1.7–3.3:1).
    Avatar: Avatar.extend({ defaultProps: { variant: 'filled' } }),
    // The colour picker's eye-dropper button is an icon with no name of its own.
    // A plain object (what `.extend` returns): importing ColorInput here put the colour picker in
    // every first load, though only a few settings pages show one.
    ColorInput: {
      defaultProps: {
        eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' },
      } satisfies Partial<ColorInputProps>,
    },
    // A table wider than a phone scrolls sideways: its scrolling box takes focus, so the keyboard
    // can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). A plain object too:
    // importing TableScrollContainer here put its scroll area and Floating UI in every first load.
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
    // A spinner is named by its aria-label ("Loading reflections"), which a plain span may not
    // carry (axe: aria-prohibited-attr): as a status it is announced and named.
    Loader: Loader.extend({ defaultProps: { role: 'status' } as Partial<LoaderProps> }),
    // Nor has a dialog's close button (axe: button-name). A plain object: importing Modal here
    // would put it in every first load (components/deferred-modal.tsx loads it when needed).
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    // Mantine's notification close button has no name of its own.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // Our doughnuts are pictures of a number written beside them (aria-hidden): Recharts' keyboard
    // layer and its pie's tab stop would put focus inside a hidden element. Written as plain
    // objects (what `.extend` returns): importing the charts here put Recharts in every first load.
    DonutChart: {
      defaultProps: {
        pieChartProps: { accessibilityLayer: false },
        pieProps: { rootTabIndex: -1 },
      } satisfies Partial<DonutChartProps>,
    },
    // Our bar charts too are aria-hidden pictures of figures written beside them.
    BarChart: {
      defaultProps: { barChartProps: { accessibilityLayer: false } } satisfies Partial<BarChartProps>,
    },
  },
});

/**
 * CSS variables beyond the theme: placeholders in our darker gray-6 (5.4:1 on white; Mantine's
 * gray-5 gave 2.1:1, and a file input shows its placeholder as its only text). In dark mode,
 * dimmed text and placeholders in dark-1 (7.6:1 on the page; Mantine's dark-2 and dark-3 gave
 * 4.1:1 and 2.9:1), links in a lighter blue.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-placeholder': GRAY[6] },
  dark: {
    '--mantine-color-placeholder': theme.colors.dark[1]!,
    '--mantine-color-dimmed': theme.colors.dark[1]!,
    // Links in our light blue: shade 4 read 4.3:1 on the dark page.
    '--mantine-color-anchor': TANDEM_BLUE[3],
  },
});
