import { z } from 'zod';
import {
  hasDecimals,
  INT4_MAX,
  moneySchema,
  pageOf,
  pageQueryShape,
  SORT_ORDERS,
  serialIdSchema,
  uuidSchema,
} from './api.ts';
import {
  CATEGORIES,
  DIMENSION_UNITS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_LIMITS,
  REMARK_MAX,
  SKU_PATTERN,
  STOCK_STATUSES,
  WEIGHT_UNITS,
} from './catalog-rules.ts';
import { SALES_CHANNELS } from './dashboard-rules.ts';

export * from './catalog-rules.ts';

const money = moneySchema(PRODUCT_LIMITS.price);
const optionalMoney = money.nullable().optional().default(null);
/** Widths, heights and weights: numeric(10, 2) columns, so two decimals at most. */
const optionalMeasure = z
  .number()
  .min(0)
  .max(PRODUCT_LIMITS.measure)
  .refine((n) => hasDecimals(n, 2), { message: 'At most 2 decimals.', params: { code: 'decimals', max: 2 } })
  .nullable()
  .optional()
  .default(null);

export const productIdSchema = serialIdSchema;
export const productParamsSchema = z.object({ id: productIdSchema });
export const orderIdSchema = serialIdSchema;
export const orderParamsSchema = z.object({ id: orderIdSchema });
export const invoiceParamsSchema = z.object({ orderId: z.union([orderIdSchema, z.literal('latest')]) });
export const imageParamsSchema = z.object({ id: uuidSchema });

export const productImageSchema = z.object({ id: z.string(), url: z.string(), main: z.boolean() });
export type ProductImage = z.infer<typeof productImageSchema>;

export const variantSchema = z.object({
  name: z.string().trim().min(1).max(PRODUCT_LIMITS.variantName),
  price: money,
  sku: z.string().trim().regex(SKU_PATTERN, 'Use 1 to 40 letters, digits, dots, dashes or underscores.'),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  comparePrice: z.number().nullable(),
  costPerItem: z.number().nullable(),
  taxRate: z.number(),
  category: z.enum(CATEGORIES),
  tags: z.array(z.string()),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  width: z.number().nullable(),
  height: z.number().nullable(),
  dimensionUnit: z.enum(DIMENSION_UNITS),
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  shippingFee: z.number().nullable(),
  stock: z.number().int(),
  status: z.enum(STOCK_STATUSES),
  /** Optimistic concurrency: send it back with an update; a stale one gets 409. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/products and PUT /api/products/:id (with `version`). Images are uploaded first, then referenced. */
export const productInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the product name.').max(PRODUCT_LIMITS.name),
    description: z.string().max(PRODUCT_LIMITS.description).default(''),
    price: money,
    comparePrice: optionalMoney,
    costPerItem: optionalMoney,
    taxRate: z
      .number()
      .min(0)
      .max(100)
      .refine((n) => hasDecimals(n, 2), {
        message: 'At most 2 decimals.',
        params: { code: 'decimals', max: 2 },
      })
      .default(0),
    category: z.enum(CATEGORIES, { message: 'Choose a category from the list.' }),
    tags: z.array(z.string().trim().min(1).max(PRODUCT_LIMITS.tag)).max(PRODUCT_LIMITS.tags).default([]),
    imageIds: z.array(uuidSchema).max(PRODUCT_LIMITS.images).default([]),
    mainImageId: uuidSchema.nullable().optional().default(null),
    variants: z.array(variantSchema).max(PRODUCT_LIMITS.variants).default([]),
    width: optionalMeasure,
    height: optionalMeasure,
    dimensionUnit: z.enum(DIMENSION_UNITS).default('cm'),
    weight: optionalMeasure,
    weightUnit: z.enum(WEIGHT_UNITS).default('kg'),
    shippingFee: optionalMoney,
    stock: z.number().int().min(0).max(PRODUCT_LIMITS.stock).default(0),
    version: z.number().int().min(1).max(INT4_MAX).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const seen = new Map<string, number>();
    p.variants.forEach((v, i) => {
      const key = v.sku.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'sku'],
          message: 'This SKU is used twice.',
          params: { code: 'sku_repeated' },
        });
      seen.set(key, i);
    });
  });
export type ProductInput = z.input<typeof productInputSchema>;

export const PRODUCT_SORTS = ['id', 'name', 'category', 'price', 'stock', 'updatedAt'] as const;
export const productListQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(PRODUCT_SORTS).default('id'),
  order: z.enum(SORT_ORDERS).default('asc'),
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
});
/** As the web sends it (numbers are written into the query string). */
export type ProductListQuery = Partial<z.output<typeof productListQuerySchema>>;
export type ProductListQueryParsed = z.output<typeof productListQuerySchema>;
export const productListSchema = pageOf(productSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const bulkDeleteSchema = z.object({ ids: z.array(productIdSchema).min(1).max(500) }).strict();

export const customerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const orderLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  total: z.number(),
});
export const orderSchema = z.object({
  id: z.string(),
  customer: customerSchema,
  /** Name of the first product, for the list's Product column. */
  productName: z.string(),
  itemCount: z.number().int(),
  date: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  channel: z.enum(SALES_CHANNELS),
  total: z.number(),
  remark: z.string().nullable(),
  lines: z.array(orderLineSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDER_SORTS = ['id', 'date', 'total', 'customer'] as const;
export const orderListQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(ORDER_SORTS).default('date'),
  order: z.enum(SORT_ORDERS).default('desc'),
  q: z.string().trim().max(100).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
});
/** As the web sends it (numbers are written into the query string). */
export type OrderListQuery = Partial<z.output<typeof orderListQuerySchema>>;
export type OrderListQueryParsed = z.output<typeof orderListQuerySchema>;
export const orderListSchema = pageOf(orderSchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** POST /api/orders: a customer places an order; prices come from the catalogue, never from the client. */
export const orderInputSchema = z
  .object({
    customer: z.object({ name: z.string().trim().min(1).max(120), email: z.email() }).strict(),
    /** Where the order was taken: in a store or online (the Sales dashboard's Customers chart). */
    channel: z.enum(SALES_CHANNELS).default('online'),
    lines: z
      .array(
        z
          .object({
            productId: productIdSchema,
            quantity: z.number().int().min(1).max(1000),
          })
          .strict(),
      )
      .min(1, 'Add at least one product.')
      .max(50),
  })
  .strict();
export type OrderInput = z.input<typeof orderInputSchema>;

export const remarkSchema = z.object({ remark: z.string().trim().max(REMARK_MAX) }).strict();

export const invoiceSchema = z.object({
  order: orderSchema,
  lines: z.array(orderLineSchema.extend({ no: z.number().int() })),
  subTotal: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  grandTotal: z.number(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
