import { MessageOutlined } from '@ant-design/icons';
import type { CardComment, CardDetail } from '@atrium/contracts';
import { App, Button, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { useApiErrors } from '../../../lib/api-errors';
import { useAddCardCommentMutation, useDeleteCardCommentMutation, useEditCardCommentMutation } from '../api';
import { dateTime } from '../format';
import { CARD_COMMENT_MAX } from '../limits';

const problemOf = (text: string, t: TFunction<'project'>) =>
  !text.trim()
    ? t('drawer.comments.required')
    : text.length > CARD_COMMENT_MAX
      ? t('form.tooLong', { max: CARD_COMMENT_MAX })
      : null;

/** The card's comments, oldest first, with their author and time; one's own can be edited and deleted. */
export function CardComments({ card, myUid }: { card: CardDetail; myUid: string | undefined }) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddCardCommentMutation();

  const submit = async () => {
    if (isLoading) return;
    const problem = problemOf(text, t);
    if (problem) return setError(problem);
    try {
      await add({ cardId: card.id, text }).unwrap();
      setText('');
      setError(null);
    } catch (e) {
      const field = errors.fields(e).text;
      if (field) setError(field);
      else message.error(errors.message(e));
    }
  };

  return (
    <section className="pj-section" aria-labelledby="pj-comments-title">
      <h3 id="pj-comments-title">
        <MessageOutlined aria-hidden /> {t('drawer.comments.title')}
      </h3>
      <ul className="pj-comments">
        {card.commentList.map((c) => (
          <Comment key={c.id} comment={c} cardId={card.id} mine={c.author?.uid === myUid} />
        ))}
      </ul>
      <Input.TextArea
        value={text}
        autoSize={{ minRows: 2, maxRows: 6 }}
        aria-label={t('drawer.comments.write')}
        placeholder={t('drawer.comments.write')}
        status={error ? 'error' : undefined}
        aria-invalid={!!error || undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <div className="pj-field-error" role="alert">
          {error}
        </div>
      )}
      <div className="pj-form-actions">
        <Button type="primary" loading={isLoading} onClick={() => void submit()}>
          {t('drawer.comments.send')}
        </Button>
      </div>
    </section>
  );
}

function Comment({ comment, cardId, mine }: { comment: CardComment; cardId: string; mine: boolean }) {
  const { t } = useTranslation('project');
  const { message, modal } = App.useApp();
  const errors = useApiErrors();
  const [editing, setEditing] = useState<string | null>(null);
  const [edit, editState] = useEditCardCommentMutation();
  const [remove] = useDeleteCardCommentMutation();
  const author = comment.author ?? { uid: '', displayName: t('drawer.formerMember'), avatarUrl: null };
  const problem = editing === null ? null : problemOf(editing, t);

  const save = async () => {
    if (editing === null || problem || editState.isLoading) return;
    try {
      await edit({ cardId, id: comment.id, text: editing }).unwrap();
      setEditing(null);
    } catch (e) {
      message.error(errors.message(e));
    }
  };
  const confirmDelete = () =>
    modal.confirm({
      title: t('drawer.comments.deleteTitle'),
      okText: t('drawer.delete'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: () =>
        remove({ cardId, id: comment.id })
          .unwrap()
          .catch((e) => message.error(errors.message(e))),
    });

  return (
    <li className="pj-comment" data-testid="card-comment">
      <MemberAvatar member={author} size="small" decorative />
      <div className="pj-comment-body">
        <div className="pj-comment-head">
          <bdi className="pj-comment-author">{author.displayName}</bdi>
          <time className="pj-muted" dateTime={comment.createdAt}>
            {dateTime(comment.createdAt)}
          </time>
          {comment.editedAt && <span className="pj-muted">{t('drawer.comments.edited')}</span>}
        </div>
        {editing === null ? (
          <p className="pj-comment-text" dir="auto">
            {comment.text}
          </p>
        ) : (
          <>
            <Input.TextArea
              autoFocus
              value={editing}
              autoSize={{ minRows: 2, maxRows: 6 }}
              aria-label={t('drawer.comments.editLabel')}
              status={problem ? 'error' : undefined}
              onChange={(e) => setEditing(e.target.value)}
            />
            {problem && <div className="pj-field-error">{problem}</div>}
          </>
        )}
        {mine && (
          <div className="pj-comment-actions">
            {editing === null ? (
              <>
                <Button size="small" type="link" onClick={() => setEditing(comment.text)}>
                  {t('drawer.comments.edit')}
                </Button>
                <Button size="small" type="link" danger onClick={confirmDelete}>
                  {t('drawer.delete')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="small"
                  type="primary"
                  loading={editState.isLoading}
                  disabled={!!problem}
                  onClick={() => void save()}
                >
                  {t('form.save')}
                </Button>
                <Button size="small" onClick={() => setEditing(null)}>
                  {t('form.cancel')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
