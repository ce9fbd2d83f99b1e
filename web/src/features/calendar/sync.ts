import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useGetMeQuery } from '../../lib/access';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useRealtimeEvent, useRealtimeReset } from '../../lib/realtime';
import { calendarApi } from './api';

/**
 * The store's dispatch as RTK Query's cache thunks need it: RootState leaves out the API slice (injected when the
 * shell loads), so the app's typed dispatch does not accept them.
 */
// biome-ignore lint/suspicious/noExplicitAny: the API's root state is not part of RootState's type
type CalendarDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** The signed-in member's uid (the session's member record; Firebase's user until it has loaded). */
export function useMyUid(): string | undefined {
  const { data: me } = useGetMeQuery();
  const firebaseUid = useAppSelector((s) => s.user.current?.uid);
  return me?.uid ?? firebaseUid;
}

/**
 * Changes by others (an invitation, a moved meeting, a cancelled one) arrive as 'calendar.changed' with the event's
 * id: the shown range and that event are read again. The event names no range, and a series' occurrences can only
 * be expanded by the server, so reading again is the one correct answer.
 */
export function useCalendarSync() {
  const dispatch = useAppDispatch() as unknown as CalendarDispatch;
  useRealtimeEvent(['calendar.changed'], (event) => {
    if (event.kind !== 'calendar.changed') return;
    dispatch(
      calendarApi.util.invalidateTags(['CalendarRange', { type: 'CalendarEvent', id: event.data.eventId }]),
    );
  });
  useRealtimeReset(() => dispatch(calendarApi.util.invalidateTags(['CalendarRange', 'CalendarEvent'])));
}
