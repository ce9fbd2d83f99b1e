import type { ChatUnread } from '@atrium/contracts';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { useRealtimeEvent, useRealtimeReset, useRealtimeStatus } from '../../../lib/realtime';

/** Realtime events keep the count current; polling is only the fallback while the channel is down. */
export const BADGE_POLL_MS = 60_000;
/** Events in a burst (a busy group) cost one count request. */
const RECOUNT_AFTER_MS = 300;

/**
 * The count on its own small endpoint: the shell carries the badge on every page, and the conversation list,
 * its cache logic and their events belong to the chat screen.
 */
const unreadApi = api.enhanceEndpoints({ addTagTypes: ['ChatUnread'] }).injectEndpoints({
  endpoints: (build) => ({
    chatUnread: build.query<ChatUnread, void>({ query: () => '/chat/unread', providesTags: ['ChatUnread'] }),
  }),
});

function UnreadLabel({ count }: { count: number }) {
  // Not suspending: the menu must not wait for the chat's texts (they load when a count first shows).
  const { t, ready } = useTranslation('chat', { useSuspense: false });
  return ready ? <span className="chat-nav-badge-label">{t('badge', { count })}</span> : null;
}

/**
 * The side nav's count of unread chat messages (muted conversations left out). Kept tiny, and free of antd
 * components: the shell carries it on every page.
 */
export default function ChatUnreadBadge() {
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const live = useRealtimeStatus() === 'open';
  const { data } = unreadApi.useChatUnreadQuery(undefined, {
    pollingInterval: live ? 0 : BADGE_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const recount = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => dispatch(unreadApi.util.invalidateTags(['ChatUnread'])),
      RECOUNT_AFTER_MS,
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new message, a read mark (here or in another tab), a conversation muted, left or deleted.
  useRealtimeEvent(['chat.message', 'chat.receipt', 'chat.conversation'], recount);
  useRealtimeReset(recount);

  const unread = data?.unread ?? 0;
  if (unread <= 0) return null;
  return (
    <span
      data-testid="chat-unread-badge"
      style={{
        display: 'inline-block',
        minWidth: 18,
        height: 18,
        marginInlineStart: 8,
        padding: '0 5px',
        borderRadius: 9,
        background: token.colorError,
        color: token.colorTextLightSolid,
        fontSize: 11,
        lineHeight: '18px',
        textAlign: 'center',
        verticalAlign: 'middle',
      }}
    >
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        <UnreadLabel count={unread} />
      </span>
    </span>
  );
}
