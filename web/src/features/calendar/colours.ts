import { EVENT_COLORS } from '@atrium/contracts/calendar';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useAppSelector } from '../../lib/hooks';

/** The label colours' names (calendar.json `colors.<name>`), in EVENT_COLORS' order. */
const NAMES = ['blue', 'green', 'yellow', 'red', 'purple', 'orange', 'cyan', 'navy'] as const;
export const COLOR_OPTIONS = EVENT_COLORS.map((value, i) => ({ value, name: NAMES[i] ?? 'custom' }));
export const colorName = (value: string) =>
  COLOR_OPTIONS.find((c) => c.value.toLowerCase() === value.toLowerCase())?.name ?? 'custom';

/**
 * antd's tokens as the variables calendar.css uses (--cal-*): light, dark and the primary colour follow the theme.
 * Set on the screen, and again on what antd renders outside it (dialogs, the day's popover). An event's own colour
 * is --ev on its chip: chips are the surface tinted with it and marked with it, their text the theme's, so any
 * label colour reads on both themes (the navy label is lightened in dark mode, where it would vanish).
 */
export function useCalendarColours(): CSSProperties {
  const { token } = theme.useToken();
  const dark = useAppSelector((s) => s.theme.currentTheme) === 'dark';
  return {
    '--cal-surface': token.colorBgContainer,
    '--cal-elevated': token.colorBgElevated,
    '--cal-border': token.colorBorderSecondary,
    '--cal-border-strong': token.colorBorder,
    '--cal-text': token.colorText,
    '--cal-muted': token.colorTextSecondary,
    '--cal-primary': token.colorPrimary,
    // Text in the primary colour (today, "+2 more"): the link colour, which the theme keeps readable in dark mode.
    '--cal-accent': token.colorLink,
    '--cal-on-primary': token.colorTextLightSolid,
    '--cal-hover': token.controlItemBgHover,
    '--cal-fill': token.colorFillTertiary,
    '--cal-today': token.colorPrimaryBg,
    '--cal-now': token.colorError,
    '--cal-radius': `${token.borderRadius}px`,
    '--cal-radius-lg': `${token.borderRadiusLG}px`,
    '--cal-tint': dark ? '26%' : '16%',
    '--cal-mark-mix': dark ? '65%' : '100%',
  } as CSSProperties;
}

/** Dark or white: whichever reads better on `hex` (the tick on a swatch). */
export function inkOn(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const brightness = ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114;
  return brightness > 128 ? '#141414' : '#ffffff';
}
