import dayjs from 'dayjs';
import type { DisplayMessage } from './model';

/** Consecutive messages of one sender closer than this share one avatar and name. */
export const GROUP_GAP_MS = 5 * 60_000;

export type Row =
  | { type: 'divider'; key: string; day: 'today' | 'yesterday' | 'date'; date: string }
  | { type: 'message'; key: string; message: DisplayMessage; first: boolean; last: boolean };

/**
 * The message list's rows: a date divider before each day's first message, and each message marked first
 * (shows the sender) or last (shows the avatar) of its group: consecutive messages of one sender, of one day,
 * each within GROUP_GAP_MS of the one before.
 */
export function buildRows(messages: DisplayMessage[], now: Date = new Date()): Row[] {
  const rows: Row[] = [];
  const today = dayjs(now);
  let previous: DisplayMessage | null = null;
  let lastRow: Extract<Row, { type: 'message' }> | null = null;
  for (const message of messages) {
    const at = dayjs(message.createdAt);
    const newDay = !previous || !at.isSame(dayjs(previous.createdAt), 'day');
    if (newDay) {
      const day = at.isSame(today, 'day')
        ? 'today'
        : at.isSame(today.subtract(1, 'day'), 'day')
          ? 'yesterday'
          : 'date';
      rows.push({ type: 'divider', key: `day-${at.format('YYYY-MM-DD')}`, day, date: message.createdAt });
    }
    const grouped =
      !newDay &&
      previous !== null &&
      previous.senderUid === message.senderUid &&
      at.diff(dayjs(previous.createdAt)) < GROUP_GAP_MS;
    if (!grouped && lastRow) lastRow.last = true;
    const row: Extract<Row, { type: 'message' }> = {
      type: 'message',
      key: message.id,
      message,
      first: !grouped,
      last: false,
    };
    rows.push(row);
    lastRow = row;
    previous = message;
  }
  if (lastRow) lastRow.last = true;
  return rows;
}
