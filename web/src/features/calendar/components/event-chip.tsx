import { SyncOutlined } from '@ant-design/icons';
import type { Occurrence } from '@atrium/contracts';
import dayjs from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { occurrenceName } from '../model/format';

type Props = {
  occurrence: Occurrence;
  onOpen: (occurrence: Occurrence) => void;
  /** What the chip shows; by default the start time (timed events) and the title. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/**
 * A title that keeps its own direction (a Latin title reads whole in a right-to-left page) while its box, in the
 * page's direction, starts where the page starts.
 */
export const ChipTitle = ({ title }: { title: string }) => (
  <span className="cal-chip-title">
    <bdi>{title}</bdi>
  </span>
);

/**
 * One event as a button in its label colour, named by its title and time ("Team sync, 9:00 AM–10:00 AM") in words
 * read by assistive technology, beginning with the title it shows; what it shows (the start time first, cut to the
 * chip's width) is for the eye. A click opens the event and goes no further: the day cell under it would start a
 * new one.
 */
export function EventChip({ occurrence: o, onOpen, children, className, style }: Props) {
  const { t } = useTranslation('calendar');
  const name = occurrenceName(o, t);
  return (
    <button
      type="button"
      className={`cal-chip ${className ?? ''}`}
      style={{ '--ev': o.color, ...style } as CSSProperties}
      title={name}
      data-testid="cal-event"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(o);
      }}
    >
      <span className="visually-hidden">{name}</span>
      <span className="cal-chip-body" aria-hidden>
        {children ?? (
          <>
            {!o.allDay && <bdi className="cal-chip-time">{dayjs(o.start).format('LT')}</bdi>}
            <ChipTitle title={o.title} />
            {o.recurring && <SyncOutlined className="cal-chip-repeat" />}
          </>
        )}
      </span>
    </button>
  );
}
