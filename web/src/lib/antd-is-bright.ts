import { FastColor } from '@ant-design/fast-color';
import type { AggregationColor } from 'antd/es/color-picker/color';

/**
 * antd's `isBright` (color-picker/components/ColorPresets.js), which Button's and Tag's style tokens import: the
 * colour picker's preset module it lives in brings Collapse and the whole picker along to every page with a button
 * (build/antd-import-redirects.ts). Same rule: light text on a colour unless it is bright; a mostly transparent
 * colour is judged on the background it sits on.
 */
export function isBright(value: AggregationColor, background: string) {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new FastColor(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
