import type { MailLabel } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { labelName } from '../labels';

/** A row's labels as coloured dots, each named for assistive technology and on hover. */
export function LabelDots({ ids, labels }: { ids: string[]; labels: MailLabel[] }) {
  const { t } = useTranslation('mail');
  const shown = labels.filter((l) => ids.includes(l.id));
  if (shown.length === 0) return null;
  return (
    <ul className="mail-dots" aria-label={t('labels.title')}>
      {shown.map((l) => (
        <li key={l.id} className="mail-dot" style={{ background: l.color }} title={labelName(l, t)}>
          <span className="visually-hidden">{labelName(l, t)}</span>
        </li>
      ))}
    </ul>
  );
}
