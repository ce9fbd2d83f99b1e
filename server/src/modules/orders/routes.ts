import { Readable } from 'node:stream';
import {
  invoiceSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  remarkSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import type { MembersService } from '../members/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { OrdersService } from './service.ts';

type Deps = { orders: OrdersService; notifications: NotificationsService; members: MembersService };

export async function orderRoutes(app: FastifyInstance, { orders, notifications, members }: Deps) {
  describeOperation({
    method: 'get',
    path: '/api/orders',
    summary: 'Orders: paged, sorted, filtered in SQL',
    tag: 'orders',
    query: orderListQuerySchema,
    response: orderListSchema,
  });
  app.get('/orders', async (request) => orders.list(parse(orderListQuerySchema, request.query)));

  describeOperation({
    method: 'get',
    path: '/api/orders/export.csv',
    summary: 'The filtered orders as a streamed CSV (UTF-8 with BOM)',
    tag: 'orders',
    query: orderListQuerySchema.pick({ q: true, paymentStatus: true }),
  });
  app.get('/orders/export.csv', async (request, reply) => {
    const { q, paymentStatus } = parse(
      orderListQuerySchema.pick({ q: true, paymentStatus: true }),
      request.query,
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(orders.exportCsv(q, paymentStatus)));
  });

  describeOperation({
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order at catalogue prices (stock is taken; admins are told)',
    tag: 'orders',
    body: orderInputSchema,
    response: orderSchema,
  });
  app.post('/orders', async (request, reply) => {
    const order = await orders.place(parse(orderInputSchema, request.body ?? {}));
    for (const admin of await members.adminUids()) {
      await notifications.notify(admin, 'order.placed', request.member.uid, { order: order.id });
    }
    return reply.code(201).send(order);
  });

  describeOperation({
    method: 'get',
    path: '/api/orders/:id',
    summary: 'One order with its lines',
    tag: 'orders',
    response: orderSchema,
  });
  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => orders.get(request.params.id));

  describeOperation({
    method: 'put',
    path: '/api/orders/:id/remark',
    summary: 'Save a remark on an order (admins are told)',
    tag: 'orders',
    body: remarkSchema,
    response: orderSchema,
  });
  app.put<{ Params: { id: string } }>('/orders/:id/remark', async (request) => {
    const { remark } = parse(remarkSchema, request.body ?? {});
    const order = await orders.setRemark(request.params.id, remark);
    for (const admin of await members.adminUids()) {
      if (admin !== request.member.uid) {
        await notifications.notify(admin, 'order.changed', request.member.uid, { order: order.id });
      }
    }
    return order;
  });

  describeOperation({
    method: 'get',
    path: '/api/invoices/:orderId',
    summary: "An order's invoice, totals and VAT computed here ('latest' for the newest)",
    tag: 'orders',
    response: invoiceSchema,
  });
  app.get<{ Params: { orderId: string } }>('/invoices/:orderId', async (request) =>
    orders.invoice(request.params.orderId),
  );
}
