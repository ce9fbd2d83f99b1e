import {
  type Invoice,
  type Order,
  type OrderListQueryParsed,
  type orderInputSchema,
  VAT_RATE,
} from '@atrium/contracts';
import { CSV_BOM, toCsvRows } from '@atrium/contracts/csv';
import type { z } from 'zod';
import type { Actor } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import { fieldError, invalid, notFound } from '../../http/errors.ts';
import { memo, TOTALS_MAX, TOTALS_TTL_MS } from '../../lib/memo.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { AuditService } from '../audit/service.ts';

type OrderRow = {
  id: string;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  created_at: string | Date;
  order_status: Order['orderStatus'];
  payment_status: Order['paymentStatus'];
  channel: Order['channel'];
  first_product_name: string;
  item_count: number;
  sub_total: string;
  vat: string;
  total: string;
  remark: string | null;
};

export const ORDER_SELECT = `SELECT o.id::text, o.customer_id::text, c.name AS customer_name, c.email AS customer_email, o.created_at,
  o.order_status, o.payment_status, o.channel, o.first_product_name, o.item_count, o.sub_total, o.vat, o.total, o.remark
  FROM orders o JOIN customers c ON c.id = o.customer_id`;

export const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
  productName: r.first_product_name,
  itemCount: r.item_count,
  date: new Date(r.created_at).toISOString(),
  orderStatus: r.order_status,
  paymentStatus: r.payment_status,
  channel: r.channel,
  total: Number(r.total),
  remark: r.remark,
});

const SORTS: Record<string, string> = {
  id: 'o.id',
  date: 'o.created_at',
  total: 'o.total',
  customer: 'lower(c.name)',
};

/** Money in cents, so totals add up exactly. */
export const cents = (amount: number) => Math.round(amount * 100);

export function invoiceTotals(lines: { quantity: number; price: number }[], vatRate = VAT_RATE) {
  const sub = lines.reduce((sum, l) => sum + l.quantity * cents(l.price), 0);
  const vat = Math.round((sub * vatRate) / 100);
  return { subTotal: sub / 100, vat: vat / 100, grandTotal: (sub + vat) / 100, vatRate };
}

function filters(q: string | undefined, paymentStatus: string | undefined) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q) {
    params.push(containsPattern(q));
    const byId = /^\d{1,18}$/.test(q) ? ` OR o.id = ${Number(q)}` : '';
    where.push(`(lower(c.name) LIKE $${params.length} OR lower(c.email) LIKE $${params.length}${byId})`);
  }
  if (paymentStatus) {
    params.push(paymentStatus);
    where.push(`o.payment_status = $${params.length}`);
  }
  return { where, params };
}

export const CSV_HEADER = [
  'ID',
  'Date',
  'Customer',
  'Email',
  'Product',
  'Items',
  'Order status',
  'Payment status',
  'Total',
  'Remark',
];

export function ordersService(database: Database, { audit }: { audit: AuditService }) {
  /** Totals per search and filter: counting is a full scan, and a count a few seconds old is good enough. */
  const totals = memo<number>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX });

  return {
    async list({ page, pageSize, sort, order, q, paymentStatus }: OrderListQueryParsed) {
      const { where, params } = filters(q, paymentStatus);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const dir = order === 'desc' ? 'DESC' : 'ASC';
      const key = `${q ?? ''}|${paymentStatus ?? ''}`;
      const [rows, total] = await Promise.all([
        database.query<OrderRow>(
          `${ORDER_SELECT} ${clause} ORDER BY ${SORTS[sort]} ${dir}, o.id ${dir} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          params,
        ),
        totals.get(key, async () => {
          const [r] = await database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM orders o JOIN customers c ON c.id = o.customer_id ${clause}`,
            params,
          );
          return r?.n ?? 0;
        }),
      ]);
      return { items: rows.map(toOrder), total, page, pageSize };
    },

    async get(id: string): Promise<Order & { lines: NonNullable<Order['lines']> }> {
      if (!/^\d{1,18}$/.test(id)) throw notFound('There is no such order.');
      const [row] = await database.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
      if (!row) throw notFound('There is no such order.');
      const lines = await database.query<{
        product_id: string | null;
        product_name: string;
        quantity: number;
        price: string;
      }>(
        'SELECT product_id::text, product_name, quantity, price FROM order_lines WHERE order_id = $1 ORDER BY line_no',
        [id],
      );
      return {
        ...toOrder(row),
        lines: lines.map((l) => ({
          productId: l.product_id,
          productName: l.product_name,
          quantity: l.quantity,
          price: Number(l.price),
          total: (l.quantity * cents(Number(l.price))) / 100,
        })),
      };
    },

    /**
     * Places an order at catalogue prices, taking the quantities off stock, all or nothing. Each line records
     * its unit cost (the product's cost per item, or 60 % of the price when it has none) and category; the
     * database's triggers add the order to the dashboards' rollups in the same transaction.
     */
    async place(input: z.output<typeof orderInputSchema>, actor: Actor): Promise<Order> {
      const id = await database.transaction(async (query) => {
        const priced: {
          productId: string;
          name: string;
          price: number;
          quantity: number;
          unitCost: string;
          category: string;
        }[] = [];
        for (const [i, line] of input.lines.entries()) {
          const [product] = await query<{
            name: string;
            price: string;
            stock: number;
            unit_cost: string;
            category: string;
          }>(
            'SELECT name, price, stock, coalesce(cost_per_item, round(price * 0.6, 2))::text AS unit_cost, category FROM products WHERE id = $1 FOR UPDATE',
            [line.productId],
          );
          if (!product)
            throw invalid({
              [`lines.${i}.productId`]: fieldError('no_such_product', 'There is no such product.'),
            });
          if (product.stock < line.quantity) {
            throw invalid({
              [`lines.${i}.quantity`]: fieldError('out_of_stock', `Only ${product.stock} left in stock.`, {
                available: product.stock,
              }),
            });
          }
          await query('UPDATE products SET stock = stock - $2 WHERE id = $1', [
            line.productId,
            line.quantity,
          ]);
          priced.push({
            productId: line.productId,
            name: product.name,
            price: Number(product.price),
            quantity: line.quantity,
            unitCost: product.unit_cost,
            category: product.category,
          });
        }
        const email = input.customer.email.toLowerCase();
        const [existing] = await query<{ id: string }>(
          'SELECT id::text FROM customers WHERE lower(email) = $1 LIMIT 1',
          [email],
        );
        const customerId =
          existing?.id ??
          (
            await query<{ id: string }>(
              'INSERT INTO customers (name, email) VALUES ($1, $2) RETURNING id::text',
              [input.customer.name, email],
            )
          )[0]?.id;
        const totals = invoiceTotals(priced);
        const [order] = await query<{ id: string }>(
          `INSERT INTO orders (customer_id, order_status, payment_status, channel, first_product_name, item_count, sub_total, vat, total)
           VALUES ($1, 'ready', 'pending', $2, $3, $4, $5, $6, $7) RETURNING id::text`,
          [
            customerId,
            input.channel,
            priced[0]?.name,
            priced.length,
            totals.subTotal,
            totals.vat,
            totals.grandTotal,
          ],
        );
        for (const [i, l] of priced.entries()) {
          await query(
            `INSERT INTO order_lines (order_id, line_no, product_id, product_name, quantity, price, unit_cost, category)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [order?.id, i + 1, l.productId, l.name, l.quantity, l.price, l.unitCost, l.category],
          );
        }
        await audit.record(query, actor, {
          action: 'order.create',
          target: { type: 'order', id: order?.id as string, label: `#${order?.id} · ${input.customer.name}` },
          changes: {
            customer: { from: null, to: `${input.customer.name} <${email}>` },
            lines: { from: null, to: priced.map((l) => `${l.quantity} × ${l.name}`) },
            total: { from: null, to: totals.grandTotal },
          },
        });
        return order?.id as string;
      });
      totals.clear();
      return this.get(id);
    },

    async setRemark(id: string, remark: string, actor: Actor) {
      const before = await this.get(id);
      await database.transaction(async (query) => {
        await query('UPDATE orders SET remark = $2, updated_at = now() WHERE id = $1', [id, remark || null]);
        await audit.record(query, actor, {
          action: 'order.remark',
          target: { type: 'order', id, label: `#${id} · ${before.customer.name}` },
          changes: { remark: { from: before.remark, to: remark || null } },
        });
      });
      return this.get(id);
    },

    async invoice(id: string): Promise<Invoice> {
      let orderId = id;
      if (id === 'latest') {
        const [latest] = await database.query<{ id: string }>(
          'SELECT id::text FROM orders ORDER BY created_at DESC, orders.id DESC LIMIT 1',
        );
        if (!latest) throw notFound('There are no orders yet.');
        orderId = latest.id;
      }
      const order = await this.get(orderId);
      const { subTotal, vat, grandTotal, vatRate } = invoiceTotals(order.lines);
      return {
        order,
        lines: order.lines.map((l, i) => ({ ...l, no: i + 1 })),
        subTotal,
        vatRate,
        vat,
        grandTotal,
      };
    },

    /**
     * The orders matching a filter as CSV (the product's CSV policy: BOM, quoting, formulas defused), read in
     * keyset pages of `batch` rows so memory stays flat however many orders there are.
     */
    async *exportCsv(
      q: string | undefined,
      paymentStatus: string | undefined,
      batch = 5000,
    ): AsyncGenerator<string> {
      yield CSV_BOM + toCsvRows([CSV_HEADER]);
      const { where, params } = filters(q, paymentStatus);
      let after = '0';
      for (;;) {
        // One JSON text per batch, parsed at once: building 5,000 row objects through the driver took half the
        // export's time.
        const [page] = await database.query<{ rows: string | null }>(
          `SELECT json_agg(r ORDER BY id)::text AS rows
             FROM (SELECT o.id, json_build_array(o.id::text,
                            to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), c.name,
                            c.email, o.first_product_name, o.item_count, o.order_status, o.payment_status,
                            o.total::text, o.remark) AS r
                     FROM orders o JOIN customers c ON c.id = o.customer_id
                    WHERE ${[...where, `o.id > $${params.length + 1}`].join(' AND ')}
                    ORDER BY o.id LIMIT ${batch}) t`,
          [...params, after],
        );
        const rows = page?.rows ? (JSON.parse(page.rows) as (string | number | null)[][]) : [];
        if (!rows.length) return;
        yield toCsvRows(rows);
        after = String(rows.at(-1)?.[0]);
        if (rows.length < batch) return;
      }
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
