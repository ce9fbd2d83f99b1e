import {
  bulkDeleteSchema,
  imageParamsSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  productImageSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  productSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/access.ts';
import { fieldError, invalid, notFound } from '../../http/errors.ts';
import { acceptImages, imageOf } from '../../http/images.ts';
import { route } from '../../http/route-catalog.ts';
import type { ProductsService } from './service.ts';

export async function productRoutes(app: FastifyInstance, { products }: { products: ProductsService }) {
  acceptImages(app, PRODUCT_IMAGE_MAX_BYTES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];

  r.get(
    '/products',
    route({
      access: 'member',
      summary: 'Products: paged, sorted, searched, filtered in SQL',
      tags,
      querystring: productListQuerySchema,
      response: { 200: productListSchema },
    }),
    async (request) => products.list(request.query),
  );

  r.get(
    '/products/:id',
    route({
      access: 'member',
      summary: 'One product',
      tags,
      params: productParamsSchema,
      response: { 200: productSchema },
    }),
    async (request) => products.get(request.params.id),
  );

  r.post(
    '/products',
    route({
      access: 'catalog.write',
      summary: 'Create a product',
      tags,
      body: productInputSchema,
      response: { 201: productSchema },
    }),
    async (request, reply) => reply.code(201).send(await products.create(request.body, actorOf(request))),
  );

  r.put(
    '/products/:id',
    route({
      access: 'catalog.write',
      summary: 'Update a product (send its version; 409 if it changed meanwhile)',
      tags,
      params: productParamsSchema,
      body: productInputSchema,
      response: { 200: productSchema },
    }),
    async (request) => {
      if (request.body.version === undefined) {
        throw invalid({ version: fieldError('required', 'Send the version you edited.') });
      }
      return products.update(request.params.id, request.body, actorOf(request));
    },
  );

  r.delete(
    '/products/:id',
    route({
      access: 'catalog.write',
      summary: 'Delete a product (its orders keep their lines)',
      tags,
      params: productParamsSchema,
    }),
    async (request, reply) => {
      if (!(await products.remove([request.params.id], actorOf(request)))) {
        throw notFound('There is no such product.');
      }
      return reply.code(204).send();
    },
  );

  r.post(
    '/products/bulk-delete',
    route({
      access: 'catalog.write',
      summary: 'Delete several products',
      tags,
      body: bulkDeleteSchema,
      response: { 200: z.object({ deleted: z.number().int() }) },
    }),
    async (request) => ({ deleted: await products.remove(request.body.ids, actorOf(request)) }),
  );

  r.post(
    '/products/images',
    route({
      access: 'catalog.write',
      summary: 'Upload a product image (JPG or PNG, at most 2 MB); unused ones are removed after a day',
      tags,
      consumes: [...PRODUCT_IMAGE_TYPES],
      response: { 201: productImageSchema },
    }),
    async (request, reply) => {
      const { bytes, type } = imageOf(request.body);
      return reply.code(201).send(await products.addImage(bytes, type, request.member.uid));
    },
  );
}

export async function productMediaRoutes(app: FastifyInstance, { products }: { products: ProductsService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/products/:id',
      route({ access: 'public', limit: 'none', hide: true, params: imageParamsSchema }),
      async (request, reply) => {
        const image = await products.image(request.params.id);
        if (!image) return reply.code(404).send({ error: 'No such image.', code: 'not_found' });
        // Image ids are never reused, so the bytes behind a URL never change.
        return reply
          .header('content-type', image.type)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(image.data));
      },
    );
}
