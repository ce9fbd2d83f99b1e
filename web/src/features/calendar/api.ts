import type {
  CalendarEvent,
  CalendarFeed,
  EventInput,
  MemberList,
  OccurrenceInput,
  OccurrenceList,
} from '@atrium/contracts';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

/** A range the screen shows: ISO instants with their offset, [from, to). */
export type RangeArgs = { from: string; to: string };

/**
 * The calendar endpoints (/api/calendar/...). Every change reads the shown ranges again rather than patching them:
 * a change to a series moves occurrences the browser cannot expand by itself (the server owns the rule).
 */
export const calendarApi = api
  .enhanceEndpoints({ addTagTypes: ['CalendarRange', 'CalendarEvent', 'CalendarFeed'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listOccurrences: build.query<OccurrenceList, RangeArgs>({
        query: (range) => ({ url: '/calendar/events', params: range }),
        providesTags: ['CalendarRange'],
      }),
      getEvent: build.query<CalendarEvent, string>({
        query: (id) => `/calendar/events/${enc(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'CalendarEvent', id }],
      }),
      createEvent: build.mutation<CalendarEvent, EventInput>({
        query: (body) => ({ url: '/calendar/events', method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['CalendarRange']),
      }),
      replaceEvent: build.mutation<CalendarEvent, { id: string; body: EventInput }>({
        query: ({ id, body }) => ({ url: `/calendar/events/${enc(id)}`, method: 'PUT', body }),
        invalidatesTags: (_r, error, { id }) =>
          error ? [] : ['CalendarRange', { type: 'CalendarEvent', id }],
      }),
      deleteEvent: build.mutation<void, string>({
        query: (id) => ({ url: `/calendar/events/${enc(id)}`, method: 'DELETE' }),
        invalidatesTags: (_r, error) => (error ? [] : ['CalendarRange']),
      }),
      editOccurrence: build.mutation<CalendarEvent, { id: string; body: OccurrenceInput }>({
        query: ({ id, body }) => ({ url: `/calendar/events/${enc(id)}/occurrences`, method: 'PUT', body }),
        invalidatesTags: (_r, error, { id }) =>
          error ? [] : ['CalendarRange', { type: 'CalendarEvent', id }],
      }),
      cancelOccurrence: build.mutation<CalendarEvent, { id: string; originalStart: string }>({
        query: ({ id, originalStart }) => ({
          url: `/calendar/events/${enc(id)}/occurrences`,
          method: 'DELETE',
          params: { originalStart },
        }),
        invalidatesTags: (_r, error, { id }) =>
          error ? [] : ['CalendarRange', { type: 'CalendarEvent', id }],
      }),
      getFeed: build.query<CalendarFeed, void>({
        query: () => '/calendar/feed',
        providesTags: ['CalendarFeed'],
      }),
      /** A new secret address: the previous one stops working at once. */
      renewFeed: build.mutation<CalendarFeed, void>({
        query: () => ({ url: '/calendar/feed', method: 'POST' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(calendarApi.util.upsertQueryData('getFeed', undefined, data));
          } catch {
            // The panel shows the failure; the cached address is still the valid one.
          }
        },
      }),
      revokeFeed: build.mutation<void, void>({
        query: () => ({ url: '/calendar/feed', method: 'DELETE' }),
        invalidatesTags: (_r, error) => (error ? [] : ['CalendarFeed']),
      }),
      /** Members to invite, by name (the directory, GET /api/members; at most 20 a search). */
      calendarMembers: build.query<MemberList, string>({
        query: (q) => ({ url: '/members', params: { ...(q ? { q } : {}), page: 1, pageSize: 20 } }),
        keepUnusedDataFor: 30,
      }),
    }),
  });

export const {
  useListOccurrencesQuery,
  useGetEventQuery,
  useCreateEventMutation,
  useReplaceEventMutation,
  useDeleteEventMutation,
  useEditOccurrenceMutation,
  useCancelOccurrenceMutation,
  useGetFeedQuery,
  useRenewFeedMutation,
  useRevokeFeedMutation,
  useCalendarMembersQuery,
} = calendarApi;
