import type {
  ChatMember,
  ChatMessage,
  Conversation,
  ConversationList,
  MessageList,
  RealtimeEvent,
  Receipt,
} from '@atrium/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { chatApi } from './api';

/**
 * The store's dispatch as RTK Query's cache thunks need it: RootState leaves out the API slice (injected when the
 * shell loads), so ChatDispatch does not accept them.
 */
// biome-ignore lint/suspicious/noExplicitAny: the API's root state is not part of RootState's type
export type ChatDispatch = ThunkDispatch<any, unknown, UnknownAction>;

// How messages, receipts and presence reach the RTK Query cache, from the POST answers and from realtime
// events alike. Every change is idempotent (a message is upserted by id, a conversation's last message only
// moves forward by seq), so a message that arrives both as the POST's answer and as an event counts once.

/** Puts a message into a conversation's loaded history (replaces it when known, else inserts it by seq). */
export function upsertMessage(list: MessageList, message: ChatMessage) {
  const index = list.items.findIndex((m) => m.id === message.id);
  if (index >= 0) {
    list.items[index] = message;
    return;
  }
  let at = list.items.length;
  while (at > 0 && (list.items[at - 1] as ChatMessage).seq > message.seq) at -= 1;
  list.items.splice(at, 0, message);
}

export type ApplyContext = {
  myUid: string | undefined;
  /** The conversation on screen while the tab is visible: its new messages are read at once, not unread. */
  openId: string | null;
};

/**
 * A new or changed message in the conversation list: the newer message becomes the preview, the conversation
 * moves to the top, and someone else's message adds to the unread counts. False when the list does not hold
 * the conversation (a new one: the caller reloads the list).
 */
export function applyMessageToList(list: ConversationList, message: ChatMessage, ctx: ApplyContext): boolean {
  const index = list.items.findIndex((c) => c.id === message.conversationId);
  if (index < 0) return false;
  const conversation = list.items[index] as Conversation;
  const last = conversation.lastMessage;
  if (last && last.seq >= message.seq) {
    // Already counted (or older): only an edit of the preview itself changes anything.
    if (last.id === message.id) conversation.lastMessage = message;
    return true;
  }
  conversation.lastMessage = message;
  conversation.updatedAt = message.createdAt;
  const mine = message.senderUid === ctx.myUid;
  if (mine) {
    conversation.readSeq = Math.max(conversation.readSeq, message.seq);
  } else if (ctx.openId !== conversation.id && message.seq > conversation.readSeq) {
    conversation.unread += 1;
    if (!conversation.muted) list.unread += 1;
  }
  list.items.splice(index, 1);
  list.items.unshift(conversation);
  return true;
}

/** My read mark moved to `seq`: the conversation has nothing unread up to there. */
export function markReadInList(list: ConversationList, conversationId: string, seq: number) {
  const conversation = list.items.find((c) => c.id === conversationId);
  if (!conversation || conversation.readSeq >= seq) return;
  conversation.readSeq = seq;
  const lastSeq = conversation.lastMessage?.seq ?? 0;
  if (seq >= lastSeq && conversation.unread > 0) {
    if (!conversation.muted) list.unread = Math.max(0, list.unread - conversation.unread);
    conversation.unread = 0;
  }
}

/**
 * The other members' delivered and read marks as the server states them now (the ticks of my messages). A mark
 * never moves back, so an event that overtook an older answer does not undo it.
 */
export function applyReceipts(conversation: Conversation, others: Receipt[]) {
  conversation.receipts = others.map((r) => {
    const known = conversation.receipts.find((k) => k.uid === r.uid);
    return known
      ? {
          uid: r.uid,
          deliveredSeq: Math.max(known.deliveredSeq, r.deliveredSeq),
          readSeq: Math.max(known.readSeq, r.readSeq),
        }
      : { ...r };
  });
}

function applyPresence(members: ChatMember[], uid: string, online: boolean, lastSeenAt: string | null) {
  for (const member of members) {
    if (member.uid !== uid) continue;
    member.online = online;
    member.lastSeenAt = lastSeenAt ?? member.lastSeenAt;
  }
}

type GetState = () => unknown;

const cachedLists = (getState: GetState) =>
  chatApi.util.selectCachedArgsForQuery(getState() as never, 'listConversations');
const cachedConversations = (getState: GetState) =>
  chatApi.util.selectCachedArgsForQuery(getState() as never, 'getConversation');

/** A message as the server has it (a POST's answer, an edit, an event) into every cached view of it. */
export function storeMessage(
  dispatch: ChatDispatch,
  getState: GetState,
  message: ChatMessage,
  ctx: ApplyContext,
) {
  dispatch(
    chatApi.util.updateQueryData('getMessages', message.conversationId, (d) => upsertMessage(d, message)),
  );
  let unknown = false;
  for (const q of cachedLists(getState)) {
    dispatch(
      chatApi.util.updateQueryData('listConversations', q, (d) => {
        if (!applyMessageToList(d, message, ctx) && q === '') unknown = true;
      }),
    );
  }
  dispatch(
    chatApi.util.updateQueryData('getConversation', message.conversationId, (d) => {
      if (!d.lastMessage || d.lastMessage.seq <= message.seq) d.lastMessage = message;
      if (message.senderUid === ctx.myUid) d.readSeq = Math.max(d.readSeq, message.seq);
    }),
  );
  // A conversation the list does not have yet (someone started it, or it was hidden): read the list again.
  if (unknown) dispatch(chatApi.util.invalidateTags(['ChatConversations']));
}

/** My read mark, applied before the server confirms it (the badge drops at once). */
export function storeReadMark(
  dispatch: ChatDispatch,
  getState: GetState,
  conversationId: string,
  seq: number,
) {
  for (const q of cachedLists(getState)) {
    dispatch(
      chatApi.util.updateQueryData('listConversations', q, (d) => markReadInList(d, conversationId, seq)),
    );
  }
  dispatch(
    chatApi.util.updateQueryData('getConversation', conversationId, (d) => {
      d.readSeq = Math.max(d.readSeq, seq);
      d.unread = 0;
    }),
  );
}

/** One realtime event of the chat into the cache. */
export function applyChatEvent(
  dispatch: ChatDispatch,
  getState: GetState,
  event: RealtimeEvent,
  ctx: ApplyContext,
) {
  switch (event.kind) {
    case 'chat.message':
    case 'chat.message.updated':
      storeMessage(dispatch, getState, event.data.message as ChatMessage, ctx);
      return;
    case 'chat.conversation':
      dispatch(
        chatApi.util.invalidateTags([
          'ChatConversations',
          { type: 'ChatConversation', id: event.data.conversationId },
        ]),
      );
      return;
    case 'chat.receipt': {
      const { conversationId, receipts } = event.data;
      const mine = receipts.find((r) => r.uid === ctx.myUid);
      const others = receipts.filter((r) => r.uid !== ctx.myUid);
      // My own mark moved: I read the conversation here or in another tab.
      if (mine) storeReadMark(dispatch, getState, conversationId, mine.readSeq);
      for (const q of cachedLists(getState)) {
        dispatch(
          chatApi.util.updateQueryData('listConversations', q, (d) => {
            const c = d.items.find((i) => i.id === conversationId);
            if (c) applyReceipts(c, others);
          }),
        );
      }
      dispatch(
        chatApi.util.updateQueryData('getConversation', conversationId, (d) => applyReceipts(d, others)),
      );
      return;
    }
    default:
  }
}

/** Someone came online or left: the dots and "last seen" of every cached conversation. */
export function applyPresenceSignal(
  dispatch: ChatDispatch,
  getState: GetState,
  { uid, online, lastSeenAt }: { uid: string; online: boolean; lastSeenAt: string | null },
) {
  for (const q of cachedLists(getState)) {
    dispatch(
      chatApi.util.updateQueryData('listConversations', q, (d) => {
        for (const c of d.items) applyPresence(c.members, uid, online, lastSeenAt);
      }),
    );
  }
  for (const id of cachedConversations(getState)) {
    dispatch(
      chatApi.util.updateQueryData('getConversation', id, (d) =>
        applyPresence(d.members, uid, online, lastSeenAt),
      ),
    );
  }
}

/** The channel missed events: everything of the chat is read again. */
export const reloadChat = (dispatch: ChatDispatch) =>
  dispatch(chatApi.util.invalidateTags(['ChatConversations', 'ChatConversation', 'ChatMessages']));
