import { CheckOutlined } from '@ant-design/icons';
import type { CardDetail, CardUpdate, Project } from '@atrium/contracts';
import { App, Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useUpdateBoardCardMutation } from '../api';
import type { ColumnView } from '../board/board-model';
import { CARD_ASSIGNEES_MAX, CARD_DESCRIPTION_MAX, CARD_LABELS, CARD_TITLE_MAX } from '../limits';
import { columnName } from '../names';
import { type CardLabel, LABEL_COLORS } from './card-labels';

type Props = {
  card: CardDetail;
  project: Project;
  columns: ColumnView[];
  onMove: (
    cardId: string,
    fromColumnId: string,
    columnId: string,
    at: { afterId: string | null; beforeId: string | null },
  ) => Promise<void>;
};

/** The card's own fields, each saved when changed: title, column, assignees, due date, labels, description. */
export function CardFields({ card, project, columns, onMove }: Props) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const [update, { isLoading }] = useUpdateBoardCardMutation();
  const [title, setTitle] = useState(card.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [description, setDescription] = useState(card.description);
  // Another member's rename or description arrives here too, unless this member is editing that field.
  const savedDescription = useRef(card.description);
  useEffect(() => setTitle(card.title), [card.title]);
  useEffect(() => {
    setDescription((mine) => (mine === savedDescription.current ? card.description : mine));
    savedDescription.current = card.description;
  }, [card.description]);
  const ids = {
    title: useId(),
    titleError: useId(),
    column: useId(),
    people: useId(),
    due: useId(),
    text: useId(),
  };

  const save = async (changes: CardUpdate) => {
    try {
      await update({ id: card.id, changes }).unwrap();
      return true;
    } catch (e) {
      const field = errors.fields(e);
      if (field.title) setTitleError(field.title);
      else message.error(errors.message(e));
      return false;
    }
  };

  const saveTitle = () => {
    const text = title.trim();
    if (text === card.title) return setTitleError(null);
    if (!text) return setTitleError(t('board.titleRequired'));
    if (text.length > CARD_TITLE_MAX) return setTitleError(t('form.tooLong', { max: CARD_TITLE_MAX }));
    setTitleError(null);
    void save({ title: text });
  };

  const toggleLabel = (label: CardLabel, on: boolean) => {
    const next = CARD_LABELS.filter((l) => (l === label ? on : card.labels.includes(l)));
    void save({ labels: next });
  };

  const moveTo = (columnId: string) => {
    const target = columns.find((c) => c.id === columnId);
    const last = target?.cards.filter((c) => c.id !== card.id).at(-1);
    void onMove(card.id, card.columnId, columnId, { afterId: last?.id ?? null, beforeId: null });
  };

  const descriptionTooLong = description.length > CARD_DESCRIPTION_MAX;
  return (
    <div className="pj-fields">
      <label htmlFor={ids.title}>{t('drawer.fields.title')}</label>
      <div>
        <Input
          id={ids.title}
          dir="auto"
          value={title}
          status={titleError ? 'error' : undefined}
          aria-invalid={!!titleError || undefined}
          aria-describedby={titleError ? ids.titleError : undefined}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={saveTitle}
          onPressEnter={saveTitle}
        />
        {titleError && (
          <div className="pj-field-error" id={ids.titleError} role="alert">
            {titleError}
          </div>
        )}
      </div>

      <label htmlFor={ids.column}>{t('drawer.fields.column')}</label>
      <Select
        id={ids.column}
        value={card.columnId}
        onChange={moveTo}
        options={columns.map((c) => ({ value: c.id, label: columnName(c, t) }))}
      />

      <label htmlFor={ids.people}>{t('drawer.fields.assignees')}</label>
      <Select
        id={ids.people}
        mode="multiple"
        value={card.assignees.map((a) => a.uid)}
        maxCount={CARD_ASSIGNEES_MAX}
        placeholder={t('drawer.fields.nobody')}
        onChange={(uids: string[]) => void save({ assigneeUids: uids })}
        options={project.members.map((m) => ({ value: m.uid, label: m.displayName }))}
        optionFilterProp="label"
      />

      <label htmlFor={ids.due}>{t('drawer.fields.dueDate')}</label>
      <DatePicker
        id={ids.due}
        value={card.dueDate ? dayjs(card.dueDate) : null}
        onChange={(d) => void save({ dueDate: d ? d.format('YYYY-MM-DD') : null })}
      />

      <span id={`${ids.text}-labels`}>{t('drawer.fields.labels')}</span>
      <fieldset className="pj-label-picker" aria-labelledby={`${ids.text}-labels`}>
        {CARD_LABELS.map((l) => {
          const on = card.labels.includes(l);
          return (
            <Button
              key={l}
              size="small"
              type={on ? 'primary' : 'default'}
              aria-pressed={on}
              icon={
                on ? (
                  <CheckOutlined aria-hidden />
                ) : (
                  <span className={`pj-dot pj-dot-${LABEL_COLORS[l]}`} aria-hidden />
                )
              }
              onClick={() => toggleLabel(l, !on)}
            >
              {t(`labels.${l}`)}
            </Button>
          );
        })}
      </fieldset>

      <label htmlFor={ids.text}>{t('drawer.fields.description')}</label>
      <div>
        <Input.TextArea
          id={ids.text}
          dir="auto"
          value={description}
          autoSize={{ minRows: 3, maxRows: 12 }}
          placeholder={t('drawer.fields.descriptionHelp')}
          status={descriptionTooLong ? 'error' : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
        {descriptionTooLong && (
          <div className="pj-field-error" role="alert">
            {t('form.tooLong', { max: CARD_DESCRIPTION_MAX })}
          </div>
        )}
        {description !== card.description && (
          <div className="pj-form-actions">
            <Button
              type="primary"
              size="small"
              loading={isLoading}
              disabled={descriptionTooLong}
              onClick={() => void save({ description })}
            >
              {t('form.save')}
            </Button>
            <Button size="small" onClick={() => setDescription(card.description)}>
              {t('form.cancel')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
