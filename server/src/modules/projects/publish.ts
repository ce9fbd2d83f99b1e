import type { BoardChange, RealtimeEventMap } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import type { Query, Realtime, StoredData } from '../../realtime/types.ts';
import type { ProjectRef } from './access.ts';
import type { CardReader } from './cards-read.ts';

// Board and project events on the realtime channel, to the project's members. What is stored is ids and keys; a
// created or changed card or column is read when the event is delivered (once per process, not per socket), so a
// screen receives everything it needs to apply the change without a reload.

/** A BoardChange as stored: cards and columns by id. */
export type StoredBoardChange =
  | { type: 'card.created' | 'card.updated'; cardId: string }
  | { type: 'column.created' | 'column.updated'; columnId: string }
  | Exclude<BoardChange, { card: unknown } | { column: unknown }>;

export function boardEvents(realtime: Realtime) {
  return {
    /** To the project's members, as read (and locked) at the start of the change. */
    async board(query: Query, project: Pick<ProjectRef, 'id' | 'members'>, change: StoredBoardChange) {
      await realtime.publish(query, 'board.changed', project.members, { projectId: project.id, ...change });
    },

    /** `removed`: the project, or these members' place in it, is gone. */
    async project(query: Query, projectId: string, audience: string[], removed: boolean) {
      await realtime.publish(query, 'project.changed', audience, { projectId, removed });
    },
  };
}

export type BoardEvents = ReturnType<typeof boardEvents>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the cards and columns that stored board events name, for their delivery. */
export function hydrateBoardEvents(realtime: Realtime, database: Database, cards: CardReader) {
  realtime.hydrate('board.changed', async (stored: StoredData) => {
    const projectId = String(stored.projectId);
    const type = String(stored.type);
    if (!UUID.test(projectId)) return null;
    if (type === 'card.created' || type === 'card.updated') {
      const cardId = String(stored.cardId);
      const card = UUID.test(cardId) ? await cards.summary(database.query, cardId) : null;
      return card ? { projectId, type, card } : null;
    }
    if (type === 'column.created' || type === 'column.updated') {
      const columnId = String(stored.columnId);
      const [column] = UUID.test(columnId) ? await cards.columns(database.query, projectId, columnId) : [];
      return column ? { projectId, type, column } : null;
    }
    return stored as RealtimeEventMap['board.changed'];
  });
}
