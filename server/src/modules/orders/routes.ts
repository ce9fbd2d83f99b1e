import {
  invoiceParamsSchema,
  invoiceSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  remarkSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/access.ts';
import { sendCsv } from '../../http/csv.ts';
import { route } from '../../http/route-catalog.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { OrdersService } from './service.ts';

type Deps = {
  orders: OrdersService;
  notifications: NotificationsService;
  /** The real administrators, who hear of shop events. */
  adminUids: () => Promise<string[]>;
};

const exportQuerySchema = orderListQuerySchema.pick({ q: true, paymentStatus: true });

export async function orderRoutes(app: FastifyInstance, { orders, notifications, adminUids }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/orders',
    route({
      access: 'member',
      summary: 'Orders: paged, sorted, filtered in SQL',
      tags,
      querystring: orderListQuerySchema,
      response: { 200: orderListSchema },
    }),
    async (request) => orders.list(request.query),
  );

  r.get(
    '/orders/export.csv',
    route({
      access: 'orders.export',
      limit: 'export',
      summary: 'The filtered orders as a streamed CSV (UTF-8 with BOM, formula-looking cells defused)',
      tags,
      querystring: exportQuerySchema,
      produces: ['text/csv'],
    }),
    async (request, reply) =>
      sendCsv(reply, 'orders', orders.exportCsv(request.query.q, request.query.paymentStatus)),
  );

  r.post(
    '/orders',
    route({
      access: 'orders.write',
      summary: 'Place an order at catalogue prices (stock is taken; admins are told)',
      tags,
      body: orderInputSchema,
      response: { 201: orderSchema },
    }),
    async (request, reply) => {
      const order = await orders.place(request.body, actorOf(request));
      for (const admin of await adminUids()) {
        await notifications.notify(admin, 'order.placed', request.member.uid, { order: order.id });
      }
      return reply.code(201).send(order);
    },
  );

  r.get(
    '/orders/:id',
    route({
      access: 'member',
      summary: 'One order with its lines',
      tags,
      params: orderParamsSchema,
      response: { 200: orderSchema },
    }),
    async (request) => orders.get(request.params.id),
  );

  r.put(
    '/orders/:id/remark',
    route({
      access: 'orders.write',
      summary: 'Save a remark on an order (admins are told)',
      tags,
      params: orderParamsSchema,
      body: remarkSchema,
      response: { 200: orderSchema },
    }),
    async (request) => {
      const order = await orders.setRemark(request.params.id, request.body.remark, actorOf(request));
      for (const admin of await adminUids()) {
        if (admin !== request.member.uid) {
          await notifications.notify(admin, 'order.changed', request.member.uid, { order: order.id });
        }
      }
      return order;
    },
  );

  r.get(
    '/invoices/:orderId',
    route({
      access: 'member',
      summary: "An order's invoice, totals and VAT computed here ('latest' for the newest)",
      tags,
      params: invoiceParamsSchema,
      response: { 200: invoiceSchema },
    }),
    async (request) => orders.invoice(request.params.orderId),
  );
}
