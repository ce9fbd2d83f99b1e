import type {
  ChatAttachmentUpload,
  ChatMessage,
  Conversation,
  ConversationCreate,
  ConversationList,
  ConversationUpdate,
  MemberList,
  MemberListQuery,
  MessageList,
  MessageSend,
} from '@atrium/contracts';
import { api } from '../../lib/api';
import { CHAT_PAGE_SIZE as PAGE_SIZE } from './limits';

const enc = encodeURIComponent;

/**
 * Messages loaded again (a remount, a realtime reset) join what was loaded before when the two overlap, so the
 * older pages the member scrolled through stay; with a gap between them the new page replaces the old.
 */
export function mergeMessages(current: MessageList, incoming: MessageList): MessageList {
  const newest = current.items.at(-1)?.seq ?? 0;
  const oldestIncoming = incoming.items[0]?.seq ?? 0;
  if (incoming.items.length > 0 && incoming.hasMore && oldestIncoming > newest) return incoming;
  const byId = new Map(current.items.map((m) => [m.id, m]));
  for (const m of incoming.items) byId.set(m.id, m);
  const items = [...byId.values()].sort((a, b) => a.seq - b.seq);
  const keepsOlder = (current.items[0]?.seq ?? Number.POSITIVE_INFINITY) < oldestIncoming;
  return { items, hasMore: keepsOlder ? current.hasMore : incoming.hasMore };
}

/** The chat endpoints (GET/POST /api/chat/...), and the member directory for New chat. */
export const chatApi = api
  .enhanceEndpoints({ addTagTypes: ['ChatConversations', 'ChatConversation', 'ChatMessages', 'ChatUnread'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `q` '' is the whole list (the side nav's badge shares that cache entry). */
      listConversations: build.query<ConversationList, string>({
        query: (q) => ({ url: '/chat/conversations', params: q ? { q } : undefined }),
        providesTags: ['ChatConversations'],
      }),
      getConversation: build.query<Conversation, string>({
        query: (id) => `/chat/conversations/${enc(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'ChatConversation', id }],
      }),
      createConversation: build.mutation<Conversation, ConversationCreate>({
        query: (body) => ({ url: '/chat/conversations', method: 'POST', body }),
        invalidatesTags: ['ChatConversations'],
      }),
      updateConversation: build.mutation<Conversation, { id: string; changes: ConversationUpdate }>({
        query: ({ id, changes }) => ({
          url: `/chat/conversations/${enc(id)}`,
          method: 'PATCH',
          body: changes,
        }),
        // Muting changes the badge's total (its own count, and the list's).
        invalidatesTags: (_r, _e, { id }) => [
          'ChatConversations',
          'ChatUnread',
          { type: 'ChatConversation', id },
        ],
      }),
      /** Hides the conversation for me (it comes back with the next message). */
      hideConversation: build.mutation<void, string>({
        query: (id) => ({ url: `/chat/conversations/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: ['ChatConversations', 'ChatUnread'],
      }),
      addMembers: build.mutation<unknown, { id: string; uids: string[] }>({
        query: ({ id, uids }) => ({
          url: `/chat/conversations/${enc(id)}/members`,
          method: 'POST',
          body: { uids },
        }),
        invalidatesTags: (_r, _e, { id }) => ['ChatConversations', { type: 'ChatConversation', id }],
      }),
      /** Removes a member; my own uid leaves the group. */
      removeMember: build.mutation<unknown, { id: string; uid: string }>({
        query: ({ id, uid }) => ({
          url: `/chat/conversations/${enc(id)}/members/${enc(uid)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { id }) => ['ChatConversations', { type: 'ChatConversation', id }],
      }),
      /** The newest page; older pages are added to the same entry (see useOlderMessages). */
      getMessages: build.query<MessageList, string>({
        query: (id) => ({ url: `/chat/conversations/${enc(id)}/messages`, params: { limit: PAGE_SIZE } }),
        providesTags: (_r, _e, id) => [{ type: 'ChatMessages', id }],
        merge: (current, incoming) => mergeMessages(current, incoming),
      }),
      getOlderMessages: build.query<MessageList, { conversationId: string; before: number }>({
        query: ({ conversationId, before }) => ({
          url: `/chat/conversations/${enc(conversationId)}/messages`,
          params: { before, limit: PAGE_SIZE },
        }),
        keepUnusedDataFor: 0,
      }),
      sendMessage: build.mutation<ChatMessage, { conversationId: string; body: MessageSend }>({
        query: ({ conversationId, body }) => ({
          url: `/chat/conversations/${enc(conversationId)}/messages`,
          method: 'POST',
          body,
        }),
      }),
      editMessage: build.mutation<ChatMessage, { id: string; text: string }>({
        query: ({ id, text }) => ({ url: `/chat/messages/${enc(id)}`, method: 'PATCH', body: { text } }),
      }),
      deleteMessage: build.mutation<ChatMessage | null, string>({
        query: (id) => ({ url: `/chat/messages/${enc(id)}`, method: 'DELETE' }),
      }),
      toggleReaction: build.mutation<ChatMessage | null, { id: string; emoji: string; on: boolean }>({
        query: ({ id, emoji, on }) => ({
          url: `/chat/messages/${enc(id)}/reactions`,
          method: 'POST',
          body: { emoji, on },
        }),
      }),
      markRead: build.mutation<void, { conversationId: string; seq: number }>({
        query: ({ conversationId, seq }) => ({
          url: `/chat/conversations/${enc(conversationId)}/read`,
          method: 'POST',
          body: { seq },
        }),
      }),
      uploadAttachment: build.mutation<ChatAttachmentUpload, File>({
        query: (file) => ({
          url: '/chat/attachments',
          method: 'POST',
          body: file,
          headers: {
            'content-type': file.type || 'application/octet-stream',
            'x-file-name': enc(file.name),
          },
        }),
      }),
      /** The member directory (GET /api/members), for New chat and adding group members. */
      searchMembers: build.query<MemberList, MemberListQuery>({
        query: (params) => ({ url: '/members', params }),
        providesTags: ['Members'],
      }),
    }),
  });

export const {
  useListConversationsQuery,
  useGetConversationQuery,
  useCreateConversationMutation,
  useUpdateConversationMutation,
  useHideConversationMutation,
  useAddMembersMutation,
  useRemoveMemberMutation,
  useGetMessagesQuery,
  useEditMessageMutation,
  useDeleteMessageMutation,
  useToggleReactionMutation,
  useMarkReadMutation,
  useSearchMembersQuery,
} = chatApi;
