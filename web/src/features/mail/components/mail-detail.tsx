import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MailFolder } from '@atrium/contracts';
import { Alert, App, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { listPathOf } from '../address';
import { useBulkMailMutation, useGetThreadQuery, useListLabelsQuery } from '../api';
import { ComposeForm } from '../compose/compose-form';
import { replyInitial } from '../compose/reply-initial';
import type { ComposeInitial } from '../compose/use-compose';
import type { ReplyMode } from '../model';
import { DetailActions } from './detail-actions';
import { ThreadMessage } from './thread-message';

type Props = {
  messageId: string;
  folder: MailFolder | null;
  labelId: string | null;
  myUid: string | undefined;
};

/**
 * A message opened (which marks it read): back to the list, its subject, its thread (older messages folded, a click
 * opens them), star, labels, Reply, Reply all, Forward and Delete; a reply is written right under it.
 */
export function MailDetail({ messageId, folder, labelId, myUid }: Props) {
  const { t } = useTranslation('mail');
  const { message: toast, modal } = App.useApp();
  const apiErrors = useApiErrors();
  const navigate = useNavigate();
  const thread = useGetThreadQuery(messageId);
  const { data: labelList } = useListLabelsQuery();
  const [bulk] = useBulkMailMutation();
  const [open, setOpen] = useState<Set<string>>(() => new Set([messageId]));
  const [reply, setReply] = useState<{ mode: ReplyMode; initial: ComposeInitial } | null>(null);
  const back = listPathOf({ folder, labelId });
  // Another message opened in the same screen: only it is unfolded, and no reply is open.
  useEffect(() => {
    setOpen(new Set([messageId]));
    setReply(null);
  }, [messageId]);

  if (!thread.data) {
    if (!thread.isError) return <Skeleton active avatar className="mail-pane-pad" />;
    const gone = apiErrorOf(thread.error).status === 404;
    return (
      <div className="mail-pane-pad">
        <Alert
          type={gone ? 'warning' : 'error'}
          showIcon
          title={gone ? t('detail.gone') : apiErrors.message(thread.error)}
          action={
            gone ? (
              <Link to={back}>{t('detail.back')}</Link>
            ) : (
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => thread.refetch()}>
                {t('actions.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const { message, thread: messages } = thread.data;
  const act = async (action: 'delete' | 'restore' | 'purge') => {
    try {
      await bulk({ ids: [message.id], action }).unwrap();
      toast.success(t(`bulk.done.${action}`, { count: 1 }));
      navigate(back);
    } catch (error) {
      toast.error(apiErrors.message(error));
    }
  };
  const purge = () =>
    modal.confirm({
      title: t('bulk.purgeTitle', { count: 1 }),
      content: t('bulk.purgeText'),
      okText: t('bulk.purge'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => act('purge'),
    });

  return (
    <article className="mail-detail" aria-labelledby="mail-detail-subject">
      <div className="mail-detail-bar">
        <Button
          type="text"
          icon={<ArrowLeftOutlined className="mail-flip" aria-hidden />}
          aria-label={t('detail.back')}
          title={t('detail.back')}
          onClick={() => navigate(back)}
        />
        <DetailActions
          message={message}
          labels={labelList?.items ?? []}
          onReply={(mode) => setReply({ mode, initial: replyInitial(message, mode, myUid, t) })}
          onDelete={() => (message.deleted ? purge() : act('delete'))}
          onRestore={message.deleted ? () => act('restore') : undefined}
        />
      </div>
      <h2 id="mail-detail-subject" className="mail-detail-subject" dir="auto">
        {message.subject || t('list.noSubject')}
      </h2>
      <ol className="mail-thread" aria-label={t('detail.thread', { count: messages.length })}>
        {messages.map((m) => (
          <ThreadMessage
            key={m.id}
            message={m}
            expanded={open.has(m.id)}
            onToggle={() =>
              setOpen((s) => {
                const next = new Set(s);
                if (next.has(m.id)) next.delete(m.id);
                else next.add(m.id);
                return next;
              })
            }
          />
        ))}
      </ol>
      {reply && (
        <ComposeForm
          key={reply.initial.id}
          variant="inline"
          autoFocusBody
          title={t(`detail.${reply.mode}`)}
          initial={reply.initial}
          onSent={() => {
            toast.success(t('compose.sent'));
            setReply(null);
          }}
          onDiscarded={() => setReply(null)}
        />
      )}
    </article>
  );
}
