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
 * One event as a button in its label colour, named for assistive technology by its title and time ("Team sync,
 * 9:00 AM–10:00 AM"). A click opens the event and goes no further: the day cell under it would start a new one.
 */
export function EventChip({ occurrence: o, onOpen, children, className, style }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <button
      type="button"
      className={`cal-chip ${className ?? ''}`}
      style={{ '--ev': o.color, ...style } as CSSProperties}
      aria-label={occurrenceName(o, t)}
      title={occurrenceName(o, t)}
      data-testid="cal-event"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(o);
      }}
    >
      {children ?? (
        <>
          {!o.allDay && <span className="cal-chip-time">{dayjs(o.start).format('LT')}</span>}
          <bdi className="cal-chip-title">{o.title}</bdi>
          {o.recurring && <SyncOutlined aria-hidden className="cal-chip-repeat" />}
        </>
      )}
    </button>
  );
}
