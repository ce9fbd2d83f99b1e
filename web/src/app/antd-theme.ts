import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';
import {
  BORDER_RADIUS,
  CONTROL_HEIGHT,
  FONT,
  FONT_FAMILY,
  PRIMARY_COLOR,
  type ThemeMode,
} from '../config/app-config';

const DARK = { bg: '#1b2531', surface: '#283142', border: '#4d5b75' };

/** antd's theme for a mode; also what build/antd-css.ts renders the prebuilt component styles with. */
export function antdThemeFor(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
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
      ...(dark
        ? {
            colorBgLayout: DARK.bg,
            colorBgContainer: DARK.surface,
            colorBgElevated: DARK.surface,
            colorBorder: DARK.border,
          }
        : { colorBgLayout: '#fafafb', colorTextBase: '#1a3353', colorBorderSecondary: '#e6ebf1' }),
    },
    components: {
      Menu: { darkItemBg: '#1a3353', darkSubMenuItemBg: '#15294a', darkPopupBg: '#1a3353' },
    },
  };
}
