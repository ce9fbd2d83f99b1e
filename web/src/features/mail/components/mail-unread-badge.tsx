import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/hooks';
import { useRealtimeEvent, useRealtimeReset, useRealtimeStatus } from '../../../lib/realtime';
import { mailCountsApi, useMailCountsQuery } from '../counts-api';

export { mailCountsApi, useMailCountsQuery };

/** Realtime events keep the count current; polling is only the fallback while the channel is down. */
export const BADGE_POLL_MS = 60_000;
/** Events in a burst (a bulk action) cost one count request. */
const RECOUNT_AFTER_MS = 300;

/**
 * The side nav's count of unread mail in the Inbox. Kept tiny and free of antd components and of the mail screen's
 * code: the shell carries it on every page. Its words are the shell's (loaded with the layout), not the mail's.
 */
export default function MailUnreadBadge() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const live = useRealtimeStatus() === 'open';
  const { data } = useMailCountsQuery(undefined, {
    pollingInterval: live ? 0 : BADGE_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const recount = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => dispatch(mailCountsApi.util.invalidateTags(['MailCounts'])),
      RECOUNT_AFTER_MS,
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // New mail, or mail read, moved or deleted here or in another tab.
  useRealtimeEvent(['mail.message', 'mail.changed'], recount);
  useRealtimeReset(recount);

  const unread = data?.folders.inbox.unread ?? 0;
  if (unread <= 0) return null;
  return (
    <span
      data-testid="mail-unread-badge"
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
        {t('nav.mailBadge', { count: unread })}
      </span>
    </span>
  );
}
