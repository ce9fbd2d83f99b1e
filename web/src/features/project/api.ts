import type {
  Board,
  BoardColumn,
  CardAttachment,
  CardComment,
  CardDetail,
  CardPage,
  CardSummary,
  CardUpdate,
  ChecklistItem,
  ChecklistItemUpdate,
  MemberList,
  Placement,
  Project,
  ProjectCreate,
  ProjectPage,
  ProjectUpdate,
} from '@atrium/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, uploadToApi } from '../../lib/api';
import { type BoardView, summaryOf, upsertCard, upsertColumn } from './board/board-model';

const enc = encodeURIComponent;

export type ProjectListArgs = {
  q?: string;
  sort?: 'updated' | 'name' | 'due';
  page: number;
  pageSize: number;
};
type Neighbours = { afterId?: string | null; beforeId?: string | null };

/**
 * The store's dispatch as RTK Query's cache thunks need it: RootState leaves out the API slice (injected when the
 * shell loads), so the app's typed dispatch does not accept them.
 */
// biome-ignore lint/suspicious/noExplicitAny: the API's root state is not part of RootState's type
export type ProjectDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** Projects, boards and cards (/api/projects, /api/columns, /api/cards, ...), on the app's one API. */
export const projectApi = api
  .enhanceEndpoints({ addTagTypes: ['Projects', 'Board', 'CardDetail'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listProjects: build.query<ProjectPage, ProjectListArgs>({
        query: ({ q, sort, page, pageSize }) => ({
          url: '/projects',
          params: { ...(q ? { q } : {}), ...(sort ? { sort } : {}), page, pageSize },
        }),
        providesTags: ['Projects'],
      }),
      createProject: build.mutation<Project, ProjectCreate>({
        query: (body) => ({ url: '/projects', method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['Projects']),
      }),
      updateProject: build.mutation<Project, { id: string; changes: ProjectUpdate }>({
        query: ({ id, changes }) => ({ url: `/projects/${enc(id)}`, method: 'PATCH', body: changes }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : ['Projects', { type: 'Board', id }]),
      }),
      deleteProject: build.mutation<void, string>({
        query: (id) => ({ url: `/projects/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: (_r, error) => (error ? [] : ['Projects']),
      }),

      getBoard: build.query<Board, string>({
        query: (projectId) => `/projects/${enc(projectId)}/board`,
        providesTags: (_r, _e, projectId) => [{ type: 'Board', id: projectId }],
      }),
      /** A page of a column's cards after `after`; the caller adds it to the board (see useMoreCards). */
      getCardPage: build.query<CardPage, { columnId: string; after?: string; limit?: number }>({
        query: ({ columnId, after, limit }) => ({
          url: `/columns/${enc(columnId)}/cards`,
          params: { ...(after ? { after } : {}), ...(limit ? { limit } : {}) },
        }),
        keepUnusedDataFor: 0,
      }),
      addColumn: build.mutation<BoardColumn, { projectId: string; name: string }>({
        query: ({ projectId, name }) => ({
          url: `/projects/${enc(projectId)}/columns`,
          method: 'POST',
          body: { name },
        }),
        async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) patchBoard(dispatch, projectId, (b) => upsertColumn(b, data));
        },
      }),
      renameColumn: build.mutation<BoardColumn, { projectId: string; id: string; name: string }>({
        query: ({ id, name }) => ({ url: `/columns/${enc(id)}`, method: 'PATCH', body: { name } }),
        async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) patchBoard(dispatch, projectId, (b) => upsertColumn(b, data));
        },
      }),
      moveColumn: build.mutation<Placement, { id: string } & Neighbours>({
        query: ({ id, afterId, beforeId }) => ({
          url: `/columns/${enc(id)}/move`,
          method: 'POST',
          body: { afterId: afterId ?? null, beforeId: beforeId ?? null },
        }),
      }),
      /** Deletes a column, its cards moved to the end of `to` or deleted with it; the board is read again. */
      deleteColumn: build.mutation<
        void,
        { projectId: string; id: string; cards: 'move' | 'delete'; to?: string }
      >({
        query: ({ id, cards, to }) => ({
          url: `/columns/${enc(id)}`,
          method: 'DELETE',
          params: { cards, ...(to ? { to } : {}) },
        }),
        invalidatesTags: (_r, error, { projectId }) =>
          error ? [] : [{ type: 'Board', id: projectId }, 'Projects'],
      }),

      addBoardCard: build.mutation<
        CardSummary,
        { projectId: string; columnId: string; title: string } & Neighbours
      >({
        query: ({ columnId, title, afterId }) => ({
          url: `/columns/${enc(columnId)}/cards`,
          method: 'POST',
          body: { title, ...(afterId ? { afterId } : {}) },
        }),
        async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            patchBoard(dispatch, projectId, (b) => {
              upsertCard(b, data, true);
            });
        },
      }),
      moveBoardCard: build.mutation<Placement, { id: string; columnId: string } & Neighbours>({
        query: ({ id, columnId, afterId, beforeId }) => ({
          url: `/cards/${enc(id)}/move`,
          method: 'POST',
          body: { columnId, afterId: afterId ?? null, beforeId: beforeId ?? null },
        }),
      }),
      /** A card's detail; what it says of the card's face goes to the board too. */
      getBoardCard: build.query<CardDetail, string>({
        query: (id) => `/cards/${enc(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'CardDetail', id }],
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            patchBoard(dispatch, data.projectId, (b) => {
              upsertCard(b, summaryOf(data));
            });
        },
      }),
      updateBoardCard: build.mutation<CardDetail, { id: string; changes: CardUpdate }>({
        query: ({ id, changes }) => ({ url: `/cards/${enc(id)}`, method: 'PATCH', body: changes }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          dispatch(projectApi.util.upsertQueryData('getBoardCard', id, data));
          patchBoard(dispatch, data.projectId, (b) => {
            upsertCard(b, summaryOf(data));
          });
        },
      }),
      deleteBoardCard: build.mutation<void, { projectId: string; id: string }>({
        query: ({ id }) => ({ url: `/cards/${enc(id)}`, method: 'DELETE' }),
      }),

      addChecklistItem: build.mutation<ChecklistItem, { cardId: string; text: string }>({
        query: ({ cardId, text }) => ({
          url: `/cards/${enc(cardId)}/checklist`,
          method: 'POST',
          body: { text },
        }),
        invalidatesTags: cardDetailOf,
      }),
      updateChecklistItem: build.mutation<
        ChecklistItem,
        { cardId: string; id: string; changes: ChecklistItemUpdate }
      >({
        query: ({ id, changes }) => ({ url: `/checklist-items/${enc(id)}`, method: 'PATCH', body: changes }),
        async onQueryStarted({ cardId, id, changes }, { dispatch, queryFulfilled }) {
          // A tick shows at once; a refusal takes it back.
          const patch = dispatch(
            projectApi.util.updateQueryData('getBoardCard', cardId, (card) => {
              const item = card.checklistItems.find((i) => i.id === id);
              if (item) Object.assign(item, changes);
            }),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
        invalidatesTags: cardDetailOf,
      }),
      deleteChecklistItem: build.mutation<void, { cardId: string; id: string }>({
        query: ({ id }) => ({ url: `/checklist-items/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: cardDetailOf,
      }),
      addCardComment: build.mutation<CardComment, { cardId: string; text: string }>({
        query: ({ cardId, text }) => ({
          url: `/cards/${enc(cardId)}/comments`,
          method: 'POST',
          body: { text },
        }),
        invalidatesTags: cardDetailOf,
      }),
      editCardComment: build.mutation<CardComment, { cardId: string; id: string; text: string }>({
        query: ({ id, text }) => ({ url: `/comments/${enc(id)}`, method: 'PATCH', body: { text } }),
        invalidatesTags: cardDetailOf,
      }),
      deleteCardComment: build.mutation<void, { cardId: string; id: string }>({
        query: ({ id }) => ({ url: `/comments/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: cardDetailOf,
      }),
      deleteCardAttachment: build.mutation<void, { cardId: string; id: string }>({
        query: ({ id }) => ({ url: `/card-attachments/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: cardDetailOf,
      }),

      /** The member directory (GET /api/members), searched on the server, for a project's members. */
      searchProjectMembers: build.query<MemberList, string>({
        query: (q) => ({ url: '/members', params: { ...(q ? { q } : {}), page: 1, pageSize: 20 } }),
        keepUnusedDataFor: 60,
      }),
    }),
  });

function cardDetailOf(_r: unknown, error: unknown, { cardId }: { cardId: string }) {
  return error ? [] : [{ type: 'CardDetail' as const, id: cardId }];
}

/** Changes the cached board of `projectId` (when it is cached). */
export function patchBoard(dispatch: ProjectDispatch, projectId: string, change: (board: BoardView) => void) {
  return dispatch(projectApi.util.updateQueryData('getBoard', projectId, change));
}

/** Uploads one attachment to a card with progress (the caller has checked the size and the name). */
export const uploadCardAttachment = (
  cardId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) =>
  uploadToApi<CardAttachment>(`/cards/${enc(cardId)}/attachments`, file, {
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': enc(file.name) },
    onProgress,
    signal,
  });

export const {
  useListProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useGetBoardQuery,
  useAddColumnMutation,
  useRenameColumnMutation,
  useMoveColumnMutation,
  useDeleteColumnMutation,
  useAddBoardCardMutation,
  useMoveBoardCardMutation,
  useGetBoardCardQuery,
  useUpdateBoardCardMutation,
  useDeleteBoardCardMutation,
  useAddChecklistItemMutation,
  useUpdateChecklistItemMutation,
  useDeleteChecklistItemMutation,
  useAddCardCommentMutation,
  useEditCardCommentMutation,
  useDeleteCardCommentMutation,
  useDeleteCardAttachmentMutation,
  useSearchProjectMembersQuery,
} = projectApi;
