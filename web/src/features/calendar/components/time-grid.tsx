import type { Occurrence } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, timeRangeText } from '../model/format';
import { allDayLanes, MINUTES_A_DAY, occurrenceKey, segmentsOf } from '../model/layout';
import { ChipTitle, EventChip } from './event-chip';

type Props = {
  days: Dayjs[];
  items: Occurrence[];
  onOpen: (o: Occurrence) => void;
  /** A new event: a day (its head, 9:00) or a slot of its column (the half hour clicked, an hour long). */
  onNew: (start: Dayjs, end: Dayjs, allDay: boolean) => void;
};

/** One hour's height in pixels. */
const HOUR_PX = 48;
/** Where the grid opens: the working day in view. */
const FIRST_SHOWN_HOUR = 7.5;
const SLOT_MINUTES = 30;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

const px = (minutes: number) => `${(minutes / 60) * HOUR_PX}px`;

/** The minute of the day now, kept current (the red line in today's column). */
function useNowMinute() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The week or the day by time: a head per day ("New event on <day>"), a row of all-day events spanning their days,
 * then 24 hours where timed events sit by start and length, side by side where they overlap. A click in a column's
 * empty time starts an event at that half hour. Columns and offsets are logical: right to left mirrors the grid.
 */
export function TimeGrid({ days, items, onOpen, onNew }: Props) {
  const { t } = useTranslation('calendar');
  const scroller = useRef<HTMLElement>(null);
  const now = useNowMinute();
  const lanes = useMemo(() => allDayLanes(items, days), [items, days]);
  const columns = useMemo(() => days.map((day) => segmentsOf(items, day)), [items, days]);
  const laneCount = Math.max(1, ...lanes.map((l) => l.lane + 1));

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_SHOWN_HOUR * HOUR_PX;
  }, []);

  const newAt = (day: Dayjs) => (e: MouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const minute = ((e.clientY - rect.top) / rect.height) * MINUTES_A_DAY;
    const slot = Math.max(
      0,
      Math.min(MINUTES_A_DAY - SLOT_MINUTES, Math.floor(minute / SLOT_MINUTES) * SLOT_MINUTES),
    );
    const start = day.startOf('day').add(slot, 'minute');
    onNew(start, start.add(1, 'hour'), false);
  };

  return (
    <div className="cal-grid" style={{ '--days': days.length } as CSSProperties} data-testid="cal-time-grid">
      <div className="cal-grid-row cal-grid-head">
        <div className="cal-grid-gutter" />
        {days.map((day) => (
          <div
            key={day.valueOf()}
            className={`cal-grid-day${day.isSame(now, 'day') ? ' cal-grid-today' : ''}`}
          >
            {/* Named in words ("New event on Monday, March 9, 2026"); the short day it shows is for the eye. */}
            <button
              type="button"
              className="cal-grid-day-button"
              onClick={() => onNew(day.hour(9), day.hour(10), false)}
            >
              <span className="visually-hidden">{t('newEventOn', { date: dayText(day, 'longDay', t) })}</span>
              <span className="cal-grid-weekday" aria-hidden>
                {dayText(day, 'weekday', t)}
              </span>
              <span className="cal-grid-date" aria-hidden>
                {day.date()}
              </span>
            </button>
          </div>
        ))}
      </div>
      <div className="cal-grid-row cal-grid-allday">
        <div className="cal-grid-gutter cal-grid-label">{t('allDay')}</div>
        <div className="cal-grid-lanes" style={{ gridTemplateRows: `repeat(${laneCount}, auto)` }}>
          {lanes.map(({ occurrence, lane, from, to }) => (
            <EventChip
              key={occurrenceKey(occurrence)}
              occurrence={occurrence}
              onOpen={onOpen}
              style={{ gridColumn: `${from + 1} / ${to + 1}`, gridRow: lane + 1 }}
            />
          ))}
        </div>
      </div>
      <section
        ref={scroller}
        className="cal-grid-scroll"
        aria-label={t('grid.hours')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
      >
        <div className="cal-grid-row cal-grid-body" style={{ blockSize: px(MINUTES_A_DAY) }}>
          <div className="cal-grid-gutter cal-grid-hours" aria-hidden>
            {HOURS.slice(1).map((h) => (
              <span key={h} className="cal-grid-hour" style={{ insetBlockStart: px(h * 60) }}>
                {dayjs().hour(h).minute(0).format(t('formats.hour'))}
              </span>
            ))}
          </div>
          {days.map((day, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer's shortcut; the day's head button and New event do the same by keyboard
            <div key={day.valueOf()} className="cal-grid-col" onClick={newAt(day)} data-testid="cal-grid-col">
              {columns[i]?.map((s) => (
                <EventChip
                  key={occurrenceKey(s.occurrence)}
                  occurrence={s.occurrence}
                  onOpen={onOpen}
                  className="cal-block"
                  style={{
                    insetBlockStart: px(s.top),
                    blockSize: `max(20px, ${px(s.bottom - s.top)})`,
                    insetInlineStart: `calc(${(s.column / s.columns) * 100}% + 1px)`,
                    inlineSize: `calc(${100 / s.columns}% - 3px)`,
                  }}
                >
                  <ChipTitle title={s.occurrence.title} />
                  <bdi className="cal-chip-time">{timeRangeText(s.occurrence, t)}</bdi>
                </EventChip>
              ))}
              {day.isSame(now, 'day') && (
                <div className="cal-now" style={{ insetBlockStart: px(now.hour() * 60 + now.minute()) }} />
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
