import type { PageView } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';

/** How far a view's own time may be from the server's: beyond it, the view is recorded at the server's time. */
const AT_TOLERANCE = { pastMs: 24 * 3_600_000, futureMs: 60_000 };

/**
 * Page views the web app reports. Each is stored raw with the caller's uid; the page_views trigger
 * (0004_analytics.sql) counts it in the traffic rollups in the same statement: the session on its first view,
 * the visitor once per UTC day, the view every time, and the member as active that day.
 */
export function analyticsService(database: Database, now: () => Date = () => new Date()) {
  return {
    async record(uid: string, views: PageView[]) {
      const serverTime = now().getTime();
      // Oldest first, so a session is attributed to the view that really opened it.
      const rows = views
        .map((v, i) => {
          const at = Date.parse(v.at);
          const sane = at >= serverTime - AT_TOLERANCE.pastMs && at <= serverTime + AT_TOLERANCE.futureMs;
          return { ...v, at: sane ? at : serverTime, i };
        })
        .sort((a, b) => a.at - b.at || a.i - b.i);
      await database.query(
        `INSERT INTO page_views (at, uid, visitor_id, session_id, path, device, country, source)
         SELECT v.at, $1, v.visitor_id, v.session_id, v.path, v.device, v.country, v.source
         FROM unnest($2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
           WITH ORDINALITY AS v (at, visitor_id, session_id, path, device, country, source, n)
         ORDER BY v.n`,
        [
          uid,
          rows.map((r) => new Date(r.at).toISOString()),
          rows.map((r) => r.visitorId),
          rows.map((r) => r.sessionId),
          rows.map((r) => r.path),
          rows.map((r) => r.device),
          rows.map((r) => r.country),
          rows.map((r) => r.source),
        ],
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
