import type { Placement, RealtimeEvent } from '@atrium/contracts';
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { useRealtimeEvent, useRealtimeReset } from '../../../lib/realtime';
import {
  patchBoard,
  projectApi,
  useGetBoardQuery,
  useMoveBoardCardMutation,
  useMoveColumnMutation,
} from '../api';
import { BOARD_FIRST_CARDS } from '../limits';
import { useProjectDispatch } from '../sync';
import {
  appendCards,
  applyBoardChange,
  type BoardView,
  type ColumnView,
  type Followup,
  placeCard,
  replaceCards,
} from './board-model';
import { answerIsStale, type PendingMove, seenKey, withPending } from './pending';

type Neighbours = { afterId: string | null; beforeId: string | null };

/**
 * A project's board: the cached board (the server's order), the moves in flight laid over it, the realtime
 * channel's changes applied as they come, and the moves themselves (optimistic; a refused or failed move goes back
 * and says so). `onRemoved`: the project, or the member's place in it, is gone.
 */
export function useBoard(projectId: string, onRemoved: () => void) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const dispatch = useProjectDispatch();
  const query = useGetBoardQuery(projectId);
  const { refetch } = query;
  const [pending, setPending] = useState<PendingMove[]>([]);
  /** For each item with a move in flight, the keys the channel reported for it meanwhile. */
  const seen = useRef(new Map<string, string[]>());
  /** Cards this tab deleted: their event is not counted again. */
  const deletedHere = useRef(new Set<string>());
  const [moveCardRequest] = useMoveBoardCardMutation();
  const [moveColumnRequest] = useMoveColumnMutation();

  const fetchCards = useCallback(
    async (columnId: string, after?: string) => {
      const request = dispatch(
        projectApi.endpoints.getCardPage.initiate(
          { columnId, after, limit: BOARD_FIRST_CARDS },
          { forceRefetch: true, subscribe: false },
        ),
      );
      const page = await request.unwrap();
      patchBoard(dispatch, projectId, (b) =>
        after ? appendCards(b, columnId, page) : replaceCards(b, columnId, page),
      );
    },
    [dispatch, projectId],
  );

  const follow = useCallback(
    (followup: Followup) => {
      if (followup.reload) void refetch();
      else for (const columnId of followup.columns) void fetchCards(columnId).catch(() => refetch());
    },
    [fetchCards, refetch],
  );

  /** A change to the cached board, then what it asks to fetch (never from inside the cache's update). */
  const applyHere = (change: (board: BoardView) => Followup) => {
    let followup: Followup = { reload: false, columns: [] };
    patchBoard(dispatch, projectId, (b) => {
      followup = change(b);
    });
    follow(followup);
  };

  useRealtimeEvent(['board.changed', 'project.changed'], (event: RealtimeEvent) => {
    if (event.kind === 'project.changed') {
      if (event.data.projectId !== projectId) return;
      if (event.data.removed) onRemoved();
      else void refetch();
      return;
    }
    if (event.kind !== 'board.changed' || event.data.projectId !== projectId) return;
    const change = event.data;
    if (change.type === 'card.moved')
      seen.current.get(change.cardId)?.push(seenKey(change.columnId, change.position));
    if (change.type === 'column.moved')
      seen.current.get(change.columnId)?.push(seenKey(null, change.position));
    applyHere((b) => applyBoardChange(b, change, deletedHere.current));
    if (change.type === 'card.updated' || change.type === 'card.moved' || change.type === 'card.deleted') {
      const id = change.type === 'card.updated' ? change.card.id : change.cardId;
      dispatch(projectApi.util.invalidateTags([{ type: 'CardDetail', id }]));
    }
  });
  useRealtimeReset(() => void refetch());

  /** Says why a move did not happen; a refusal reloads the board, so it shows the server's order. */
  const failed = (error: unknown, kind: 'card' | 'column') => {
    const failure = apiErrorOf(error);
    if (failure.status === 'network') message.error(t(`move.offline.${kind}`));
    else {
      message.error(t(`move.refused.${kind}`, { reason: errors.message(error) }));
      void refetch();
    }
  };

  const run = async (move: PendingMove, send: () => Promise<Placement>, apply: (p: Placement) => void) => {
    seen.current.set(move.id, []);
    setPending((list) => [...list.filter((m) => m.id !== move.id), move]);
    try {
      const placement = await send();
      if (placement.rebalanced) void refetch();
      else if (!answerIsStale(seen.current.get(move.id) ?? [], placement)) apply(placement);
    } catch (error) {
      failed(error, move.kind);
    } finally {
      seen.current.delete(move.id);
      setPending((list) => list.filter((m) => m !== move));
    }
  };

  const moveCard = (cardId: string, fromColumnId: string, columnId: string, at: Neighbours) =>
    run(
      { kind: 'card', id: cardId, columnId, ...at },
      () => moveCardRequest({ id: cardId, columnId, ...at }).unwrap(),
      (p) => applyHere((b) => placeCard(b, { cardId, fromColumnId, columnId, position: p.position })),
    );

  const moveColumn = (columnId: string, at: Neighbours) =>
    run(
      { kind: 'column', id: columnId, ...at },
      () => moveColumnRequest({ id: columnId, ...at }).unwrap(),
      (p) => applyHere((b) => applyBoardChange(b, { type: 'column.moved', columnId, position: p.position })),
    );

  const columns: ColumnView[] = useMemo(
    () => withPending(query.data?.columns ?? [], pending),
    [query.data, pending],
  );

  return {
    ...query,
    columns,
    moveCard,
    moveColumn,
    loadMore: (columnId: string, after: string) => fetchCards(columnId, after),
    forgetDeleted: (cardId: string) => deletedHere.current.add(cardId),
  };
}
