import { CheckSquareOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CardDetail, ChecklistItem } from '@atrium/contracts';
import { App, Button, Checkbox, Input, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import {
  useAddChecklistItemMutation,
  useDeleteChecklistItemMutation,
  useUpdateChecklistItemMutation,
} from '../api';
import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX } from '../limits';

/** A checklist item's text, checked against the contract's limit; the message to show, or null. */
function useItemText() {
  const { t } = useTranslation('project');
  return (text: string) =>
    !text.trim()
      ? t('drawer.checklist.required')
      : text.trim().length > CHECKLIST_ITEM_MAX
        ? t('form.tooLong', { max: CHECKLIST_ITEM_MAX })
        : null;
}

/** The card's checklist: its progress, items to tick, edit and delete, and a field to add one. */
export function CardChecklist({ card }: { card: CardDetail }) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const check = useItemText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddChecklistItemMutation();
  const items = card.checklistItems;
  const done = items.filter((i) => i.done).length;
  const full = items.length >= CHECKLIST_ITEMS_MAX;

  const submit = async () => {
    if (adding.isLoading) return;
    const problem = check(text);
    if (problem) return setError(problem);
    try {
      await add({ cardId: card.id, text: text.trim() }).unwrap();
      setText('');
      setError(null);
    } catch (e) {
      const field = errors.fields(e).text;
      if (field) setError(field);
      else message.error(errors.message(e));
    }
  };

  return (
    <section className="pj-section" aria-labelledby="pj-checklist-title">
      <h3 id="pj-checklist-title">
        <CheckSquareOutlined aria-hidden /> {t('drawer.checklist.title')}
      </h3>
      {items.length > 0 && (
        <Progress
          percent={Math.round((100 * done) / items.length)}
          size="small"
          aria-label={t('drawer.checklist.progress', { done, total: items.length })}
        />
      )}
      <ul className="pj-checklist">
        {items.map((item) => (
          <ChecklistRow key={item.id} cardId={card.id} item={item} />
        ))}
      </ul>
      <div className="pj-inline-add">
        <Input
          value={text}
          placeholder={t('drawer.checklist.add')}
          aria-label={t('drawer.checklist.add')}
          disabled={full}
          status={error ? 'error' : undefined}
          aria-invalid={!!error || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void submit()}
        />
        <Button onClick={() => void submit()} loading={adding.isLoading} disabled={full}>
          {t('board.add')}
        </Button>
      </div>
      {(error || full) && (
        <div className="pj-field-error" role="alert">
          {error ?? t('drawer.checklist.full', { max: CHECKLIST_ITEMS_MAX })}
        </div>
      )}
    </section>
  );
}

function ChecklistRow({ cardId, item }: { cardId: string; item: ChecklistItem }) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const check = useItemText();
  const [editing, setEditing] = useState<string | null>(null);
  const [update] = useUpdateChecklistItemMutation();
  const [remove] = useDeleteChecklistItemMutation();
  const problem = editing === null ? null : check(editing);

  const run = (request: Promise<unknown>) => request.catch((e) => message.error(errors.message(e)));
  const saveText = async () => {
    if (editing === null || problem) return;
    if (editing.trim() !== item.text)
      await run(update({ cardId, id: item.id, changes: { text: editing.trim() } }).unwrap());
    setEditing(null);
  };

  if (editing !== null)
    return (
      <li className="pj-check-row">
        <Input
          autoFocus
          value={editing}
          aria-label={t('drawer.checklist.editLabel', { text: item.text })}
          status={problem ? 'error' : undefined}
          onChange={(e) => setEditing(e.target.value)}
          onPressEnter={() => void saveText()}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
        />
        <Button size="small" type="primary" disabled={!!problem} onClick={() => void saveText()}>
          {t('form.save')}
        </Button>
        <Button size="small" onClick={() => setEditing(null)}>
          {t('form.cancel')}
        </Button>
        {problem && <div className="pj-field-error pj-check-error">{problem}</div>}
      </li>
    );
  return (
    <li className="pj-check-row">
      <Checkbox
        checked={item.done}
        onChange={(e) =>
          void run(update({ cardId, id: item.id, changes: { done: e.target.checked } }).unwrap())
        }
      >
        <span className={item.done ? 'pj-check-done' : undefined}>{item.text}</span>
      </Checkbox>
      <Button
        size="small"
        type="text"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('drawer.checklist.edit', { text: item.text })}
        onClick={() => setEditing(item.text)}
      />
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('drawer.checklist.delete', { text: item.text })}
        onClick={() => void run(remove({ cardId, id: item.id }).unwrap())}
      />
    </li>
  );
}
