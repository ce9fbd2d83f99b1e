import {
  ClockCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { CalendarEvent, Occurrence } from '@atrium/contracts';
import { Button } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { editValues } from '../model/form-values';
import { dayText, timeRangeText } from '../model/format';
import { useRepeatSummary } from './use-repeat-summary';

type Props = {
  event: CalendarEvent;
  occurrence: Occurrence | null;
  onEdit: () => void;
  onDelete: () => void;
  onDownload: () => void;
  deleting: boolean;
  downloading: boolean;
};

/** The dialog's title: the event's colour and title. */
export function EventTitle({ title, color }: { title: string; color: string }) {
  return (
    <span className="cal-details-title">
      <span className="cal-dot cal-dot-large" style={{ '--ev': color } as CSSProperties} />
      <bdi>{title}</bdi>
    </span>
  );
}

/**
 * An event as its attendees read it: the day and time, how it repeats, where, the description,
 * the organiser and who attends. Its creator edits and deletes it; anyone who sees it downloads it as .ics.
 */
export function EventDetails({
  event,
  occurrence,
  onEdit,
  onDelete,
  onDownload,
  deleting,
  downloading,
}: Props) {
  const { t } = useTranslation('calendar');
  const values = editValues(event, occurrence);
  const repeats = useRepeatSummary(event);
  const timing = occurrence ?? event;

  return (
    <div className="cal-details">
      <dl className="cal-details-list">
        <div>
          <dt>
            <ClockCircleOutlined aria-hidden />
            <span className="visually-hidden">{t('details.when')}</span>
          </dt>
          <dd>
            <div>{dayText(dayjs(timing.start), 'longDay', t)}</div>
            <bdi className="cal-muted">{timeRangeText(timing, t)}</bdi>
          </dd>
        </div>
        {repeats && (
          <div>
            <dt>
              <SyncOutlined aria-hidden />
              <span className="visually-hidden">{t('details.repeats')}</span>
            </dt>
            <dd>{repeats}</dd>
          </div>
        )}
        {values.location && (
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden />
              <span className="visually-hidden">{t('form.location')}</span>
            </dt>
            <dd>
              <bdi>{values.location}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <TeamOutlined aria-hidden />
            <span className="visually-hidden">{t('form.attendees')}</span>
          </dt>
          <dd>
            <ul className="cal-people">
              {event.creator && (
                <li>
                  <MemberAvatar member={event.creator} size={24} decorative />
                  <bdi>{event.creator.displayName}</bdi>
                  <span className="cal-muted">{t('details.organizer')}</span>
                </li>
              )}
              {event.attendees.map((a) => (
                <li key={a.uid}>
                  <MemberAvatar member={a} size={24} decorative />
                  <bdi>{a.displayName}</bdi>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {values.description && <p className="cal-details-description">{values.description}</p>}
      {!event.canEdit && (
        <p className="cal-muted">{t('details.readOnly', { name: event.creator?.displayName ?? '' })}</p>
      )}
      <div className="cal-form-buttons">
        <div className="cal-form-extra">
          {event.canEdit && (
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={onDelete}>
              {t('details.delete')}
            </Button>
          )}
        </div>
        <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={onDownload}>
          {t('details.download')}
        </Button>
        {event.canEdit && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('details.edit')}
          </Button>
        )}
      </div>
    </div>
  );
}
