import type { CardSummary, Placement } from '@atrium/contracts';
import type { ColumnView } from './board-model';

// Moves this tab has sent and the server has not answered yet. The board shows the cache (the server's order as
// last heard) with these laid over it, so a refused move goes back by dropping its entry, and whatever other
// members do meanwhile still shows. A move is named by its new neighbours, as the server reads it.

type Neighbours = { afterId: string | null; beforeId: string | null };
export type PendingMove =
  | ({ kind: 'card'; id: string; columnId: string } & Neighbours)
  | ({ kind: 'column'; id: string } & Neighbours);

/** The new neighbours of `id` in `ids` (its order after the move). */
export function neighboursIn(ids: readonly string[], id: string): Neighbours {
  const i = ids.indexOf(id);
  return { afterId: ids[i - 1] ?? null, beforeId: ids[i + 1] ?? null };
}

/** `item` put into `list` after `afterId` (when there), else before `beforeId` (when there), else at the end. */
function insertBetween<T extends { id: string }>(list: T[], item: T, { afterId, beforeId }: Neighbours) {
  const after = afterId ? list.findIndex((x) => x.id === afterId) : -1;
  if (after >= 0) return [...list.slice(0, after + 1), item, ...list.slice(after + 1)];
  const before = beforeId ? list.findIndex((x) => x.id === beforeId) : -1;
  if (before >= 0) return [...list.slice(0, before), item, ...list.slice(before)];
  return [...list, item];
}

/** The columns as the member sees them: the cache's, with the pending moves applied in the order they were made. */
export function withPending(columns: ColumnView[], pending: readonly PendingMove[]): ColumnView[] {
  let shown = columns;
  for (const move of pending) {
    if (move.kind === 'column') {
      const column = shown.find((c) => c.id === move.id);
      if (!column) continue;
      shown = insertBetween(
        shown.filter((c) => c.id !== move.id),
        column,
        move,
      );
      continue;
    }
    let card: CardSummary | undefined;
    for (const c of shown) card ??= c.cards.find((x) => x.id === move.id);
    if (!card || !shown.some((c) => c.id === move.columnId)) continue;
    const moved = { ...card, columnId: move.columnId };
    shown = shown.map((c) => {
      const rest = c.cards.filter((x) => x.id !== move.id);
      if (c.id === move.columnId) return { ...c, cards: insertBetween(rest, moved, move) };
      return rest.length === c.cards.length ? c : { ...c, cards: rest };
    });
  }
  return shown;
}

/**
 * Keys the realtime channel reported for an item while its move was in flight. The channel delivers events in the
 * server's order; the move's own event is among them once the server has stored it. When the answer's key was
 * seen and more came after it, a later move (another member's) is already applied, and the answer is stale.
 */
export function answerIsStale(seen: readonly string[], placement: Placement) {
  const own = seen.lastIndexOf(`${placement.columnId ?? ''}|${placement.position}`);
  return own >= 0 && own < seen.length - 1;
}

export const seenKey = (columnId: string | null, position: string) => `${columnId ?? ''}|${position}`;
