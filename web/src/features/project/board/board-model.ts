import type { Board, BoardChange, BoardColumn, CardPage, CardSummary } from '@atrium/contracts';
import { comparePositions } from '@atrium/contracts/ordering';

// The board as the cache holds it, and how a change reaches it (a 'board.changed' event, a move's answer, a card
// read again). Each column holds its cards from the first one on, in the server's order, as far as they have been
// loaded (`hasMore`: more follow). A card whose key falls past the loaded ones is not put in: the next page brings
// it, in its place. Functions here change the board they are given (an immer draft in the cache).

export type BoardView = Board;
export type ColumnView = Board['columns'][number];

/** What the caller has to fetch after a change: the whole board, or the first cards of some columns. */
export type Followup = { reload: boolean; columns: string[] };

const none = (): Followup => ({ reload: false, columns: [] });

/** Whether a card with this key belongs to the column's loaded cards (all of them are loaded, or it comes before the last). */
function fitsLoaded(column: ColumnView, card: { id: string; position: string }) {
  const last = column.cards.at(-1);
  return !column.hasMore || (last !== undefined && comparePositions(card, last) < 0);
}

function findCard(board: BoardView, cardId: string) {
  for (const column of board.columns) {
    const index = column.cards.findIndex((c) => c.id === cardId);
    if (index >= 0) return { column, index, card: column.cards[index] as CardSummary };
  }
  return null;
}

const columnOf = (board: BoardView, id: string) => board.columns.find((c) => c.id === id);

function insertSorted(column: ColumnView, card: CardSummary) {
  column.cards = [...column.cards.filter((c) => c.id !== card.id), card].sort(comparePositions);
}

/**
 * A card as the server has it now (created, changed, or read again): put in its column at its key, out of any other
 * column. `created`: a new card, which adds one to its column's count unless this tab has it already.
 */
export function upsertCard(board: BoardView, card: CardSummary, created = false): Followup {
  const target = columnOf(board, card.columnId);
  if (!target) return { reload: true, columns: [] };
  const found = findCard(board, card.id);
  if (found) {
    found.column.cards.splice(found.index, 1);
    if (found.column !== target) {
      found.column.cardCount = Math.max(0, found.column.cardCount - 1);
      target.cardCount += 1;
    }
  } else if (created) {
    target.cardCount += 1;
  }
  if (fitsLoaded(target, card)) insertSorted(target, card);
  return none();
}

/** A card moved (by anyone): taken out of where it is, put in its new column at its new key. */
export function placeCard(
  board: BoardView,
  move: { cardId: string; fromColumnId: string; columnId: string; position: string },
): Followup {
  const target = columnOf(board, move.columnId);
  if (!target) return { reload: true, columns: [] };
  const found = findCard(board, move.cardId);
  if (!found) {
    // It was past the loaded cards of its column: counted, and fetched with its new column's first cards if it
    // lands among them.
    const from = columnOf(board, move.fromColumnId);
    if (from && from !== target) from.cardCount = Math.max(0, from.cardCount - 1);
    if (from !== target) target.cardCount += 1;
    const lands = fitsLoaded(target, { id: move.cardId, position: move.position });
    return { reload: false, columns: lands ? [target.id] : [] };
  }
  found.column.cards.splice(found.index, 1);
  if (found.column !== target) {
    found.column.cardCount = Math.max(0, found.column.cardCount - 1);
    target.cardCount += 1;
  }
  const card = { ...found.card, columnId: move.columnId, position: move.position };
  if (fitsLoaded(target, card)) insertSorted(target, card);
  return none();
}

/** A card deleted. `known`: whether this tab already took it out (its own delete), so it is not counted twice. */
export function removeCard(board: BoardView, cardId: string, columnId: string, known = false) {
  const found = findCard(board, cardId);
  if (found) {
    found.column.cards.splice(found.index, 1);
    found.column.cardCount = Math.max(0, found.column.cardCount - 1);
    return;
  }
  const column = columnOf(board, columnId);
  // Not loaded: it was past the loaded cards (only a column with more can have such cards).
  if (column?.hasMore && !known) column.cardCount = Math.max(0, column.cardCount - 1);
}

/** A column created or changed: its fields as the server has them, its loaded cards kept. */
export function upsertColumn(board: BoardView, column: BoardColumn) {
  const { id, projectId, name, defaultKey, position, cardCount } = column;
  const fields = { id, projectId, name, defaultKey, position, cardCount };
  const current = columnOf(board, id);
  if (current) Object.assign(current, fields);
  else board.columns.push({ ...fields, cards: [], hasMore: cardCount > 0 });
  board.columns.sort(comparePositions);
}

export function removeColumn(board: BoardView, columnId: string) {
  board.columns = board.columns.filter((c) => c.id !== columnId);
}

/** A page of a column's cards, after those loaded (cards already there are not repeated). */
export function appendCards(board: BoardView, columnId: string, page: CardPage) {
  const column = columnOf(board, columnId);
  if (!column) return;
  const known = new Set(column.cards.map((c) => c.id));
  column.cards = [...column.cards, ...page.items.filter((c) => !known.has(c.id))].sort(comparePositions);
  column.hasMore = page.hasMore;
}

/** A column's first cards read again: they replace what was loaded. */
export function replaceCards(board: BoardView, columnId: string, page: CardPage) {
  const column = columnOf(board, columnId);
  if (!column) return;
  column.cards = [...page.items].sort(comparePositions);
  column.hasMore = page.hasMore;
}

/** A 'board.changed' event applied to the board; says what else has to be fetched. */
export function applyBoardChange(board: BoardView, change: BoardChange, deletedHere?: Set<string>): Followup {
  switch (change.type) {
    case 'card.created':
      return upsertCard(board, change.card, true);
    case 'card.updated':
      return upsertCard(board, change.card);
    case 'card.moved':
      return placeCard(board, change);
    case 'card.deleted':
      removeCard(board, change.cardId, change.columnId, deletedHere?.has(change.cardId));
      return none();
    case 'column.created':
    case 'column.updated':
      upsertColumn(board, change.column);
      return none();
    case 'column.moved': {
      const column = columnOf(board, change.columnId);
      if (!column) return { reload: true, columns: [] };
      column.position = change.position;
      board.columns.sort(comparePositions);
      return none();
    }
    case 'column.deleted':
      removeColumn(board, change.columnId);
      // The moved cards came at the end of `movedTo`, in an order this tab cannot know: read its first cards again.
      return { reload: false, columns: change.movedTo ? [change.movedTo] : [] };
    case 'board.reload':
      return { reload: true, columns: [] };
  }
}

/** The summary fields of a card detail (what the board's card face shows). */
export function summaryOf<T extends CardSummary>(detail: T): CardSummary {
  const {
    id,
    projectId,
    columnId,
    position,
    title,
    labels,
    dueDate,
    assignees,
    coverUrl,
    checklist,
    comments,
    attachments,
    updatedAt,
  } = detail;
  return {
    id,
    projectId,
    columnId,
    position,
    title,
    labels,
    dueDate,
    assignees,
    coverUrl,
    checklist,
    comments,
    attachments,
    updatedAt,
  };
}
