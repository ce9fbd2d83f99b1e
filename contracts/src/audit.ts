import { z } from 'zod';
import { ROLES } from './access.ts';
import { queryInt, serialIdSchema, uidSchema } from './api.ts';

/** What the audit log records: every write by a Manager or an Administrator to shared data. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'order.create',
  'order.remark',
  'member.role',
  'member.status',
  'member.delete',
  'dashboard.target',
  'billing.plan',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['product', 'order', 'member', 'setting'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** One changed field: its value before and after (null when it did not exist). */
export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who, as they were when they acted (their name and role then). */
  actor: z.object({
    uid: z.string(),
    displayName: z.string(),
    role: z.enum(ROLES),
  }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGETS), id: z.string(), label: z.string() }),
  changes: z.record(z.string(), auditChangeSchema),
  /** The client address the request came from (see TRUST_PROXY). */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.iso.date('Enter a date as YYYY-MM-DD.');

/** Filters shared by the list and the CSV export: who, what, and a range of UTC days (both ends included). */
export const auditFilterSchema = z.object({
  actor: uidSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

/**
 * GET /api/audit: newest first, in keyset pages. `before` an entry id gives the page of older entries, `after`
 * the page of newer ones (never both).
 */
export const auditListQuerySchema = auditFilterSchema
  .extend({
    before: serialIdSchema.optional(),
    after: serialIdSchema.optional(),
    limit: queryInt(1, 100).default(20),
  })
  .refine((q) => !(q.before && q.after), {
    message: 'Give before or after, not both.',
    path: ['after'],
    params: { code: 'not_allowed' },
  });
/** As the web sends it (numbers are written into the query string). */
export type AuditListQuery = Partial<z.output<typeof auditListQuerySchema>>;
export type AuditListQueryParsed = z.output<typeof auditListQuerySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Cursors for the neighbouring pages, null at either end. */
  older: z.string().nullable(),
  newer: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
