import type { Board } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { aBoard, aCard } from '../project-fixtures';
import { applyBoardChange, placeCard } from './board-model';
import { answerIsStale, neighboursIn, seenKey, withPending } from './pending';

const titles = (board: Board) => board.columns.map((c) => c.cards.map((x) => x.title));

describe('board model', () => {
  it('places moves by their keys, whoever made them, so every tab shows the server’s order', () => {
    const board = aBoard();
    const [todo, doing] = board.columns as [Board['columns'][0], Board['columns'][0]];
    const copy = todo.cards[0] as Board['columns'][0]['cards'][0];
    placeCard(board, { cardId: copy.id, fromColumnId: todo.id, columnId: doing.id, position: 'Zz' });
    expect(titles(board).slice(0, 2)).toEqual([['Pick photos'], ['Write copy', 'Build pages']]);
    expect([todo.cardCount, doing.cardCount]).toEqual([1, 2]);
    // The same move heard again (its answer, then its event) changes nothing more.
    placeCard(board, { cardId: copy.id, fromColumnId: todo.id, columnId: doing.id, position: 'Zz' });
    expect([todo.cardCount, doing.cardCount]).toEqual([1, 2]);
  });

  it('leaves a card past a column’s loaded cards to the next page, and counts it', () => {
    const board = aBoard();
    const doing = board.columns[1] as Board['columns'][0];
    doing.hasMore = true;
    const followup = applyBoardChange(board, {
      type: 'card.created',
      card: aCard(doing.id, 'b0', { title: 'Later' }),
    });
    expect(followup).toEqual({ reload: false, columns: [] });
    expect(doing.cards.map((c) => c.title)).toEqual(['Build pages']);
    expect(doing.cardCount).toBe(2);
    expect(applyBoardChange(board, { type: 'board.reload' }).reload).toBe(true);
  });

  it('shows moves in flight over the cache, and drops them to go back', () => {
    const board = aBoard();
    const [todo, doing] = board.columns as [Board['columns'][0], Board['columns'][0]];
    const photos = todo.cards[1] as Board['columns'][0]['cards'][0];
    const pages = doing.cards[0] as Board['columns'][0]['cards'][0];
    const shown = withPending(board.columns, [
      { kind: 'card', id: photos.id, columnId: doing.id, afterId: null, beforeId: pages.id },
    ]);
    expect(shown.slice(0, 2).map((c) => c.cards.map((x) => x.title))).toEqual([
      ['Write copy'],
      ['Pick photos', 'Build pages'],
    ]);
    expect(withPending(board.columns, [])).toBe(board.columns);
    expect(neighboursIn(['a', 'b', 'c'], 'b')).toEqual({ afterId: 'a', beforeId: 'c' });
  });

  it('knows an answer is stale when a later move of the same item was already heard', () => {
    const answer = { id: 'x', columnId: 'c1', position: 'a1', rebalanced: false };
    expect(answerIsStale([], answer)).toBe(false);
    expect(answerIsStale([seenKey('c1', 'a1')], answer)).toBe(false);
    expect(answerIsStale([seenKey('c1', 'a1'), seenKey('c2', 'a0')], answer)).toBe(true);
    expect(answerIsStale([seenKey('c2', 'a0')], answer)).toBe(false);
  });
});
