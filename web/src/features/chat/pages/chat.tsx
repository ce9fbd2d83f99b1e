import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BREAKPOINTS } from '../../../config/app-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { openConversationIdOf } from '../model';
import { useChatSync, useMyUid } from '../sync';
import { useOutbox } from '../use-outbox';
import '../chat.css';

/**
 * Apps → Chat: the conversation list and the open conversation side by side; below 768 px one at a time
 * (the list at /app/apps/chat, a conversation at /app/apps/chat/<id> with a back link).
 */
export default function Chat() {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const conversationId = openConversationIdOf(useLocation().pathname);
  const isMobile = !useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const myUid = useMyUid();
  useChatSync();
  const { outbox, entries } = useOutbox();

  // antd's tokens as variables for chat.css: light, dark and the primary colour follow the theme.
  const colours = {
    '--chat-surface': token.colorBgContainer,
    '--chat-border': token.colorBorderSecondary,
    '--chat-text': token.colorText,
    '--chat-muted': token.colorTextSecondary,
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
