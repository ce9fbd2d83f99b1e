import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';
import {
  BORDER_RADIUS,
  CONTROL_HEIGHT,
  FONT,
  FONT_FAMILY,
  LINK_COLOR_DARK,
  MUTED_TEXT,
  PRIMARY_COLOR,
  type ThemeMode,
} from '../config/app-config';

/** 4.6:1 on white, and white on it. */
const ERROR_COLOR = '#d9363e';
const DARK = { bg: '#1b2531', surface: '#283142', border: '#4d5b75' };

/** antd's theme for a mode; also what build/antd-css.ts renders the prebuilt component styles with. */
export function antdThemeFor(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  // antd draws secondary text at 45% of the text colour (2.6:1): too faint to read (WCAG AA wants 4.5:1).
  const muted = dark ? MUTED_TEXT.dark : MUTED_TEXT.light;
  return {
    cssVar: { key: 'atrium' },
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: PRIMARY_COLOR,
      borderRadius: BORDER_RADIUS,
      controlHeight: CONTROL_HEIGHT,
      fontSize: FONT.base,
      fontSizeLG: FONT.lg,
      fontSizeSM: FONT.sm,
      fontSizeHeading3: FONT.h1,
      fontSizeHeading4: FONT.h2,
      fontFamily: FONT_FAMILY,
      colorTextSecondary: muted,
      colorTextDescription: muted,
      colorTextTertiary: muted,
      // Placeholders (and antd's select placeholder, which is text) at 4.5:1 too, lighter than typed values.
      colorTextPlaceholder: dark ? '#98a1b0' : '#687789',
      // antd's red (#ff4d4f) is 3.3:1 on white: danger text ("Delete", "Block") and white on a danger button need 4.5:1.
      ...(dark ? {} : { colorError: ERROR_COLOR }),
      ...(dark
        ? {
            colorBgLayout: DARK.bg,
            colorBgContainer: DARK.surface,
            colorBgElevated: DARK.surface,
            colorBorder: DARK.border,
            colorLink: LINK_COLOR_DARK,
            colorLinkHover: '#a3c4fc',
            colorPrimaryText: LINK_COLOR_DARK,
            colorPrimaryTextHover: '#a3c4fc',
          }
        : {
            colorBgLayout: '#fafafb',
            colorTextBase: '#1a3353',
            colorBorderSecondary: '#e6ebf1',
            // antd derives links (link buttons) from its info blue, #1677ff: 3.9:1 on white.
            colorLink: PRIMARY_COLOR,
            colorLinkHover: '#1f57b8',
          }),
    },
    components: {
      Menu: {
        darkItemBg: '#1a3353',
        darkSubMenuItemBg: '#15294a',
        darkPopupBg: '#1a3353',
        groupTitleColor: muted,
        ...(dark ? { itemSelectedColor: LINK_COLOR_DARK, itemHoverColor: '#ffffff' } : {}),
      },
      // The selected tab's text in dark mode: antd's derived blue is 2.4:1 on the dark background.
      // Link buttons in dark mode: antd draws them in a blue derived for dark surfaces (4.2:1), not colorLink.
      ...(dark
        ? {
            Tabs: { itemSelectedColor: LINK_COLOR_DARK, itemActiveColor: LINK_COLOR_DARK },
            Button: { colorLink: LINK_COLOR_DARK, colorLinkHover: '#a3c4fc', colorLinkActive: '#a3c4fc' },
          }
        : {}),
    },
  };
}
