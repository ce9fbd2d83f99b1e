import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDebounced } from '../../../lib/use-debounced';
import { useListConversationsQuery } from '../api';
import { ConversationItem } from './conversation-item';

// Form, Segmented and the member search load when New chat is first opened.
const NewChatModal = lazy(() => import('./new-chat-modal'));

/** The list pane: search, New chat, and the member's conversations (most recent first). */
export function ConversationList({
  activeId,
  myUid,
}: {
  activeId: string | null;
  myUid: string | undefined;
}) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const { data, isLoading, isError, error, refetch } = useListConversationsQuery(q);
  const [creating, setCreating] = useState(false);
  const newChat = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
      {t('newChat')}
    </Button>
  );

  let body: React.ReactNode;
  if (isLoading) {
    body = <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 12 }} />;
  } else if (isError && !data) {
    body = (
      <div style={{ padding: 12 }}>
        <LoadError title={t('loadFailed')} error={error} onRetry={() => void refetch()} />
      </div>
    );
  } else if (!data || data.items.length === 0) {
    body = q ? (
      <Empty className="chat-empty" description={t('empty.noMatch', { q })} />
    ) : (
      <Empty className="chat-empty" description={t('empty.title')}>
        {newChat}
      </Empty>
    );
  } else {
    body = (
      <ul className="chat-list" aria-label={t('conversations')}>
        {data.items.map((c) => (
          <li key={c.id}>
            <ConversationItem conversation={c} myUid={myUid} active={c.id === activeId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="chat-sidebar" aria-label={t('conversations')}>
      <div className="chat-sidebar-head">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {newChat}
      </div>
      {body}
      {creating && (
        <Suspense fallback={null}>
          <NewChatModal myUid={myUid} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </section>
  );
}
