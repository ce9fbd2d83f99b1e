import type { Conversation, ConversationCreate, MemberView } from '@atrium/contracts';
import { Alert, Form, Input, Modal, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrors } from '../../../lib/api-errors';
import { useCreateConversationMutation } from '../api';
import { CHAT_GROUP_MAX_MEMBERS, CHAT_GROUP_NAME_MAX } from '../limits';
import { chatPath } from '../model';
import { MemberPicker } from './member-picker';

type Mode = 'direct' | 'group';

/**
 * New chat: pick a member to open the conversation with them (the existing one if there is one), or switch to
 * Group to pick several and name the group. The server's refusals show on the fields they concern.
 */
export default function NewChatModal({ myUid, onClose }: { myUid: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const apiErrors = useApiErrors();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('direct');
  const [picked, setPicked] = useState<MemberView[]>([]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [membersError, setMembersError] = useState<string | null>(null);
  const [create, { isLoading, error, reset }] = useCreateConversationMutation();
  const fields = error ? apiErrors.fields(error) : {};

  const open = async (body: ConversationCreate) => {
    const result = await create(body);
    if ('data' in result) {
      navigate(chatPath((result.data as Conversation).id));
      onClose();
    }
  };

  const toggle = (member: MemberView) => {
    reset();
    setMembersError(null);
    setPicked((list) =>
      list.some((m) => m.uid === member.uid)
        ? list.filter((m) => m.uid !== member.uid)
        : list.length + 1 >= CHAT_GROUP_MAX_MEMBERS
          ? list
          : [...list, member],
    );
  };

  const submitGroup = () => {
    const trimmed = name.trim();
    const nameProblem = !trimmed
      ? t('newChatModal.nameRequired')
      : trimmed.length > CHAT_GROUP_NAME_MAX
        ? t('newChatModal.nameTooLong', { max: CHAT_GROUP_NAME_MAX })
        : null;
    const membersProblem = picked.length === 0 ? t('newChatModal.pickMembers') : null;
    setNameError(nameProblem);
    setMembersError(membersProblem);
    if (nameProblem || membersProblem) return;
    void open({ kind: 'group', name: trimmed, memberUids: picked.map((m) => m.uid) });
  };

  const nameHelp = nameError ?? fields.name;
  const membersHelp = membersError ?? fields.memberUids;
  const generalError = error && !fields.name && !fields.memberUids && !fields.memberUid;

  return (
    <Modal
      open
      title={t('newChatModal.title')}
      onCancel={onClose}
      onOk={mode === 'group' ? submitGroup : undefined}
      okText={t('newChatModal.create')}
      cancelText={t('newChatModal.cancel')}
      okButtonProps={{ loading: isLoading, style: mode === 'group' ? undefined : { display: 'none' } }}
      destroyOnHidden
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={(value) => {
          reset();
          setMode(value);
        }}
        options={[
          { value: 'direct', label: t('newChatModal.direct') },
          { value: 'group', label: t('newChatModal.group') },
        ]}
        style={{ marginBlockEnd: 12 }}
      />
      {mode === 'group' && (
        <Form layout="vertical" requiredMark={false} onFinish={submitGroup} component="div">
          <Form.Item
            label={t('newChatModal.groupName')}
            validateStatus={nameHelp ? 'error' : undefined}
            help={nameHelp}
            required
          >
            <Input
              value={name}
              maxLength={CHAT_GROUP_NAME_MAX + 20}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
                reset();
              }}
              onPressEnter={submitGroup}
            />
          </Form.Item>
          <Form.Item
            label={t('newChatModal.selected', { count: picked.length })}
            validateStatus={membersHelp ? 'error' : undefined}
            help={membersHelp}
            style={{ marginBlockEnd: 8 }}
          >
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, minBlockSize: 24 }}>
              {picked.map((m) => (
                <Tag
                  key={m.uid}
                  closable={{ 'aria-label': t('newChatModal.unpick', { name: m.displayName }) }}
                  onClose={() => toggle(m)}
                >
                  {m.displayName}
                </Tag>
              ))}
            </div>
          </Form.Item>
        </Form>
      )}
      {generalError && (
        <Alert type="error" showIcon title={apiErrors.message(error)} style={{ marginBlockEnd: 12 }} />
      )}
      {mode === 'direct' && fields.memberUid && (
        <Alert type="error" showIcon title={fields.memberUid} style={{ marginBlockEnd: 12 }} />
      )}
      <MemberPicker
        exclude={myUid ? [myUid] : []}
        selected={mode === 'group' ? picked.map((m) => m.uid) : undefined}
        onPick={(member) =>
          mode === 'group' ? toggle(member) : void open({ kind: 'direct', memberUid: member.uid })
        }
      />
    </Modal>
  );
}
