import { createTheme, mergeThemeOverrides, Modal, type CSSVariablesResolver } from '@mantine/core';
import { shopCssVariablesResolver, shopTheme } from '@buildright/ui';

/** The shop's look, with a name for the modals' icon-only close button screen readers would skip. */
export const adminTheme = mergeThemeOverrides(
  shopTheme,
  createTheme({
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    },
  }),
);

/** The shop's colours, plus error texts dark enough for 4.5:1 on white (Mantine's red.6 is not). */
export const adminCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const shop = shopCssVariablesResolver(theme);
  return {
    ...shop,
    light: { ...shop.light, '--mantine-color-error': theme.colors.red[9] },
  };
};
