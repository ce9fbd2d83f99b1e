import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Addresses a link in a mail may have: the web and e-mail (never javascript: or data:). */
const ALLOWED = /^(https?:\/\/|mailto:)/i;

/** "example.com/x" is meant as a web address; anything with a scheme keeps it (and is judged by ALLOWED). */
export function normaliseHref(value: string): string {
  const v = value.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return `https://${v}`;
}

export const isAllowedHref = (href: string) => ALLOWED.test(href);

/** The link row under the toolbar: the address for the selected text, Apply, Remove (when it is a link), Cancel. */
export function LinkForm({
  initial,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mail');
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(false);

  const apply = () => {
    const href = normaliseHref(value);
    if (!isAllowedHref(href)) {
      setError(true);
      return;
    }
    onApply(href);
  };

  return (
    <div className="mail-link-form">
      <Input
        size="small"
        autoFocus
        value={value}
        placeholder="https://"
        aria-label={t('editor.linkAddress')}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <Button size="small" type="primary" onClick={apply}>
        {t('editor.applyLink')}
      </Button>
      {initial && (
        <Button size="small" onClick={onRemove}>
          {t('editor.removeLink')}
        </Button>
      )}
      <Button size="small" type="text" onClick={onCancel}>
        {t('editor.cancelLink')}
      </Button>
      {error && (
        <div id={`${id}-error`} role="alert" className="mail-field-error">
          {t('editor.badLink')}
        </div>
      )}
    </div>
  );
}
