import type { Occurrence } from '@atrium/contracts';
import { Calendar, type CalendarProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarHeader } from '../../../components/calendar-header';
import { dayText } from '../model/format';
import { occurrenceKey } from '../model/layout';
import { dayKey } from '../model/range';
import { DayListPopover } from './day-list-popover';
import { EventChip } from './event-chip';

type Mode = NonNullable<CalendarProps<Dayjs>['mode']>;

type Props = {
  anchor: Dayjs;
  byDay: Map<string, Occurrence[]>;
  /** A phone: a cell shows its events as dots, the day's list one tap away. */
  compact: boolean;
  onOpen: (o: Occurrence) => void;
  onNew: (day: Dayjs) => void;
  onAnchor: (day: Dayjs) => void;
};

/** Chips a cell shows; past it, one less and "+n more". */
const CHIPS_MAX = 3;
const DOTS_MAX = 3;

/**
 * The month: antd's Calendar (six weeks from the language's first weekday) with the shared, labelled header, its
 * Year mode an overview that opens a month. Each day cell has its number as a "New event on <day>" button (a click
 * anywhere empty in the cell does the same), its events as chips and the rest behind "+n more".
 */
export function MonthView({ anchor, byDay, compact, onOpen, onNew, onAnchor }: Props) {
  const { t } = useTranslation('calendar');
  const [mode, setMode] = useState<Mode>('month');
  const today = dayjs();

  const dayCell = (day: Dayjs) => {
    const events = byDay.get(dayKey(day)) ?? [];
    const date = dayText(day, 'longDay', t);
    const shown = events.length > CHIPS_MAX ? events.slice(0, CHIPS_MAX - 1) : events;
    return (
      <div
        className={`ant-picker-cell-inner ant-picker-calendar-date cal-day${
          day.isSame(today, 'day') ? ' ant-picker-calendar-date-today cal-day-today' : ''
        }`}
      >
        <div className="ant-picker-calendar-date-value cal-day-head">
          <button
            type="button"
            className="cal-day-number"
            aria-label={t('newEventOn', { date })}
            onClick={(e) => {
              e.stopPropagation();
              onNew(day);
            }}
          >
            {day.date()}
          </button>
        </div>
        <div className="ant-picker-calendar-date-content cal-day-events">
          {compact ? (
            events.length > 0 && (
              <DayListPopover
                day={day}
                events={events}
                onOpen={onOpen}
                onNew={onNew}
                className="cal-dots"
                name={t('eventsOn', { count: events.length, date })}
                label={
                  <>
                    {events.slice(0, DOTS_MAX).map((o) => (
                      <span
                        key={occurrenceKey(o)}
                        className="cal-dot"
                        style={{ '--ev': o.color } as CSSProperties}
                      />
                    ))}
                    {events.length > DOTS_MAX && (
                      <span className="cal-dots-more">+{events.length - DOTS_MAX}</span>
                    )}
                  </>
                }
              />
            )
          ) : (
            <>
              <ul className="cal-day-chips">
                {shown.map((o) => (
                  <li key={occurrenceKey(o)}>
                    <EventChip occurrence={o} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
              {shown.length < events.length && (
                <DayListPopover
                  day={day}
                  events={events}
                  onOpen={onOpen}
                  onNew={onNew}
                  className="cal-more"
                  name={t('moreOn', { count: events.length - shown.length, date })}
                  label={t('more', { count: events.length - shown.length })}
                />
              )}
            </>
          )}
        </div>
      </div>
    );
  };

  // Year mode: a month's button bubbles to its cell, which antd turns into a select of that month.
  const monthCell = (month: Dayjs) => (
    <div className="ant-picker-cell-inner ant-picker-calendar-date cal-month-cell">
      <div className="ant-picker-calendar-date-value">
        <button type="button" className="cal-day-number cal-month-name">
          {dayText(month, 'month', t)}
        </button>
      </div>
      <div className="ant-picker-calendar-date-content" />
    </div>
  );

  return (
    <Calendar
      className={`cal-month${compact ? ' cal-month-compact' : ''}`}
      value={anchor}
      mode={mode}
      // A phone gets small selects and no Month/Year switch: the grid keeps the room.
      headerRender={(props) => <CalendarHeader {...props} fullscreen={!compact} />}
      onPanelChange={(_date, next) => setMode(next)}
      onSelect={(date, { source }) => {
        if (source === 'date') onNew(date);
        else if (source === 'month') {
          setMode('month');
          onAnchor(date.startOf('month'));
        } else onAnchor(date);
      }}
      fullCellRender={(date, info) => (info.type === 'date' ? dayCell(date) : monthCell(date))}
    />
  );
}
