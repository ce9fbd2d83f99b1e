import { HistoryOutlined } from '@ant-design/icons';
import type { CardActivity, CardDetail } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { dateTime, shortDate } from '../format';
import { CARD_LABELS } from '../limits';
import { recordedColumnName } from '../names';

/** One entry of the log in the reader's language (the server records kinds and their data, never sentences). */
export function activityText(entry: CardActivity, t: TFunction<'project'>): string {
  const d = entry.data;
  switch (entry.kind) {
    case 'moved':
      return t('activity.moved', {
        from: recordedColumnName(d.from ?? '', t),
        to: recordedColumnName(d.to ?? '', t),
      });
    case 'due':
      return d.date ? t('activity.due', { date: shortDate(d.date) }) : t('activity.dueCleared');
    case 'labels': {
      const labels = (d.labels ?? '')
        .split(',')
        .filter((l) => (CARD_LABELS as readonly string[]).includes(l));
      return labels.length
        ? t('activity.labels', { labels: labels.map((l) => t(`labels.${l as 'task'}`)).join(', ') })
        : t('activity.labelsCleared');
    }
    case 'cover':
      return d.name ? t('activity.cover', { name: d.name }) : t('activity.coverRemoved');
    default:
      return t(`activity.${entry.kind}`, d);
  }
}

/** What happened to the card, newest first: who, what and when. */
export function CardActivityLog({ card }: { card: CardDetail }) {
  const { t } = useTranslation('project');
  if (!card.activity.length) return null;
  return (
    <section className="pj-section" aria-labelledby="pj-activity-title">
      <h3 id="pj-activity-title">
        <HistoryOutlined aria-hidden /> {t('drawer.activity')}
      </h3>
      <ol className="pj-activity">
        {card.activity.map((entry) => {
          const actor = entry.actor ?? { uid: '', displayName: t('drawer.formerMember'), avatarUrl: null };
          return (
            <li key={entry.id} className="pj-activity-row">
              <MemberAvatar member={actor} size="small" decorative />
              <div>
                <bdi className="pj-comment-author">{actor.displayName}</bdi> {activityText(entry, t)}
                <div>
                  <time className="pj-muted" dateTime={entry.at}>
                    {dateTime(entry.at)}
                  </time>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
