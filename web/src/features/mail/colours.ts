import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * antd's tokens as the variables mail.css uses (--mail-*): light, dark and the primary colour follow the theme.
 * Set on the screen, and again on what antd renders outside it (the drawer, the label manager's dialog).
 */
export function useMailColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--mail-surface': token.colorBgContainer,
    // The app's own divider colour (styles.css): antd's secondary border all but vanishes on the dark surface.
    '--mail-border': 'var(--app-border)',
    '--mail-border-strong': token.colorBorder,
    '--mail-text': token.colorText,
    '--mail-muted': token.colorTextSecondary,
    '--mail-primary': token.colorPrimary,
    // Primary-coloured text (the current folder): the theme's readable shade, 4.5:1 on the dark surface too.
    '--mail-primary-text': token.colorPrimaryText,
    '--mail-link': token.colorLink,
    '--mail-hover': token.controlItemBgHover,
    '--mail-active': token.controlItemBgActive,
    '--mail-selected': token.colorPrimaryBg,
    '--mail-fill': token.colorFillTertiary,
    '--mail-error': token.colorError,
    '--mail-star': token.colorWarning,
    '--mail-mask': token.colorBgMask,
    '--mail-on-mask': token.colorTextLightSolid,
    '--mail-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
}
