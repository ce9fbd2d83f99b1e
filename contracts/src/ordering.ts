// The order of a board's columns and cards: by `position` (a fractional index the server computes), compared code
// unit by code unit, never by locale ('Z' < 'a'), then by id when two keys are equal. The server sorts the same way
// (its key columns use the "C" collation). No dependencies: the browser and the server run the same code.

type Positioned = { id: string; position: string };

/** Sorts `a` before `b` (negative), after (positive) or as equal (0). */
export function comparePositions(a: Positioned, b: Positioned): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/**
 * A list with one item placed: its `position` (and any other fields) replaced, or the item added, then sorted. What
 * a board does with a 'board.changed' move or a move's answer, whoever made it, so every screen shows the server's
 * order.
 */
export function placeItem<T extends Positioned>(list: readonly T[], item: T): T[] {
  return [...list.filter((x) => x.id !== item.id), item].sort(comparePositions);
}
