import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useAddBoardCardMutation } from '../api';
import { CARD_TITLE_MAX } from '../limits';

type Props = {
  projectId: string;
  columnId: string;
  columnName: string;
  /** In a column whose cards are not all loaded, new cards go after the last loaded one, where they show. */
  afterId?: string;
};

/** Add card, inline at a column's foot: a title, Enter to add (the field stays open for the next one). */
export function AddCard({ projectId, columnId, columnName, afterId }: Props) {
  const { t } = useTranslation('project');
  const errors = useApiErrors();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddBoardCardMutation();
  const errorId = useId();

  const submit = async () => {
    if (isLoading) return;
    const text = title.trim();
    if (!text) return setError(t('board.titleRequired'));
    if (text.length > CARD_TITLE_MAX) return setError(t('form.tooLong', { max: CARD_TITLE_MAX }));
    try {
      await add({ projectId, columnId, title: text, afterId }).unwrap();
      setTitle('');
      setError(null);
    } catch (e) {
      setError(errors.fields(e).title ?? errors.message(e));
    }
  };

  if (!open)
    return (
      <Button
        className="pj-add-card"
        type="text"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('board.addCardTo', { column: columnName })}
      >
        {t('board.addCard')}
      </Button>
    );
  return (
    <div className="pj-add-card-form">
      <Input.TextArea
        autoFocus
        autoSize={{ minRows: 2, maxRows: 5 }}
        value={title}
        aria-label={t('board.cardTitleIn', { column: columnName })}
        placeholder={t('board.cardTitle')}
        status={error ? 'error' : undefined}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setTitle(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void submit();
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {error && (
        <div className="pj-field-error" id={errorId} role="alert">
          {error}
        </div>
      )}
      <div className="pj-form-actions">
        <Button type="primary" size="small" loading={isLoading} onClick={() => void submit()}>
          {t('board.add')}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('form.cancel')}
        </Button>
      </div>
    </div>
  );
}
