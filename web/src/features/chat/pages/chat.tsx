import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BREAKPOINTS } from '../../../config/app-config';
import { useAppSelector } from '../../../lib/hooks';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { openConversationIdOf } from '../model';
import { useChatSync, useMyUid } from '../sync';
import { useOpenWith } from '../use-open-with';
import { useOutbox } from '../use-outbox';
import '../chat.css';

const CHAT_MUTED_DARK = '#c0c7d2';

/**
 * Apps → Chat: the conversation list and the open conversation side by side; below 768 px one at a time
 * (the list at /app/apps/chat, a conversation at /app/apps/chat/<id> with a back link).
 */
export default function Chat() {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const dark = useAppSelector((s) => s.theme.currentTheme) === 'dark';
  const conversationId = openConversationIdOf(useLocation().pathname);
  const isMobile = !useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const myUid = useMyUid();
  useChatSync();
  const { outbox, entries } = useOutbox();
  useOpenWith();

  // antd's tokens as variables for chat.css: light, dark and the primary colour follow the theme.
  const colours = {
    '--chat-surface': token.colorBgContainer,
    '--chat-border': token.colorBorderSecondary,
    '--chat-text': token.colorText,
    // Times and dividers sit on the bubbles' tinted fill too: in dark mode the app's muted grey is 3.8:1 there,
    // this one 5.2:1 (WCAG AA wants 4.5:1); light mode's reaches 4.8:1 on the fill.
    '--chat-muted': dark ? CHAT_MUTED_DARK : token.colorTextSecondary,
    '--chat-primary': token.colorPrimary,
    '--chat-on-primary': token.colorTextLightSolid,
    '--chat-own': token.colorPrimaryBg,
    '--chat-other': token.colorFillSecondary,
    '--chat-hover': token.controlItemBgHover,
    '--chat-active': token.controlItemBgActive,
    '--chat-success': token.colorSuccess,
    '--chat-error': token.colorError,
    '--chat-drop': token.colorBgMask,
    '--chat-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;

  return (
    <div className={`chat ${isMobile ? 'chat-mobile' : ''}`} style={colours}>
      {(!isMobile || !conversationId) && <ConversationList activeId={conversationId} myUid={myUid} />}
      {conversationId ? (
        <ConversationView
          key={conversationId}
          id={conversationId}
          myUid={myUid}
          showBack={isMobile}
          outbox={outbox}
          pending={entries}
        />
      ) : (
        !isMobile && (
          <div className="chat-main chat-placeholder">
            <Empty description={t('pick')} />
          </div>
        )
      )}
    </div>
  );
}
