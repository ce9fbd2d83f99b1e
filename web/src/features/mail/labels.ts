import type { MailLabel } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** A label's name as shown: a system label's in the member's language, the member's own as they wrote it. */
export const labelName = (label: MailLabel, t: TFunction<'mail'>) =>
  label.system ? t(`labels.system.${label.system}`) : label.name;

/**
 * Colours offered for a label: dots on a light or dark surface, told apart by name too (each swatch is labelled),
 * never the only thing that says which label it is.
 */
export const LABEL_COLORS = [
  { key: 'blue', value: '#3e79f7' },
  { key: 'green', value: '#04d182' },
  { key: 'red', value: '#de4436' },
  { key: 'orange', value: '#fa8c16' },
  { key: 'purple', value: '#a461d8' },
  { key: 'cyan', value: '#13c2c2' },
  { key: 'magenta', value: '#eb2f96' },
  { key: 'grey', value: '#8c8c8c' },
] as const;
