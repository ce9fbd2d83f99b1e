import { PlusOutlined } from '@ant-design/icons';
import type { Occurrence } from '@atrium/contracts';
import { Button, Popover } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarColours } from '../colours';
import { dayText, timeRangeText } from '../model/format';
import { occurrenceKey } from '../model/layout';
import { ChipTitle, EventChip } from './event-chip';

type Props = {
  day: Dayjs;
  events: Occurrence[];
  onOpen: (o: Occurrence) => void;
  onNew: (day: Dayjs) => void;
  /** The trigger's visible content and name ("+2 more", "2 more events on March 12"). */
  label: ReactNode;
  name: string;
  className?: string;
};

/**
 * A day's whole list, from its "+n more" (or, on a phone, its dots): every event of the day, and New event. The
 * list takes the focus when it opens and gives it back to the trigger when it closes (Escape too).
 */
export function DayListPopover({ day, events, onOpen, onNew, label, name, className }: Props) {
  const { t } = useTranslation('calendar');
  const colours = useCalendarColours();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (open) requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('button')?.focus());
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const content = (
    // The popup is in a portal, but React still bubbles its clicks to the day cell, which would start a new event.
    <section
      ref={list}
      className="cal-day-list"
      style={colours}
      aria-labelledby={headingId}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      <h3 id={headingId} className="cal-day-list-title">
        {dayText(day, 'longDay', t)}
      </h3>
      <ul className="cal-day-list-items">
        {events.map((o) => (
          <li key={occurrenceKey(o)}>
            <EventChip
              occurrence={o}
              className="cal-chip-wide"
              onOpen={(picked) => {
                setOpen(false);
                onOpen(picked);
              }}
            >
              <ChipTitle title={o.title} />
              <bdi className="cal-chip-time">{timeRangeText(o, t)}</bdi>
            </EventChip>
          </li>
        ))}
      </ul>
      <Button
        size="small"
        type="link"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => {
          setOpen(false);
          onNew(day);
        }}
      >
        {t('toolbar.newEvent')}
      </Button>
    </section>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      content={content}
      destroyOnHidden
    >
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-label={name}
        aria-expanded={open}
        onClick={(e) => e.stopPropagation()}
      >
        {label}
      </button>
    </Popover>
  );
}
