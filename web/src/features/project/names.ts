import type { TFunction } from 'i18next';
import { BOARD_DEFAULT_COLUMN_NAMES, BOARD_DEFAULT_COLUMNS, PROJECT_COVER_COLORS } from './limits';

/** A column's name: a default column still named as the server made it shows in the reader's language. */
export function columnName(column: { name: string; defaultKey: string | null }, t: TFunction<'project'>) {
  return column.defaultKey && (BOARD_DEFAULT_COLUMNS as readonly string[]).includes(column.defaultKey)
    ? t(`board.defaultColumns.${column.defaultKey}` as 'board.defaultColumns.completed')
    : column.name;
}

/** The cover palette's colours by name, in the contract's order (for the swatches' labels). */
export const COVER_NAMES = ['blue', 'green', 'orange', 'red', 'purple', 'sky', 'yellow', 'navy'] as const;
export const coverName = (hex: string, t: TFunction<'project'>) => {
  const i = (PROJECT_COVER_COLORS as readonly string[]).indexOf(hex.toLowerCase());
  return i >= 0 ? t(`colors.${COVER_NAMES[i] as 'blue'}`) : hex;
};

/** Whole days from today (local) to a YYYY-MM-DD date: negative once past. */
export function daysUntil(date: string, today = new Date()) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const due = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - now) / 86_400_000);
}

/** A column name as the activity log recorded it: a default column's English name in the reader's language. */
export function recordedColumnName(name: string, t: TFunction<'project'>) {
  const key = (Object.keys(BOARD_DEFAULT_COLUMN_NAMES) as (keyof typeof BOARD_DEFAULT_COLUMN_NAMES)[]).find(
    (k) => BOARD_DEFAULT_COLUMN_NAMES[k] === name,
  );
  return key ? t(`board.defaultColumns.${key}`) : name;
}
