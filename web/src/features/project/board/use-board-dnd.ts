import {
  type Active,
  type CollisionDetection,
  closestCenter,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ColumnView } from './board-model';
import { neighboursIn } from './pending';

// Dragging on the board, with dnd-kit: cards within and between columns, and columns, by pointer, touch and
// keyboard. While a drag runs, the board shows a preview of the columns; the drop sends the moved item's new
// neighbours from it. Pointer drags find their target by geometry; keyboard drags move through the board's order
// (up/down within a column, left/right to the column that is there on screen, so right to left mirrors them).

export const cardDndId = (id: string) => `card:${id}`;
export const columnDndId = (id: string) => `column:${id}`;
export const listDndId = (id: string) => `list:${id}`;
const idOf = (dndId: string | number) => String(dndId).slice(String(dndId).indexOf(':') + 1);
const kindOf = (dndId: string | number) => String(dndId).split(':')[0] as 'card' | 'column' | 'list';

type Drag = { kind: 'card' | 'column'; id: string; keyboard: boolean; columns: ColumnView[] };

/** Where a card is in `columns`: its column and index. */
export function locateCard(columns: readonly ColumnView[], cardId: string) {
  for (const column of columns) {
    const index = column.cards.findIndex((c) => c.id === cardId);
    if (index >= 0) return { column, index };
  }
  return null;
}

/** `columns` with the card moved to `columnId` at `index`. */
function withCardAt(columns: ColumnView[], cardId: string, columnId: string, index: number): ColumnView[] {
  const from = locateCard(columns, cardId);
  if (!from) return columns;
  const card = { ...(from.column.cards[from.index] as ColumnView['cards'][number]), columnId };
  return columns.map((c) => {
    const rest = c.cards.filter((x) => x.id !== cardId);
    if (c.id !== columnId) return rest.length === c.cards.length ? c : { ...c, cards: rest };
    const at = Math.max(0, Math.min(index, rest.length));
    return { ...c, cards: [...rest.slice(0, at), card, ...rest.slice(at)] };
  });
}

/** The preview after one arrow key: null when the item cannot go that way. */
export function keyboardStep(drag: Drag, code: string, rtl: boolean): ColumnView[] | null {
  const { columns } = drag;
  const forward = code === (rtl ? KeyboardCode.Left : KeyboardCode.Right);
  const backward = code === (rtl ? KeyboardCode.Right : KeyboardCode.Left);
  if (drag.kind === 'column') {
    const i = columns.findIndex((c) => c.id === drag.id);
    const to = forward ? i + 1 : backward ? i - 1 : -1;
    return to >= 0 && to < columns.length ? arrayMove(columns, i, to) : null;
  }
  const at = locateCard(columns, drag.id);
  if (!at) return null;
  const ci = columns.indexOf(at.column);
  if (code === KeyboardCode.Down || code === KeyboardCode.Up) {
    const to = at.index + (code === KeyboardCode.Down ? 1 : -1);
    if (to < 0 || to >= at.column.cards.length) return null;
    return withCardAt(columns, drag.id, at.column.id, to);
  }
  const target = columns[forward ? ci + 1 : backward ? ci - 1 : -1];
  return target ? withCardAt(columns, drag.id, target.id, at.index) : null;
}

type Handlers = {
  rtl: boolean;
  onMoveCard: (
    cardId: string,
    fromColumnId: string,
    columnId: string,
    at: ReturnType<typeof neighboursIn>,
  ) => void;
  onMoveColumn: (columnId: string, at: ReturnType<typeof neighboursIn>) => void;
};

export function useBoardDnd(columns: ColumnView[], { rtl, onMoveCard, onMoveColumn }: Handlers) {
  const [drag, setDragState] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const lastDrop = useRef(0);
  /** The drag that just ended, where it ended (the drop's announcement reads it). */
  const endedRef = useRef<Drag | null>(null);

  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
    const current = dragRef.current;
    if (!current) return undefined;
    const arrows: string[] = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
    if (!arrows.includes(event.code)) return undefined;
    event.preventDefault();
    const next = keyboardStep(current, event.code, rtl);
    if (!next) return undefined;
    flushSync(() => setDrag({ ...current, columns: next }));
    // The dragged item's placeholder has moved in the page: the overlay follows it there.
    const node = document.querySelector(`[data-dnd-id="${current.kind}:${current.id}"]`);
    const rect = node?.getBoundingClientRect();
    return rect ? { x: rect.left, y: rect.top } : currentCoordinates;
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter,
      // Enter opens a card; Space picks it up.
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab],
      },
    }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    const current = dragRef.current;
    // A keyboard drag has placed the item itself: it is over its own place.
    if (current?.keyboard) return [{ id: args.active.id }];
    if (current?.kind === 'column') {
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => kindOf(c.id) === 'column'),
      });
    }
    const candidates = args.droppableContainers.filter((c) => kindOf(c.id) !== 'column');
    const hits = pointerWithin({ ...args, droppableContainers: candidates });
    const found = hits.length ? hits : rectIntersection({ ...args, droppableContainers: candidates });
    const card = found.find((h) => kindOf(h.id) === 'card');
    return card ? [card] : found.slice(0, 1);
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    setDrag({
      kind: kindOf(active.id) === 'column' ? 'column' : 'card',
      id: idOf(active.id),
      keyboard: typeof KeyboardEvent !== 'undefined' && activatorEvent instanceof KeyboardEvent,
      columns,
    });
  };

  // Pointer drags: a card over another column joins it there (within its own column, the sortable shows the spot).
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = dragRef.current;
    if (!current || current.keyboard || current.kind !== 'card' || !over) return;
    const from = locateCard(current.columns, current.id);
    if (!from) return;
    const overKind = kindOf(over.id);
    if (overKind === 'list') {
      const columnId = idOf(over.id);
      if (columnId !== from.column.id)
        setDrag({ ...current, columns: withCardAt(current.columns, current.id, columnId, Infinity) });
      return;
    }
    if (overKind !== 'card') return;
    const to = locateCard(current.columns, idOf(over.id));
    if (!to || to.column.id === from.column.id) return;
    const below = isBelow(active, over.rect);
    setDrag({
      ...current,
      columns: withCardAt(current.columns, current.id, to.column.id, to.index + (below ? 1 : 0)),
    });
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    const current = dragRef.current;
    setDrag(null);
    lastDrop.current = Date.now();
    if (!current) return;
    let preview = current.columns;
    if (!current.keyboard && over) preview = withPointerDrop(current, preview, over.id);
    endedRef.current = { ...current, columns: preview };
    if (current.kind === 'column') {
      const before = columns.map((c) => c.id);
      const after = preview.map((c) => c.id);
      if (before.join() !== after.join()) onMoveColumn(current.id, neighboursIn(after, current.id));
      return;
    }
    const was = locateCard(columns, current.id);
    const now = locateCard(preview, current.id);
    if (!was || !now || (was.column.id === now.column.id && was.index === now.index)) return;
    onMoveCard(
      current.id,
      was.column.id,
      now.column.id,
      neighboursIn(
        now.column.cards.map((c) => c.id),
        current.id,
      ),
    );
  };

  return {
    drag,
    /** The columns to draw: the preview while dragging. */
    shown: drag?.columns ?? columns,
    dndProps: {
      sensors,
      collisionDetection,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel: () => {
        if (dragRef.current) endedRef.current = { ...dragRef.current, columns };
        setDrag(null);
        lastDrop.current = Date.now();
      },
    },
    dragRef,
    endedRef,
    /** A click right after a drop is the drop's own mouse-up, not a request to open the card. */
    justDropped: () => Date.now() - lastDrop.current < 250,
  };
}

function isBelow(active: Active, overRect: { top: number; height: number }) {
  const translated = active.rect.current.translated;
  return !!translated && translated.top > overRect.top + overRect.height / 2;
}

/** A pointer drop within the same list reorders it to where the sortable showed the gap. */
function withPointerDrop(drag: Drag, columns: ColumnView[], overId: string | number): ColumnView[] {
  if (drag.kind === 'column') {
    if (kindOf(overId) !== 'column') return columns;
    const from = columns.findIndex((c) => c.id === drag.id);
    const to = columns.findIndex((c) => c.id === idOf(overId));
    return from >= 0 && to >= 0 ? arrayMove(columns, from, to) : columns;
  }
  if (kindOf(overId) !== 'card') return columns;
  const from = locateCard(columns, drag.id);
  const to = locateCard(columns, idOf(overId));
  if (!from || !to || from.column.id !== to.column.id) return columns;
  return withCardAt(columns, drag.id, to.column.id, to.index);
}
