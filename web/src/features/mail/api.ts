import type {
  MailAttachment,
  MailBulk,
  MailDraft,
  MailDraftSave,
  MailLabel,
  MailList,
  MailListItem,
  MailMessage,
  MailPerson,
  MailSend,
  MailThread,
  MailUpdate,
} from '@atrium/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { uploadToApi } from '../../lib/api';
// The counts' endpoint through the nav badge's module: the badge is on every page, and the counts then travel in
// its chunk rather than in one more file the dashboard downloads (web/e2e/budget.spec.ts).
import { mailCountsApi, useMailCountsQuery } from './components/mail-unread-badge';
import { bulkChange, type MailListArgs, type RowChange } from './model';

export type { MailListArgs } from './model';

const enc = encodeURIComponent;

/** The mail endpoints (/api/mail/...), on the same API as the rest of the app. */
export const mailApi = mailCountsApi
  .enhanceEndpoints({ addTagTypes: ['MailList', 'MailThread', 'MailDraft', 'MailLabels'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listMail: build.query<MailList, MailListArgs>({
        query: ({ folder, labelId, q, cursor }) => ({
          url: '/mail/messages',
          params: {
            ...(labelId ? { label: labelId } : { folder: folder ?? 'inbox' }),
            ...(q ? { q } : {}),
            ...(cursor ? { cursor } : {}),
          },
        }),
        providesTags: ['MailList'],
      }),
      /** Opens a message: the server marks it read, so the lists and counts follow at once. */
      getThread: build.query<MailThread, string>({
        query: (id) => `/mail/messages/${enc(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'MailThread', id }],
        async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          const { changed } = patchCachedLists(dispatch as MailDispatch, getState as GetState, (item) => {
            if (item.id !== id || item.read) return false;
            item.read = true;
            return true;
          });
          if (changed) dispatch(mailCountsApi.util.invalidateTags(['MailCounts']));
        },
      }),
      /** Star, read or labels of one message; the rows show the change before the server answers. */
      updateMail: build.mutation<MailListItem, { id: string; changes: MailUpdate }>({
        query: ({ id, changes }) => ({ url: `/mail/messages/${enc(id)}`, method: 'PATCH', body: changes }),
        async onQueryStarted({ id, changes }, { dispatch, getState, queryFulfilled }) {
          const undo = optimistic(dispatch as MailDispatch, getState as GetState, [id], (item, list) => {
            Object.assign(item, changes);
            // Unstarred in Starred: the row leaves that list.
            return list?.folder === 'starred' && changes.starred === false ? 'remove' : true;
          });
          try {
            await queryFulfilled;
          } catch {
            undo();
          }
        },
        invalidatesTags: (_r, _e, { id }) => ['MailCounts', { type: 'MailThread', id }],
      }),
      bulkMail: build.mutation<{ changed: number }, MailBulk>({
        query: (body) => ({ url: '/mail/bulk', method: 'POST', body }),
        async onQueryStarted(bulk, { dispatch, getState, queryFulfilled }) {
          const undo = optimistic(dispatch as MailDispatch, getState as GetState, bulk.ids, bulkChange(bulk));
          try {
            await queryFulfilled;
          } catch {
            undo();
          }
        },
        // Moving, restoring and purging change which rows a page holds: every list is read again.
        invalidatesTags: (_r, _e, { ids }) => [
          'MailList',
          'MailCounts',
          ...ids.map((id) => ({ type: 'MailThread' as const, id })),
        ],
      }),
      /** Sends (a draft's id sends that draft). The same id sent again is the same message: retries are safe. */
      sendMail: build.mutation<MailMessage, MailSend>({
        query: (body) => ({ url: '/mail/messages', method: 'POST', body }),
        invalidatesTags: (_r, error, body) =>
          error ? [] : ['MailList', 'MailCounts', 'MailThread', { type: 'MailDraft', id: body.id }],
      }),
      getDraft: build.query<MailDraft, string>({
        query: (id) => `/mail/drafts/${enc(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'MailDraft', id }],
        keepUnusedDataFor: 0,
      }),
      saveDraft: build.mutation<MailDraft, { id: string; draft: MailDraftSave }>({
        query: ({ id, draft }) => ({ url: `/mail/drafts/${enc(id)}`, method: 'PUT', body: draft }),
        invalidatesTags: (_r, error) => (error ? [] : ['MailList', 'MailCounts']),
      }),
      discardDraft: build.mutation<void, string>({
        query: (id) => ({ url: `/mail/drafts/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: ['MailList', 'MailCounts'],
      }),
      listLabels: build.query<{ items: MailLabel[] }, void>({
        query: () => '/mail/labels',
        providesTags: ['MailLabels'],
      }),
      createLabel: build.mutation<MailLabel, { name: string; color: string }>({
        query: (body) => ({ url: '/mail/labels', method: 'POST', body }),
        invalidatesTags: ['MailLabels', 'MailCounts'],
      }),
      updateLabel: build.mutation<MailLabel, { id: string; name?: string; color?: string }>({
        query: ({ id, ...changes }) => ({ url: `/mail/labels/${enc(id)}`, method: 'PATCH', body: changes }),
        invalidatesTags: ['MailLabels'],
      }),
      deleteLabel: build.mutation<void, string>({
        query: (id) => ({ url: `/mail/labels/${enc(id)}`, method: 'DELETE' }),
        // The label leaves every message that had it.
        invalidatesTags: ['MailLabels', 'MailCounts', 'MailList', 'MailThread'],
      }),
      /** Members to write to, by name or e-mail (at most 10). */
      searchRecipients: build.query<{ items: MailPerson[] }, string>({
        query: (q) => ({ url: '/mail/recipients', params: { q } }),
        keepUnusedDataFor: 30,
      }),
    }),
  });

/**
 * The store's dispatch as RTK Query's cache thunks need it: RootState leaves out the API slice (injected when the
 * shell loads), so the app's typed dispatch does not accept them.
 */
// biome-ignore lint/suspicious/noExplicitAny: the API's root state is not part of RootState's type
export type MailDispatch = ThunkDispatch<any, unknown, UnknownAction>;
export type GetState = () => unknown;

/**
 * Runs `change` on every row of every cached list (a change returning 'remove' takes the row out of that list, and
 * out of its total). Says whether any row changed, and how to take the changes back.
 */
export function patchCachedLists(dispatch: MailDispatch, getState: GetState, change: RowChange) {
  let changed = false;
  const patches: { undo: () => void }[] = [];
  for (const args of mailApi.util.selectCachedArgsForQuery(getState() as never, 'listMail')) {
    patches.push(
      dispatch(
        mailApi.util.updateQueryData('listMail', args, (page) => {
          for (const item of [...page.items]) {
            const result = change(item, args);
            if (!result) continue;
            changed = true;
            if (result === 'remove') {
              page.items.splice(page.items.indexOf(item), 1);
              page.total = Math.max(0, page.total - 1);
            }
          }
        }),
      ),
    );
  }
  return { changed, patches };
}

/**
 * Applies a change to the messages `ids` in every cached list and open thread at once; returns how to take it
 * back (the server refused). Lists are read again after the server answers, so the cache ends as the server has it.
 */
function optimistic(dispatch: MailDispatch, getState: GetState, ids: string[], change: RowChange) {
  const wanted = new Set(ids);
  const patches = [
    ...patchCachedLists(dispatch, getState, (item, list) => wanted.has(item.id) && change(item, list))
      .patches,
    ...ids.map((id) =>
      dispatch(
        mailApi.util.updateQueryData('getThread', id, (d) => {
          for (const m of d.thread) if (m.id === id) change(m, null);
          change(d.message, null);
        }),
      ),
    ),
  ];
  return () => {
    for (const p of patches) p.undo();
  };
}

/** Uploads one attachment with progress (10 MB at most; the caller has checked). */
export const uploadMailAttachment = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) =>
  uploadToApi<MailAttachment>(`/mail/attachments?name=${enc(file.name)}`, file, {
    headers: { 'content-type': file.type || 'application/octet-stream' },
    onProgress,
    signal,
  });

export { useMailCountsQuery };

export const {
  useListMailQuery,
  useGetThreadQuery,
  useUpdateMailMutation,
  useBulkMailMutation,
  useSendMailMutation,
  useGetDraftQuery,
  useSaveDraftMutation,
  useDiscardDraftMutation,
  useListLabelsQuery,
  useCreateLabelMutation,
  useUpdateLabelMutation,
  useDeleteLabelMutation,
  useSearchRecipientsQuery,
} = mailApi;
