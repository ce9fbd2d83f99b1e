import type { MailPerson } from '@atrium/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposeErrors } from './compose-errors';
import { RecipientSelect } from './recipient-select';

type Key = 'to' | 'cc' | 'bcc';

type Props = {
  idPrefix: string;
  fields: Record<Key, MailPerson[]>;
  errors: ComposeErrors;
  onChange: (key: Key, people: MailPerson[]) => void;
};

/** To, then Cc and Bcc once asked for (or once they hold someone), each with its label and its message. */
export function RecipientRows({ idPrefix, fields, errors, onChange }: Props) {
  const { t } = useTranslation('mail');
  const [shown, setShown] = useState({ cc: fields.cc.length > 0, bcc: fields.bcc.length > 0 });
  const visible: Key[] = ['to', ...(['cc', 'bcc'] as const).filter((k) => shown[k] || errors[k])];

  return (
    <>
      {visible.map((key) => {
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key}>
            <div className="mail-compose-row">
              <label htmlFor={id}>{t(`compose.${key}`)}</label>
              <RecipientSelect
                id={id}
                value={fields[key]}
                onChange={(people) => onChange(key, people)}
                invalid={!!errors[key]}
                describedBy={errors[key] ? `${id}-error` : undefined}
              />
              {key === 'to' && (
                <span className="mail-compose-more">
                  {(['cc', 'bcc'] as const)
                    .filter((k) => !shown[k])
                    .map((k) => (
                      <Button
                        key={k}
                        type="link"
                        size="small"
                        aria-label={t(`compose.show.${k}`)}
                        onClick={() => setShown((s) => ({ ...s, [k]: true }))}
                      >
                        {t(`compose.${k}`)}
                      </Button>
                    ))}
                </span>
              )}
            </div>
            {errors[key] && (
              <div id={`${id}-error`} role="alert" className="mail-field-error mail-row-error">
                {errors[key]}
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}
