import type { Query } from '../../realtime/types.ts';

/**
 * A single event lasting longer than this (as an interval) is found among the "long" ones: a member's range query
 * finds short events by their start alone (see migration 0012).
 */
export const SHORT_MAX = '7 days';

/** Copies each event's span (its changed occurrences included) to its participants' rows. */
export async function refreshSpans(query: Query, ids: string[]) {
  await query(
    `WITH s AS (
       SELECT e.id, least(e.starts_at, min(o.starts_at)) AS span_start,
              CASE WHEN e.rrule IS NOT NULL AND e.series_until IS NULL THEN NULL
                   ELSE greatest(coalesce(e.series_until + (e.ends_at - e.starts_at), e.ends_at), max(o.ends_at)) END
                AS span_end,
              (e.rrule IS NOT NULL OR e.ends_at - e.starts_at > $2::interval) AS long
         FROM calendar_events e LEFT JOIN calendar_overrides o ON o.event_id = e.id AND NOT o.cancelled
        WHERE e.id = ANY($1::uuid[]) GROUP BY e.id
     )
     UPDATE calendar_participants p SET span_start = s.span_start, span_end = s.span_end, long = s.long
       FROM s WHERE p.event_id = s.id`,
    [ids, SHORT_MAX],
  );
}
