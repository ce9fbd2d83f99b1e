import { DeleteOutlined } from '@ant-design/icons';
import type { Occurrence } from '@atrium/contracts';
import { Button, Empty } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, occurrenceName, timeRangeText } from '../model/format';
import { occurrenceKey } from '../model/layout';
import { dayKey } from '../model/range';

type Props = {
  start: Dayjs;
  end: Dayjs;
  byDay: Map<string, Occurrence[]>;
  loading: boolean;
  onOpen: (o: Occurrence) => void;
  onDelete: (o: Occurrence) => void;
  /** The occurrence being deleted (its button waits). */
  deleting: string | null;
};

/**
 * The days ahead as a list: each day with events under its date, each event with its colour, title and time
 * range (a button that opens it) and, for its creator, Delete. An event over several days is under each of them.
 */
export function AgendaView({ start, end, byDay, loading, onOpen, onDelete, deleting }: Props) {
  const { t } = useTranslation('calendar');
  const days = [...byDay.keys()].filter((key) => key >= dayKey(start) && key < dayKey(end)).sort();

  if (!days.length) {
    if (loading) return null;
    return (
      <Empty
        className="cal-agenda-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('agenda.empty', {
          from: dayText(start, 'shortDay', t),
          to: end.subtract(1, 'day').format('ll'),
        })}
      />
    );
  }

  return (
    <div className="cal-agenda" data-testid="cal-agenda">
      {days.map((key) => {
        const day = dayjs(key);
        return (
          <section key={key} className="cal-agenda-day">
            <h3 className={`cal-agenda-date${day.isSame(dayjs(), 'day') ? ' cal-agenda-today' : ''}`}>
              {dayText(day, 'longDay', t)}
            </h3>
            <ul className="cal-agenda-items">
              {(byDay.get(key) ?? []).map((o) => (
                <li key={occurrenceKey(o)} className="cal-agenda-item" data-testid="cal-agenda-item">
                  <span className="cal-dot" style={{ '--ev': o.color } as CSSProperties} />
                  {/* Named in words, "Standup, 9:00 AM–9:15 AM", as the month's chips are. */}
                  <button type="button" className="cal-agenda-open" onClick={() => onOpen(o)}>
                    <span className="visually-hidden">{occurrenceName(o, t)}</span>
                    <span className="cal-agenda-body" aria-hidden>
                      <span className="cal-agenda-title">
                        <bdi>{o.title}</bdi>
                      </span>
                      <bdi className="cal-agenda-time">{timeRangeText(o, t)}</bdi>
                    </span>
                  </button>
                  {o.canEdit && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('agenda.delete', { title: o.title })}
                      loading={deleting === occurrenceKey(o)}
                      onClick={() => onDelete(o)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
