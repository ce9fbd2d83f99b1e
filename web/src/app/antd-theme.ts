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

/**
 * Colours that carry text, each at least 4.5:1 (WCAG AA) where antd draws it: on the surface, on the status tint
 * of a tag (`#f6ffed`-like in light, `#162312`-like in dark) and, for fills, under white text. antd's own status
 * colours (#52c41a green, #faad14 gold, #1677ff blue) are 1.9–3.7:1 as text; the catalogue's axe loop found them.
 */
const TEXT_SAFE = {
  light: {
    success: '#237804',
    warning: '#874d00',
    error: '#c4262e',
    info: '#1f57b8',
    // Placeholders, disabled text and the muted fills behind white initials: 4.9:1 even on antd's filled grey.
    faint: '#5f6d80',
  },
  dark: {
    success: '#6abe39',
    warning: '#e8b339',
    error: '#ff7875',
    info: LINK_COLOR_DARK,
    faint: '#a8b2c0',
    // A red fill under white text (badge counts, ribbons): 5.2:1.
    errorFill: '#c8373a',
    // The grey behind an avatar's white initials: 5.5:1.
    avatarFill: '#5e6a7d',
  },
} as const;

/**
 * The preset colours of Tag and Badge.Ribbon (`<Tag color="gold">`) as text on their tint and as a fill under white text, where antd's
 * shade is under 4.5:1; the next darker (light) or lighter (dark) shade of the same palette that passes.
 */
const PRESET_SHADES = {
  light: {
    volcano7: '#ad2102',
    orange7: '#ad4e00',
    gold7: '#874d00',
    lime7: '#3f6600',
    green7: '#237804',
    cyan7: '#006d75',
    yellow7: '#876800',
    magenta6: '#c41d7f',
    red6: '#cf1322',
    volcano6: '#d4380d',
    orange6: '#ad4e00',
    gold6: '#874d00',
    lime6: '#3f6600',
    green6: '#237804',
    cyan6: '#006d75',
    blue6: '#0958d9',
    yellow6: '#876800',
  },
  dark: {
    geekblue7: '#7f9ef3',
    purple7: '#ab7ae0',
    volcano6: '#aa3e19',
    orange6: '#aa6215',
    gold6: '#7c5914',
    lime6: '#536d13',
    green6: '#306317',
    cyan6: '#146262',
    yellow6: '#7c6e14',
  },
} as const;

/** antd's theme for a mode; also what build/antd-css.ts renders the prebuilt component styles with. */
export function antdThemeFor(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  // antd draws secondary text at 45% of the text colour (2.6:1): too faint to read (WCAG AA wants 4.5:1).
  const muted = dark ? MUTED_TEXT.dark : MUTED_TEXT.light;
  const text = dark ? TEXT_SAFE.dark : TEXT_SAFE.light;
  const presetShades = dark ? PRESET_SHADES.dark : PRESET_SHADES.light;
  // Tag draws its status as text on a tint (and as a fill under white text when solid).
  const tagStatus = {
    colorSuccess: text.success,
    colorWarning: text.warning,
    colorError: text.error,
    colorInfo: text.info,
  };
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
      colorTextPlaceholder: text.faint,
      // Disabled text stays readable (4.5:1): axe exempts only native disabled controls, and a disabled tag, pagination
      // or transfer item, or a calendar's days of the next month, are still text a person reads.
      colorTextDisabled: text.faint,
      colorSuccessText: text.success,
      colorWarningText: text.warning,
      colorErrorText: text.error,
      // A loading button keeps its contrast; the spinner says it is busy (antd fades it to 65%: 2.7:1).
      opacityLoading: 1,
      // antd's red (#ff4d4f) is 3.3:1 on white: danger text ("Delete", "Block") and white on a danger button need 4.5:1.
      // In dark mode red and green are mostly text on the dark surface, so they are the light shades; Badge's red fill
      // under white text takes a darker red, and a solid danger button dark text (below).
      // (Seeds: the dark algorithm darkens these two to #dc8683, 4.8:1, and #65b537, 5.1:1.)
      ...(dark ? { colorError: '#ff9a96', colorSuccess: '#73d13d' } : { colorError: ERROR_COLOR }),
      ...(dark
        ? {
            colorBgLayout: DARK.bg,
            colorBgContainer: DARK.surface,
            colorBgElevated: DARK.surface,
            colorBorder: DARK.border,
            // A seed: the dark algorithm darkens it to #81a2dc (5.1:1 on the surface); antd's derived hover and
            // active shades are darker still, so they are set outright.
            colorLink: '#94bbff',
            colorLinkHover: '#a3c4fc',
            colorLinkActive: '#a3c4fc',
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
        ...(dark
          ? {
              itemSelectedColor: LINK_COLOR_DARK,
              subMenuItemSelectedColor: LINK_COLOR_DARK,
              horizontalItemSelectedColor: LINK_COLOR_DARK,
              itemHoverColor: '#ffffff',
            }
          : {}),
      },
      Tag: { ...tagStatus, ...presetShades },
      // Ribbons in a preset colour are white text on its 6th shade.
      Badge: { ...presetShades, ...(dark ? { colorError: TEXT_SAFE.dark.errorFill } : {}) },
      // Select's count suffix ("2/3") and arrow are drawn in the quaternary text colour (1.6:1).
      Select: { colorTextQuaternary: text.faint },
      // Ghost buttons are for coloured banners and pictures: white in both themes (antd uses the surface colour,
      // which disappears on a banner in dark mode).
      Button: {
        defaultGhostColor: '#ffffff',
        defaultGhostBorderColor: '#ffffff',
        ...(dark
          ? {
              // Link buttons: antd draws them in a blue derived for dark surfaces (4.2:1), not colorLink.
              colorLink: LINK_COLOR_DARK,
              colorLinkHover: '#a3c4fc',
              colorLinkActive: '#a3c4fc',
              // A solid danger button is dark text on the light red its outlined and text forms use as text (6:1).
              dangerColor: DARK.bg,
            }
          : {}),
      },
      // An unchecked switch's label ("Monthly") is white on this grey: 4.6:1 (antd's 25% grey is 1.6:1).
      ...(dark ? {} : { Switch: { colorTextQuaternary: '#687789', colorTextTertiary: '#5b6b80' } }),
      // The selected tab's text in dark mode: antd's derived blue is 2.4:1 on the dark background.
      ...(dark
        ? {
            Tabs: { itemSelectedColor: LINK_COLOR_DARK, itemActiveColor: LINK_COLOR_DARK },
            Avatar: { colorTextPlaceholder: TEXT_SAFE.dark.avatarFill },
            // The active anchor link and a spinner's caption are text in the primary colour.
            Anchor: { colorPrimary: LINK_COLOR_DARK },
            Spin: { colorPrimary: LINK_COLOR_DARK },
          }
        : {}),
    },
  };
}
