import { auditFilterSchema, auditListQuerySchema, auditListSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../http/csv.ts';
import { route } from '../../http/route-catalog.ts';
import type { AuditService } from './service.ts';

export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  r.get(
    '/audit',
    route({
      access: 'audit.read',
      summary: 'Who changed what and when, newest first, in keyset pages (filters: person, action, days)',
      tags,
      querystring: auditListQuerySchema,
      response: { 200: auditListSchema },
    }),
    async (request) => audit.list(request.query),
  );

  r.get(
    '/audit/export.csv',
    route({
      access: 'audit.read',
      limit: 'export',
      summary: 'The filtered audit log as a streamed CSV (UTF-8 with BOM, formula-looking cells defused)',
      tags,
      querystring: auditFilterSchema,
      produces: ['text/csv'],
    }),
    async (request, reply) => sendCsv(reply, 'audit-log', audit.exportCsv(request.query)),
  );
}
