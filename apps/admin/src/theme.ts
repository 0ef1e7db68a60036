import {
  createTheme,
  mergeThemeOverrides,
  Modal,
  Notification,
  type CSSVariablesResolver,
} from '@mantine/core';
import { shopCssVariablesResolver, shopTheme } from '@buildright/ui';

/** The shop's look, with names for the icon-only close buttons screen readers would skip. */
export const adminTheme = mergeThemeOverrides(
  shopTheme,
  createTheme({
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      }),
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
