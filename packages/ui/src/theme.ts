import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Safety orange: shade 6 is the signal colour of the brand (dark text on it), 8-9 are for text on white. */
const safety: MantineColorsTuple = [
  '#fff4e5',
  '#ffe6cc',
  '#ffcc99',
  '#ffb066',
  '#ff9a3d',
  '#ff8c22',
  '#ff7a00',
  '#e66d00',
  '#b35500',
  '#8a4100',
];

/** Steel greys for the dark header and footer. */
const steel: MantineColorsTuple = [
  '#f2f4f7',
  '#e3e6eb',
  '#c5cbd3',
  '#a4adb9',
  '#8792a2',
  '#6e7a8c',
  '#556173',
  '#3d4756',
  '#262d37',
  '#16191f',
];

export const shopTheme = createTheme({
  primaryColor: 'safety',
  primaryShade: { light: 6, dark: 6 },
  colors: { safety, steel },
  // Pick black or white text on filled surfaces by WCAG contrast: 0.18 is where both reach 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.18,
  black: '#16191f',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, -apple-system, sans-serif',
  headings: {
    fontFamily:
      '"Barlow Condensed", "Arial Narrow", Inter, "Segoe UI", Roboto, Arial, system-ui, sans-serif',
    fontWeight: '800',
  },
  components: {
    Button: { defaultProps: { fw: 700 } },
    // A badge is a word or two that must be read whole: Mantine clips its label, so in a narrow
    // cell or beside other things it became "PRO…". Unclipped, the layout makes room for it.
    Badge: { defaultProps: { radius: 'sm' }, styles: { label: { overflow: 'visible' } } },
    // Mantine clamps a number to min/max on blur: 150% off became 100% and was saved. Nothing is
    // changed silently; the server refuses a value out of range and the form shows why.
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
    // Mantine's close button is an icon alone: it needs a name to be announced.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // With a title, Mantine greys the description below 4.5:1.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/**
 * Mantine's defaults put dimmed text, links, "light" and "outline" variants below the 4.5:1 contrast WCAG AA
 * asks for on white; these darker shades keep the same look and pass.
 */
export const shopCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
    '--mantine-color-anchor': theme.colors.safety?.[8] ?? theme.colors.orange[9],
    ...Object.fromEntries(
      Object.keys(theme.colors).flatMap((name) => [
        [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-9)`],
        [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-9)`],
      ]),
    ),
    // Shade 9 of these still falls short on their own light background (4.0, 3.9, 4.6).
    '--mantine-color-yellow-light-color': '#7a4f00',
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-orange-light-color': '#a8400d',
    '--mantine-color-teal-light-color': '#07704f',
    '--mantine-color-safety-light-color': 'var(--mantine-color-safety-9)',
  },
  dark: {},
});
