import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CARD_LABELS } from '../limits';

export type CardLabel = (typeof CARD_LABELS)[number];

/** Each label's tag colour (antd presets, which the theme keeps readable in light and dark). */
export const LABEL_COLORS: Record<CardLabel, string> = {
  task: 'blue',
  bug: 'red',
  live_issue: 'orange',
  low_priority: 'green',
};

/** A card's labels as coloured tags, in the reader's language. */
export function CardLabelTags({ labels }: { labels: readonly CardLabel[] }) {
  const { t } = useTranslation('project');
  if (!labels.length) return null;
  return (
    <ul className="pj-labels" aria-label={t('card.labels')}>
      {labels.map((l) => (
        <li key={l}>
          <Tag color={LABEL_COLORS[l]} variant="filled">
            {t(`labels.${l}`)}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
