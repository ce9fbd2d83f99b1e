import {
  bulkDeleteSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import { sniffImage } from '../members/routes.ts';
import type { ProductsService } from './service.ts';

export async function productRoutes(app: FastifyInstance, { products }: { products: ProductsService }) {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/gif', 'application/octet-stream', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  describeOperation({
    method: 'get',
    path: '/api/products',
    summary: 'Products: paged, sorted, searched, filtered in SQL',
    tag: 'products',
    query: productListQuerySchema,
    response: productListSchema,
  });
  app.get('/products', async (request) => products.list(parse(productListQuerySchema, request.query)));

  describeOperation({
    method: 'get',
    path: '/api/products/:id',
    summary: 'One product',
    tag: 'products',
    response: productSchema,
  });
  app.get<{ Params: { id: string } }>('/products/:id', async (request) => products.get(request.params.id));

  describeOperation({
    method: 'post',
    path: '/api/products',
    summary: 'Create a product',
    tag: 'products',
    body: productInputSchema,
    response: productSchema,
  });
  app.post('/products', async (request, reply) => {
    const input = parse(productInputSchema, request.body ?? {});
    return reply.code(201).send(await products.create(input, request.member.uid));
  });

  describeOperation({
    method: 'put',
    path: '/api/products/:id',
    summary: 'Update a product (send its version; 409 if it changed meanwhile)',
    tag: 'products',
    body: productInputSchema,
    response: productSchema,
  });
  app.put<{ Params: { id: string } }>('/products/:id', async (request) => {
    const input = parse(productInputSchema, request.body ?? {});
    if (input.version === undefined) {
      throw new HttpError(400, 'Some fields are not valid.', 'invalid', {
        version: 'Send the version you edited.',
      });
    }
    return products.update(request.params.id, input, request.member.uid);
  });

  describeOperation({
    method: 'delete',
    path: '/api/products/:id',
    summary: 'Delete a product (its orders keep their lines)',
    tag: 'products',
  });
  app.delete<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    if (!(await products.remove([request.params.id]))) throw notFound('There is no such product.');
    return reply.code(204).send();
  });

  describeOperation({
    method: 'post',
    path: '/api/products/bulk-delete',
    summary: 'Delete several products',
    tag: 'products',
    body: bulkDeleteSchema,
  });
  app.post('/products/bulk-delete', async (request) => ({
    deleted: await products.remove(parse(bulkDeleteSchema, request.body ?? {}).ids),
  }));

  describeOperation({
    method: 'post',
    path: '/api/products/images',
    summary: 'Upload a product image (JPG or PNG, at most 2 MB)',
    tag: 'products',
    bodyType: 'image/png',
    response: productImageSchema,
  });
  app.post('/products/images', async (request, reply) => {
    const body = request.body;
    const type = body instanceof Buffer && body.length ? sniffImage(body) : null;
    if (!type) throw new HttpError(415, 'Choose a JPG or PNG image.', 'unsupported_type');
    return reply
      .code(201)
      .send(await products.addImage(new Uint8Array(body as Buffer), type, request.member.uid));
  });
}

export async function productMediaRoutes(app: FastifyInstance, { products }: { products: ProductsService }) {
  app.get<{ Params: { id: string } }>('/media/products/:id', async (request, reply) => {
    const image = await products.image(request.params.id);
    if (!image) return reply.code(404).send({ error: 'No such image.' });
    // Image ids are never reused, so the bytes behind a URL never change.
    return reply
      .header('content-type', image.type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.data));
  });
}
