import {
  type BillingPerson,
  type BillingPlanInput,
  type BillingPlanState,
  PERIOD_MONTHS,
} from '@atrium/contracts';
import type { Actor } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import { type AuditService, changedFields } from '../audit/service.ts';

type Row = {
  plan: BillingPlanState['plan'];
  period: BillingPlanState['period'];
  renews_at: string | Date | null;
  changed_at: string | Date;
  changed_by: string | null;
  changed_by_name: string | null;
};

/** Whom to ask: at most this many administrators are named. */
const ADMINS_SHOWN = 10;

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The workspace's plan: one row (migration 0010), read by every member, changed by those holding
 * `billing.manage`. No payment is taken here; choosing a paid plan starts its period now.
 */
export function billingService(
  database: Database,
  { audit, now = () => new Date() }: { audit: AuditService; now?: () => Date },
) {
  /** The active administrators, real ones only unless the workspace has none but the demo's. */
  async function admins(): Promise<BillingPerson[]> {
    const rows = await database.query<{ uid: string; display_name: string }>(
      `SELECT uid, display_name FROM members
        WHERE role = 'admin' AND status = 'active'
          AND (NOT demo OR NOT EXISTS (
            SELECT 1 FROM members WHERE role = 'admin' AND status = 'active' AND NOT demo))
        ORDER BY lower(display_name), uid
        LIMIT ${ADMINS_SHOWN}`,
    );
    return rows.map((r) => ({ uid: r.uid, displayName: r.display_name }));
  }

  return {
    async plan(): Promise<BillingPlanState> {
      // The name of who changed it as it is now, or as it was then when they have since been deleted.
      const [[row], people] = await Promise.all([
        database.query<Row>(
          `SELECT b.plan, b.period, b.renews_at, b.changed_at, b.changed_by,
                  coalesce(m.display_name, b.changed_by_name) AS changed_by_name
             FROM billing_plan b LEFT JOIN members m ON m.uid = b.changed_by`,
        ),
        admins(),
      ]);
      if (!row) throw new Error('billing_plan has no row: migration 0010 was not applied');
      return {
        plan: row.plan,
        period: row.period,
        renewsAt: row.renews_at ? iso(row.renews_at) : null,
        changedAt: iso(row.changed_at),
        changedBy: row.changed_by
          ? { uid: row.changed_by, displayName: row.changed_by_name ?? row.changed_by }
          : null,
        admins: people,
      };
    },

    /** Chooses a plan: a paid one renews one period from now, Free never. Recorded in the audit log. */
    async setPlan({ plan, period }: BillingPlanInput, actor: Actor): Promise<BillingPlanState> {
      const months = plan === 'free' ? null : PERIOD_MONTHS[period];
      await database.transaction(async (query) => {
        const [before] = await query<Pick<Row, 'plan' | 'period'>>(
          'SELECT plan, period FROM billing_plan FOR UPDATE',
        );
        // The interval arithmetic is PostgreSQL's: a month from 31 January is the last day of February.
        await query(
          `UPDATE billing_plan
              SET plan = $1, period = $2,
                  renews_at = CASE WHEN $3::int IS NULL THEN NULL ELSE $4::timestamptz + make_interval(months => $3::int) END,
                  changed_at = $4::timestamptz, changed_by = $5, changed_by_name = $6`,
          [plan, period, months, now().toISOString(), actor.uid, actor.displayName],
        );
        await audit.record(query, actor, {
          action: 'billing.plan',
          target: { type: 'setting', id: 'billing_plan', label: 'Plan' },
          changes: changedFields({ ...before }, { plan, period }),
        });
      });
      return this.plan();
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
