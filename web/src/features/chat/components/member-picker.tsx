import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import type { MemberView } from '@atrium/contracts';
import { Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchMembersQuery } from '../api';

/**
 * A searchable list of members (the directory, GET /api/members), leaving out `exclude` (me, or a group's
 * current members). Each member is a button: `selected` marks the ones already picked.
 */
export function MemberPicker({
  exclude,
  selected,
  onPick,
}: {
  exclude: string[];
  selected?: string[];
  onPick: (member: MemberView) => void;
}) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const { data, isFetching } = useSearchMembersQuery({ q: q || undefined, page: 1, pageSize: 20 });
  const members = (data?.items ?? []).filter((m) => !exclude.includes(m.uid));

  return (
    <div>
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('newChatModal.search')}
        aria-label={t('newChatModal.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Spin spinning={isFetching && !data}>
        {members.length === 0 && !isFetching ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newChatModal.noMembers')} />
        ) : (
          <ul className="chat-member-list" aria-label={t('newChatModal.members')}>
            {members.map((m) => {
              const on = selected?.includes(m.uid) ?? false;
              return (
                <li key={m.uid}>
                  <button
                    type="button"
                    className="chat-member-row"
                    onClick={() => onPick(m)}
                    aria-pressed={selected ? on : undefined}
                  >
                    <MemberAvatar member={m} decorative />
                    <bdi style={{ flex: 1 }}>{m.displayName}</bdi>
                    {on && <CheckOutlined aria-hidden />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
    </div>
  );
}
