import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * antd's tokens as the variables project.css uses (--pj-*): light, dark and the primary colour follow the theme.
 * Set on each screen, and again on what antd renders outside it (the card drawer, the dialogs).
 */
export function useProjectColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--pj-surface': token.colorBgContainer,
    '--pj-column': token.colorFillQuaternary,
    '--pj-border': token.colorBorderSecondary,
    '--pj-border-strong': token.colorBorder,
    '--pj-text': token.colorText,
    '--pj-muted': token.colorTextSecondary,
    '--pj-primary': token.colorPrimary,
    '--pj-hover': token.controlItemBgHover,
    '--pj-fill': token.colorFillTertiary,
    '--pj-error': token.colorError,
    '--pj-success': token.colorSuccess,
    '--pj-shadow': token.boxShadowSecondary,
    '--pj-drop': token.colorPrimaryBg,
    '--pj-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
}

/** The progress bar's colour by how far a project is: red under 30 %, orange under 70 %, blue, green when done. */
export function useProgressColour() {
  const { token } = theme.useToken();
  return (percent: number) =>
    percent >= 100
      ? token.colorSuccess
      : percent >= 70
        ? token.colorPrimary
        : percent >= 30
          ? token.colorWarning
          : token.colorError;
}
