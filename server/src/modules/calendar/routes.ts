import {
  calendarEventSchema,
  calendarFeedSchema,
  eventInputSchema,
  eventParamsSchema,
  occurrenceCancelQuerySchema,
  occurrenceInputSchema,
  occurrenceListSchema,
  occurrenceRangeQuerySchema,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../http/route-catalog.ts';
import { dispositionOf } from '../../http/uploads.ts';
import type { CalendarFeeds } from './feed.ts';
import { icsFileName } from './ics.ts';
import type { CalendarService } from './service.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function calendarRoutes(
  app: FastifyInstance,
  { calendar, feeds, now }: { calendar: CalendarService; feeds: CalendarFeeds; now: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];

  r.get(
    '/calendar/events',
    route({
      access: 'member',
      summary: 'The occurrences of my events (created or attended) overlapping a range of at most 62 days',
      tags,
      querystring: occurrenceRangeQuerySchema,
      response: { 200: occurrenceListSchema },
    }),
    async (request) =>
      calendar.list(request.member.uid, Date.parse(request.query.from), Date.parse(request.query.to)),
  );

  r.post(
    '/calendar/events',
    route({
      access: 'member',
      summary: 'Create an event, or a repeating series, and invite members',
      tags,
      body: eventInputSchema,
      response: { 201: calendarEventSchema },
    }),
    async (request, reply) => reply.code(201).send(await calendar.create(request.member.uid, request.body)),
  );

  r.get(
    '/calendar/events/:id',
    route({
      access: 'member',
      summary: 'An event I created or attend, with its changed and cancelled occurrences',
      tags,
      params: eventParamsSchema,
      response: { 200: calendarEventSchema },
    }),
    async (request) => calendar.get(request.member.uid, request.params.id),
  );

  r.put(
    '/calendar/events/:id',
    route({
      access: 'member',
      summary: 'Replace my event, or my whole series',
      tags,
      params: eventParamsSchema,
      body: eventInputSchema,
      response: { 200: calendarEventSchema },
    }),
    async (request) => calendar.replace(request.member.uid, request.params.id, request.body),
  );

  r.delete(
    '/calendar/events/:id',
    route({
      access: 'member',
      summary: 'Delete my event, or my whole series',
      tags,
      params: eventParamsSchema,
    }),
    async (request, reply) => {
      await calendar.remove(request.member.uid, request.params.id);
      return reply.code(204).send();
    },
  );

  r.put(
    '/calendar/events/:id/occurrences',
    route({
      access: 'member',
      summary: 'Change one occurrence of my series (named by the start the rule gives it)',
      tags,
      params: eventParamsSchema,
      body: occurrenceInputSchema,
      response: { 200: calendarEventSchema },
    }),
    async (request) => calendar.editOccurrence(request.member.uid, request.params.id, request.body),
  );

  r.delete(
    '/calendar/events/:id/occurrences',
    route({
      access: 'member',
      summary: 'Cancel one occurrence of my series',
      tags,
      params: eventParamsSchema,
      querystring: occurrenceCancelQuerySchema,
      response: { 200: calendarEventSchema },
    }),
    async (request) =>
      calendar.cancelOccurrence(request.member.uid, request.params.id, request.query.originalStart),
  );

  r.get(
    '/calendar/events/:id/ics',
    route({
      access: 'member',
      summary: 'Download an event I created or attend as an iCalendar (.ics) file',
      tags,
      params: eventParamsSchema,
      produces: ['text/calendar'],
      response: { 200: z.string().describe('An iCalendar file (RFC 5545)') },
    }),
    async (request, reply) => {
      const { title, text } = await calendar.ics(request.member.uid, request.params.id, now());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', dispositionOf('attachment', icsFileName(title)))
        .send(text);
    },
  );

  r.get(
    '/calendar/feed',
    route({
      access: 'member',
      summary: 'My private iCalendar feed address (null when I have none)',
      tags,
      response: { 200: calendarFeedSchema },
    }),
    async (request) => feeds.get(request.member.uid, originOf(request)),
  );

  r.post(
    '/calendar/feed',
    route({
      access: 'member',
      summary: 'A new private feed address for me (the previous one stops working at once)',
      tags,
      response: { 200: calendarFeedSchema },
    }),
    async (request) => feeds.renew(request.member.uid, originOf(request)),
  );

  r.delete(
    '/calendar/feed',
    route({ access: 'member', summary: 'Turn my feed off (its address stops working)', tags }),
    async (request, reply) => {
      await feeds.revoke(request.member.uid);
      return reply.code(204).send();
    },
  );
}

/**
 * GET /ical/<secret>.ics, outside /api: calendar programs subscribe to it without a token. The secret is in the
 * path, which Fastify logs with every request: these routes log warnings and errors only (no request lines), and
 * the app's request serializer writes any /ical/ path as '/ical/[redacted]' wherever a request is logged. A wrong,
 * revoked or malformed secret is a plain 404.
 */
export async function icalFeedRoutes(
  app: FastifyInstance,
  { feeds, now }: { feeds: CalendarFeeds; now: () => Date },
) {
  const notFound = { error: 'Not found.', code: 'not_found' };
  app.get<{ Params: { file: string } }>(
    '/ical/:file',
    { ...route({ access: 'public', limit: 'read', hide: true }), logLevel: 'warn' },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      const text = match?.[1] ? await feeds.text(match[1], now()) : null;
      if (text === null) return reply.code(404).send(notFound);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
  // Anything else under /ical/ is no feed either, and is not logged (it may hold a mistyped secret).
  app.all(
    '/ical/*',
    { ...route({ access: 'public', hide: true }), logLevel: 'warn' },
    async (_request, reply) => reply.code(404).send(notFound),
  );
}
