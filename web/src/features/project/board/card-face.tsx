import { CalendarOutlined, CheckSquareOutlined, MessageOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { CardSummary } from '@atrium/contracts';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { CardLabelTags } from '../card/card-labels';
import { isOverdue, shortDate } from '../format';

/** A small count with its icon; the words are for assistive technology (and the tooltip). */
function Count({ icon, n, label }: { icon: React.ReactNode; n: string | number; label: string }) {
  return (
    <span className="pj-face-count" title={label}>
      {icon}
      <span aria-hidden>{n}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * What a card shows on the board: its cover image, labels, title, due date (red once past), checklist progress,
 * comment and attachment counts, and who it is assigned to. `titleId` names the card for assistive technology.
 */
export function CardFace({
  card,
  titleId,
  metaId,
}: {
  card: CardSummary;
  titleId?: string;
  metaId?: string;
}) {
  const { t } = useTranslation('project');
  const overdue = isOverdue(card.dueDate);
  const { done, total } = card.checklist;
  return (
    <>
      {/* The title comes first, so it starts the card's name; the cover and labels show above it. */}
      <div className="pj-face-title" id={titleId}>
        <bdi>{card.title}</bdi>
      </div>
      {card.coverUrl && (
        <img className="pj-face-cover" src={card.coverUrl} alt={t('card.coverOf', { title: card.title })} />
      )}
      <CardLabelTags labels={card.labels} />
      <div className="pj-face-meta" id={metaId}>
        {card.dueDate && (
          <span className={`pj-face-due${overdue ? ' pj-overdue' : ''}`} data-overdue={overdue || undefined}>
            <CalendarOutlined aria-hidden />
            <bdi>
              {overdue
                ? t('card.overdue', { date: shortDate(card.dueDate) })
                : t('card.due', { date: shortDate(card.dueDate) })}
            </bdi>
          </span>
        )}
        {total > 0 && (
          <Count
            icon={<CheckSquareOutlined aria-hidden />}
            n={`${done}/${total}`}
            label={t('card.checklist', { done, total })}
          />
        )}
        {card.comments > 0 && (
          <Count
            icon={<MessageOutlined aria-hidden />}
            n={card.comments}
            label={t('card.comments', { count: card.comments })}
          />
        )}
        {card.attachments > 0 && (
          <Count
            icon={<PaperClipOutlined aria-hidden />}
            n={card.attachments}
            label={t('card.attachments', { count: card.attachments })}
          />
        )}
        {card.assignees.length > 0 && (
          <span className="pj-face-people">
            <span className="visually-hidden">
              {t('card.assignedTo', { names: card.assignees.map((a) => a.displayName).join(', ') })}
            </span>
            <Avatar.Group max={{ count: 3 }} size={24}>
              {card.assignees.map((m) => (
                <MemberAvatar key={m.uid} member={m} size={24} decorative />
              ))}
            </Avatar.Group>
          </span>
        )}
      </div>
    </>
  );
}
