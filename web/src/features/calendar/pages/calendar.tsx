import type { Occurrence } from '@atrium/contracts';
import { CALENDAR_OCCURRENCES_MAX } from '@atrium/contracts/calendar';
import { Alert, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { BREAKPOINTS } from '../../../config/app-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useListOccurrencesQuery } from '../api';
import { useCalendarColours } from '../colours';
import { AgendaView } from '../components/agenda-view';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { EventModal, type ModalTarget } from '../components/event-modal';
import { FeedModal } from '../components/feed-modal';
import { MonthView } from '../components/month-view';
import { TimeGrid } from '../components/time-grid';
import { useEventActions } from '../components/use-event-actions';
import { newEventValues } from '../model/form-values';
import { byDay } from '../model/layout';
import { type CalendarView, dayKey, daysOf, rangeOf, step, viewOf } from '../model/range';
import { useCalendarSync, useMyUid } from '../sync';
import '../calendar.css';

/**
 * Apps → Calendar: the member's events (created or attended) by month, week, day or as an agenda; the view and its
 * day are in the address (?view=week&date=2026-03-09). Only the shown days are asked of the server, and read again
 * when another member's change arrives over the realtime channel.
 */
export default function CalendarScreen() {
  const { t, i18n } = useTranslation('calendar');
  const colours = useCalendarColours();
  const [params, setParams] = useSearchParams();
  const compact = !useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const myUid = useMyUid();
  const actions = useEventActions();
  const [target, setTarget] = useState<ModalTarget | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  useCalendarSync();

  // The week's first day follows the language: the range is worked out again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language changes dayjs's locale, read inside
  const { view, anchor, start, end } = useMemo(() => {
    const shown = viewOf(params);
    return { ...shown, ...rangeOf(shown.view, shown.anchor) };
  }, [params, i18n.language]);
  const list = useListOccurrencesQuery({ from: start.toISOString(), to: end.toISOString() });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const days = useMemo(() => byDay(items), [items]);
  const shownDays = useMemo(() => daysOf(start, end), [start, end]);

  const go = (next: { view?: CalendarView; anchor?: Dayjs }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('view', next.view ?? view);
      out.set('date', dayKey(next.anchor ?? anchor));
      return out;
    });

  const open = (occurrence: Occurrence) => setTarget({ kind: 'open', occurrence });
  const newEvent = (from: Dayjs, to: Dayjs, allDay: boolean) =>
    setTarget({ kind: 'new', values: newEventValues(from, to, allDay) });
  const newOn = (day: Dayjs) => newEvent(day.hour(9).minute(0), day.hour(10).minute(0), false);
  const newNow = () => {
    const today = dayjs();
    const day = view === 'month' || !anchor.isSame(today, 'day') ? anchor : today;
    const hour = day.isSame(today, 'day') ? Math.min(today.hour() + 1, 23) : 9;
    newEvent(day.hour(hour).minute(0), day.hour(hour).minute(0).add(1, 'hour'), false);
  };

  return (
    <div className={`cal${compact ? ' cal-compact' : ''}`} style={colours}>
      <CalendarToolbar
        view={view}
        anchor={anchor}
        compact={compact}
        onView={(next) => go({ view: next })}
        onStep={(direction) => go({ anchor: step(view, anchor, direction) })}
        onToday={() => go({ anchor: dayjs().startOf('day') })}
        onNew={newNow}
        onSubscribe={() => setFeedOpen(true)}
      />
      {list.isError && (
        <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data?.truncated && (
        <Alert type="info" showIcon title={t('truncated', { count: CALENDAR_OCCURRENCES_MAX })} />
      )}
      <Spin spinning={list.isFetching && !list.data} delay={200}>
        <div className="cal-view" aria-busy={list.isFetching}>
          {view === 'month' && (
            <MonthView
              anchor={anchor}
              byDay={days}
              compact={compact}
              onOpen={open}
              onNew={newOn}
              onAnchor={(day) => go({ anchor: day })}
            />
          )}
          {(view === 'week' || view === 'day') && (
            <TimeGrid days={shownDays} items={items} onOpen={open} onNew={newEvent} />
          )}
          {view === 'agenda' && (
            <AgendaView
              start={start}
              end={end}
              byDay={days}
              loading={list.isFetching}
              onOpen={open}
              onDelete={(o) => void actions.remove(o)}
              deleting={actions.deleting}
            />
          )}
        </div>
      </Spin>
      {target && (
        <EventModal target={target} myUid={myUid} actions={actions} onClose={() => setTarget(null)} />
      )}
      {feedOpen && <FeedModal colours={colours} onClose={() => setFeedOpen(false)} />}
      {actions.dialog}
    </div>
  );
}
