import type { Announcements, DndContextProps, ScreenReaderInstructions } from '@dnd-kit/core';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { columnName } from '../names';
import type { ColumnView } from './board-model';
import { locateCard } from './use-board-dnd';

type DragRef = RefObject<{
  kind: 'card' | 'column';
  id: string;
  keyboard: boolean;
  columns: ColumnView[];
} | null>;
type Refs = { dragRef: DragRef; endedRef: DragRef };

/**
 * dnd-kit's screen-reader instructions and announcements in the reader's language. They say where the dragged item
 * is in the board's order (column, position of count) from the board's own preview, so they hold for keyboard
 * moves (announced as each key moves it) and pointer moves (as it passes over another place) alike.
 */
export function useAnnouncements({ dragRef, endedRef }: Refs): DndContextProps['accessibility'] {
  const { t } = useTranslation('project');
  const last = useRef('');

  const where = (ended: boolean) => {
    const drag = ended ? endedRef.current : dragRef.current;
    if (!drag) return null;
    if (drag.kind === 'column') {
      const index = drag.columns.findIndex((c) => c.id === drag.id);
      const column = drag.columns[index];
      if (!column) return null;
      return {
        kind: 'column' as const,
        name: columnName(column, t),
        position: index + 1,
        total: drag.columns.length,
      };
    }
    const at = locateCard(drag.columns, drag.id);
    if (!at) return null;
    return {
      kind: 'card' as const,
      title: at.column.cards[at.index]?.title ?? '',
      column: columnName(at.column, t),
      position: at.index + 1,
      total: at.column.cards.length,
    };
  };
  const say = (step: 'picked' | 'over' | 'dropped' | 'cancelled') => {
    const place = where(step === 'dropped' || step === 'cancelled');
    if (!place) return undefined;
    const text = t(`dnd.${place.kind}.${step}`, place);
    if (step === 'over' && text === last.current) return undefined;
    last.current = text;
    return text;
  };

  const announcements: Announcements = {
    onDragStart: () => say('picked'),
    // Keyboard moves happen without the pointer passing over anything: each key's move is said here.
    onDragMove: () => (dragRef.current?.keyboard ? say('over') : undefined),
    onDragOver: () => (dragRef.current?.keyboard ? undefined : say('over')),
    onDragEnd: () => say('dropped'),
    onDragCancel: () => say('cancelled'),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('dnd.instructions') };
  return { announcements, screenReaderInstructions };
}
