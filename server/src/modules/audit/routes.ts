import { Readable } from 'node:stream';
import { auditFilterSchema, auditListQuerySchema, auditListSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditService } from './service.ts';

export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  r.get(
    '/audit',
    {
      config: { access: 'audit.read' },
      schema: {
        summary: 'Who changed what and when, newest first, in keyset pages (filters: person, action, days)',
        tags,
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => audit.list(request.query),
  );

  r.get(
    '/audit/export.csv',
    {
      config: { access: 'audit.read', limit: 'export' },
      schema: {
        summary: 'The filtered audit log as a streamed CSV (UTF-8 with BOM, formula-looking cells defused)',
        tags,
        querystring: auditFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(Readable.from(audit.exportCsv(request.query)));
    },
  );
}
