import type { MailLabel } from '@atrium/contracts';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../labels';

type Props = {
  /** The label to edit; none: a new one. */
  label?: MailLabel;
  maxName: number;
  /** Saves; resolves with the message to show at the name (the server refused), or null when saved. */
  onSave: (name: string, color: string) => Promise<string | null>;
  onDelete?: () => void;
};

/** One label's name and colour (a row of named swatches), with Save (or Add) and Delete. */
export function LabelEditor({ label, maxName, onSave, onDelete }: Props) {
  const { t } = useTranslation('mail');
  const id = useId();
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState<string>(label?.color ?? LABEL_COLORS[0].value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = !label || name.trim() !== label.name || color.toLowerCase() !== label.color.toLowerCase();

  const save = async () => {
    if (!name.trim()) {
      setError(t('labels.nameRequired'));
      return;
    }
    setBusy(true);
    const refused = await onSave(name.trim(), color);
    setBusy(false);
    setError(refused);
    if (!refused && !label) setName('');
  };

  return (
    <div className="mail-label-editor">
      <Input
        value={name}
        maxLength={maxName}
        aria-label={label ? t('labels.nameOf', { name: label.name }) : t('labels.newName')}
        placeholder={t('labels.namePlaceholder')}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        onPressEnter={save}
      />
      <fieldset className="mail-swatches">
        <legend className="visually-hidden">
          {label ? t('labels.colorOf', { name: label.name }) : t('labels.newColor')}
        </legend>
        {LABEL_COLORS.map((c) => (
          <label
            key={c.key}
            className="mail-swatch"
            style={{ background: c.value }}
            title={t(`labels.colors.${c.key}`)}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={`${id}-color`}
              value={c.value}
              checked={color.toLowerCase() === c.value}
              onChange={() => setColor(c.value)}
              aria-label={t(`labels.colors.${c.key}`)}
            />
          </label>
        ))}
      </fieldset>
      <div className="mail-label-actions">
        <Button
          size="small"
          type={label ? 'default' : 'primary'}
          loading={busy}
          disabled={!changed}
          onClick={save}
        >
          {label ? t('labels.save') : t('labels.create')}
        </Button>
        {onDelete && (
          <Button size="small" danger onClick={onDelete}>
            {t('labels.delete')}
          </Button>
        )}
      </div>
      {error && (
        <div id={`${id}-error`} role="alert" className="mail-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
