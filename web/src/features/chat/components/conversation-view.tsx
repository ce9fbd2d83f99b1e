import type { ChatMessage } from '@atrium/contracts';
import { App, Button, Result, Skeleton } from 'antd';
import { type DragEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { sendRealtime } from '../../../lib/realtime';
import {
  chatApi,
  useDeleteMessageMutation,
  useEditMessageMutation,
  useGetConversationQuery,
  useGetMessagesQuery,
  useHideConversationMutation,
  useMarkReadMutation,
  useToggleReactionMutation,
  useUpdateConversationMutation,
} from '../api';
import { storeMessage, storeReadMark } from '../cache';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_IMAGE_TYPES } from '../limits';
import { chatPath, type DisplayMessage, formatBytes, newMessageId, otherMember, withPending } from '../model';
import type { Outbox, OutboxEntry } from '../outbox';
import { pageVisible, useChatDispatch } from '../sync';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import type { BubbleActions } from './message-bubble';
import { MessageList } from './message-list';
import { TypingLine } from './typing-line';

const MemberInfoDrawer = lazy(() => import('./member-info-drawer'));
const GroupMembersModal = lazy(() => import('./group-members-modal'));

type Props = {
  id: string;
  myUid: string | undefined;
  showBack: boolean;
  outbox: Outbox | null;
  pending: OutboxEntry[];
};

/** One conversation: header, history, "typing…", composer; files dropped anywhere on it are sent. */
export function ConversationView({ id, myUid, showBack, outbox, pending }: Props) {
  const { t, i18n } = useTranslation('chat');
  const { message, modal } = App.useApp();
  const apiErrors = useApiErrors();
  const dispatch = useChatDispatch();
  const store = useStore();
  const navigate = useNavigate();
  const conversation = useGetConversationQuery(id);
  const history = useGetMessagesQuery(id);
  const [markRead] = useMarkReadMutation();
  const [editMessage] = useEditMessageMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const [toggleReaction] = useToggleReactionMutation();
  const [updateConversation] = useUpdateConversationMutation();
  const [hideConversation] = useHideConversationMutation();
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [panel, setPanel] = useState<'info' | null>(null);
  const [dragging, setDragging] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadingRef = useRef(false);
  const readSent = useRef(0);

  const c = conversation.data;
  const items = history.data?.items;
  const mine = useMemo(() => pending.filter((e) => e.conversationId === id), [pending, id]);
  const messages = useMemo(() => withPending(items ?? [], mine, myUid ?? ''), [items, mine, myUid]);
  const lastSeq = items?.at(-1)?.seq ?? 0;
  const ctx = () => ({ myUid, openId: pageVisible() ? id : null });

  // Opening the conversation, a new message while it is open and the tab coming back to view all read it.
  useEffect(() => {
    if (!c) return;
    const read = () => {
      if (!pageVisible() || lastSeq === 0 || readSent.current >= lastSeq) return;
      if (lastSeq <= c.readSeq && c.unread === 0) return;
      readSent.current = lastSeq;
      storeReadMark(dispatch, store.getState, id, lastSeq);
      void markRead({ conversationId: id, seq: lastSeq });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [c, lastSeq, id, dispatch, store, markRead]);

  const loadOlder = async () => {
    const before = items?.[0]?.seq;
    if (!before || loadingRef.current || !history.data?.hasMore) return;
    loadingRef.current = true;
    setLoadingOlder(true);
    try {
      const page = await dispatch(
        chatApi.endpoints.getOlderMessages.initiate(
          { conversationId: id, before },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      dispatch(
        chatApi.util.updateQueryData('getMessages', id, (d) => {
          const known = new Set(d.items.map((m) => m.id));
          d.items.unshift(...page.items.filter((m) => !known.has(m.id)));
          d.items.sort((a, b) => a.seq - b.seq);
          d.hasMore = page.hasMore;
        }),
      );
    } catch (error) {
      message.error(t('loadOlderFailed', { reason: apiErrors.message(error) }));
    } finally {
      loadingRef.current = false;
      setLoadingOlder(false);
    }
  };

  const sendText = (text: string) => {
    if (!outbox || !myUid) return;
    outbox.add({
      id: newMessageId(),
      conversationId: id,
      senderUid: myUid,
      kind: 'text',
      text,
      createdAt: new Date().toISOString(),
    });
  };

  const sendFiles = (files: File[]) => {
    if (!outbox || !myUid) return;
    for (const file of files) {
      if (file.size > CHAT_ATTACHMENT_MAX_BYTES) {
        message.error(
          t('upload.tooLarge', {
            name: file.name,
            max: formatBytes(CHAT_ATTACHMENT_MAX_BYTES, i18n.language),
          }),
        );
        continue;
      }
      outbox.add(
        {
          id: newMessageId(),
          conversationId: id,
          senderUid: myUid,
          kind: CHAT_IMAGE_TYPES.includes(file.type) ? 'image' : 'file',
          text: '',
          createdAt: new Date().toISOString(),
          file: { name: file.name, type: file.type, size: file.size },
        },
        file,
      );
    }
  };

  const saveEdit = async (messageId: string, text: string) => {
    setEditing(null);
    try {
      storeMessage(dispatch, store.getState, await editMessage({ id: messageId, text }).unwrap(), ctx());
    } catch (error) {
      message.error(t('message.editFailed', { reason: apiErrors.message(error) }));
    }
  };

  const patchMessage = (messageId: string, change: (m: ChatMessage) => void) =>
    dispatch(
      chatApi.util.updateQueryData('getMessages', id, (d) => {
        const m = d.items.find((i) => i.id === messageId);
        if (m) change(m);
      }),
    );

  const actions: BubbleActions = {
    onReact: (m: DisplayMessage, emoji, on) => {
      if (!myUid) return;
      // Shown at once; undone if the server refuses.
      const patch = patchMessage(m.id, (d) => {
        const r = d.reactions.find((x) => x.emoji === emoji);
        if (on && !r) d.reactions.push({ emoji, uids: [myUid] });
        else if (on && r && !r.uids.includes(myUid)) r.uids.push(myUid);
        else if (!on && r) r.uids = r.uids.filter((u) => u !== myUid);
        d.reactions = d.reactions.filter((x) => x.uids.length > 0);
      });
      toggleReaction({ id: m.id, emoji, on })
        .unwrap()
        .then((updated) => updated && storeMessage(dispatch, store.getState, updated, ctx()))
        .catch((error: unknown) => {
          patch.undo();
          message.error(t('message.reactFailed', { reason: apiErrors.message(error) }));
        });
    },
    onEdit: (m) => setEditing({ id: m.id, text: m.text ?? '' }),
    onDelete: (m) =>
      modal.confirm({
        title: t('message.deleteTitle'),
        content: t('message.deleteText'),
        okText: t('message.delete'),
        okButtonProps: { danger: true },
        cancelText: t('cancel'),
        onOk: async () => {
          try {
            const updated = await deleteMessage(m.id).unwrap();
            if (updated?.id) storeMessage(dispatch, store.getState, updated, ctx());
            else
              patchMessage(m.id, (d) => {
                d.deletedAt = new Date().toISOString();
                d.text = null;
                d.attachment = null;
              });
          } catch (error) {
            message.error(t('message.deleteFailed', { reason: apiErrors.message(error) }));
          }
        },
      }),
    onRetry: (m) => outbox?.retry(m.id),
    onDiscard: (m) => outbox?.discard(m.id),
  };

  const toggleMute = async () => {
    if (!c) return;
    try {
      await updateConversation({ id, changes: { muted: !c.muted } }).unwrap();
      message.success(c.muted ? t('menu.unmuted') : t('menu.muted'));
    } catch (error) {
      message.error(apiErrors.message(error));
    }
  };

  const remove = () =>
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.text'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await hideConversation(id).unwrap();
          message.success(t('delete.done'));
          navigate(chatPath());
        } catch (error) {
          message.error(apiErrors.message(error));
        }
      },
    });

  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  const dropProps = {
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(false);
      sendFiles(Array.from(e.dataTransfer.files));
    },
  };

  if (conversation.isError && !c) {
    const failure = apiErrorOf(conversation.error);
    const gone = failure.status === 404 || failure.status === 403;
    return (
      <section className="chat-main chat-placeholder">
        <Result
          status={gone ? '404' : 'error'}
          title={gone ? t('unavailable') : t('loadFailedOne')}
          subTitle={gone ? undefined : apiErrors.message(conversation.error)}
          extra={
            gone ? (
              <Link to={chatPath()}>{t('back')}</Link>
            ) : (
              <Button onClick={() => void conversation.refetch()}>{t('retry')}</Button>
            )
          }
        />
      </section>
    );
  }
  if (!c || !history.data) {
    return (
      <section className="chat-main" aria-busy>
        <Skeleton active avatar paragraph={{ rows: 4 }} style={{ padding: 16 }} />
      </section>
    );
  }

  const other = otherMember(c, myUid);
  return (
    <section className="chat-main" aria-label={c.name ?? other?.displayName ?? ''} {...dropProps}>
      <ConversationHeader
        conversation={c}
        myUid={myUid}
        showBack={showBack}
        onInfo={() => setPanel('info')}
        onToggleMute={() => void toggleMute()}
        onDelete={remove}
      />
      <MessageList
        conversation={c}
        messages={messages}
        myUid={myUid}
        hasMore={history.data.hasMore}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
        actions={actions}
      />
      <TypingLine conversation={c} myUid={myUid} lastSenderUid={items?.at(-1)?.senderUid} />
      <Composer
        onSend={sendText}
        onFiles={sendFiles}
        onTyping={() => sendRealtime({ type: 'typing', conversationId: id })}
        editing={editing}
        onSaveEdit={(messageId, text) => void saveEdit(messageId, text)}
        onCancelEdit={() => setEditing(null)}
      />
      {dragging && (
        <div className="chat-drop" aria-hidden>
          {t('composer.dropHere')}
        </div>
      )}
      {panel === 'info' && (
        <Suspense fallback={null}>
          {c.kind === 'group' ? (
            <GroupMembersModal conversation={c} myUid={myUid} onClose={() => setPanel(null)} />
          ) : other ? (
            <MemberInfoDrawer member={other} onClose={() => setPanel(null)} />
          ) : null}
        </Suspense>
      )}
    </section>
  );
}
