import { LogoutOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { Conversation } from '@atrium/contracts';
import { Alert, App, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { useApiErrors } from '../../../lib/api-errors';
import { useAddMembersMutation, useRemoveMemberMutation } from '../api';
import { CHAT_GROUP_MAX_MEMBERS } from '../limits';
import { chatPath } from '../model';
import { MemberPicker } from './member-picker';

/** A group's members: add some, remove one (the server says who may), or leave the group. */
export default function GroupMembersModal({
  conversation: c,
  myUid,
  onClose,
}: {
  conversation: Conversation;
  myUid: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const { modal, message } = App.useApp();
  const apiErrors = useApiErrors();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [addMembers, added] = useAddMembersMutation();
  const [removeMember, removed] = useRemoveMemberMutation();
  const error = added.error ?? removed.error;

  const leave = () =>
    modal.confirm({
      title: t('group.leaveConfirm'),
      content: t('group.leaveText'),
      okText: t('group.leave'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        if (!myUid) return;
        const result = await removeMember({ id: c.id, uid: myUid });
        if ('error' in result) return;
        message.success(t('group.left'));
        onClose();
        navigate(chatPath());
      },
    });

  return (
    <Modal
      open
      title={t('group.title', { name: c.name ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {error && (
        <Alert type="error" showIcon title={apiErrors.message(error)} style={{ marginBlockEnd: 12 }} />
      )}
      <ul className="chat-member-list" aria-label={t('group.members')}>
        {c.members.map((m) => (
          <li key={m.uid} className="chat-member-row" style={{ cursor: 'default' }}>
            <MemberAvatar member={m} decorative />
            <bdi style={{ flex: 1 }}>
              {m.displayName} {m.uid === myUid && t('group.you')}{' '}
              {m.uid === c.createdBy && `· ${t('group.creator')}`}
            </bdi>
            {m.uid !== myUid && c.createdBy === myUid && (
              <Button
                type="text"
                danger
                icon={<UserDeleteOutlined />}
                aria-label={t('group.remove', { name: m.displayName })}
                loading={removed.isLoading && removed.originalArgs?.uid === m.uid}
                onClick={() => void removeMember({ id: c.id, uid: m.uid })}
              />
            )}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8, marginBlock: 12 }}>
        <Button onClick={() => setAdding((v) => !v)} disabled={c.members.length >= CHAT_GROUP_MAX_MEMBERS}>
          {t('group.add')}
        </Button>
        <Button danger icon={<LogoutOutlined aria-hidden />} onClick={leave}>
          {t('group.leave')}
        </Button>
      </div>
      {adding && (
        <MemberPicker
          exclude={c.members.map((m) => m.uid)}
          onPick={(member) => void addMembers({ id: c.id, uids: [member.uid] })}
        />
      )}
    </Modal>
  );
}
