import {
  type Product,
  type ProductImage,
  type ProductListQueryParsed,
  type productInputSchema,
  stockStatusOf,
} from '@atrium/contracts';
import type { z } from 'zod';
import type { Actor } from '../../auth/access.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { conflict, fieldError, invalid, notFound } from '../../http/errors.ts';
import { memo, TOTALS_MAX, TOTALS_TTL_MS } from '../../lib/memo.ts';
import { containsPattern } from '../../lib/sql.ts';
import { type AuditService, changedFields } from '../audit/service.ts';

type ProductRow = {
  id: string;
  name: string;
  description: string;
  price: string;
  compare_price: string | null;
  cost_per_item: string | null;
  tax_rate: string;
  category: Product['category'];
  tags: string[];
  width: string | null;
  height: string | null;
  dimension_unit: Product['dimensionUnit'];
  weight: string | null;
  weight_unit: Product['weightUnit'];
  shipping_fee: string | null;
  stock: number;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
  images: { id: string; main: boolean }[] | null;
  variants: { name: string; price: number | string; sku: string }[] | null;
};
type Input = z.output<typeof productInputSchema>;

const num = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (v: string | Date) => new Date(v).toISOString();
export const productImageUrl = (id: string) => `/media/products/${id}`;
/**
 * Every column a product needs, its images and variants included as JSON columns: one round trip per page or
 * product instead of three, which is most of a list request's time on embedded PGlite.
 */
const COLUMNS = `id::text, name, description, price, compare_price, cost_per_item, tax_rate, category, tags, width,
  height, dimension_unit, weight, weight_unit, shipping_fee, stock, version, created_at, updated_at,
  (SELECT json_agg(json_build_object('id', i.id::text, 'main', i.main) ORDER BY i.position)
     FROM product_images i WHERE i.product_id = products.id) AS images,
  (SELECT json_agg(json_build_object('name', v.name, 'price', v.price, 'sku', v.sku) ORDER BY v.position)
     FROM product_variants v WHERE v.product_id = products.id) AS variants`;

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    comparePrice: num(row.compare_price),
    costPerItem: num(row.cost_per_item),
    taxRate: Number(row.tax_rate),
    category: row.category,
    tags: row.tags ?? [],
    images: (row.images ?? []).map((i) => ({ id: i.id, url: productImageUrl(i.id), main: i.main })),
    variants: (row.variants ?? []).map((v) => ({ name: v.name, price: Number(v.price), sku: v.sku })),
    width: num(row.width),
    height: num(row.height),
    dimensionUnit: row.dimension_unit,
    weight: num(row.weight),
    weightUnit: row.weight_unit,
    shippingFee: num(row.shipping_fee),
    stock: row.stock,
    status: stockStatusOf(row.stock),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

// Qualified: the select list renames id to text, and a bare `id` would sort by that text (1, 10, 100…).
const SORTS: Record<string, string> = {
  id: 'products.id',
  name: 'lower(name)',
  category: 'category',
  price: 'price',
  stock: 'stock',
  updatedAt: 'updated_at',
};

/** The fields of a product the audit log compares between versions. */
const auditedFields = (p: Product | Input) => ({
  name: p.name,
  description: p.description,
  price: p.price,
  comparePrice: p.comparePrice,
  costPerItem: p.costPerItem,
  taxRate: p.taxRate,
  category: p.category,
  tags: p.tags,
  stock: p.stock,
  width: p.width,
  height: p.height,
  dimensionUnit: p.dimensionUnit,
  weight: p.weight,
  weightUnit: p.weightUnit,
  shippingFee: p.shippingFee,
  variants: p.variants.map((v) => `${v.name} · ${v.sku} · ${v.price}`),
  images: 'imageIds' in p ? p.imageIds.length : p.images.length,
});

/** How long an image nobody references (never saved, or its product deleted) is kept before it is removed. */
export const ORPHAN_IMAGE_GRACE_MS = 24 * 3_600_000;

/** Products are shared shop data: every signed-in member sees the same catalogue. */
export function productsService(database: Database, { audit }: { audit: AuditService }) {
  /** Totals per search and category: counting is a full scan, and a count a few seconds old is good enough. */
  const totals = memo<number>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX });

  /** Attaches the listed uploads to the product (order kept, one main) and drops the images it no longer lists. */
  async function saveChildren(query: Database['query'], productId: string, input: Input, uid: string) {
    const ids = input.imageIds;
    if (ids.length) {
      const usable = await query<{ id: string }>(
        `SELECT id::text FROM product_images WHERE id::text = ANY($1::text[])
           AND (product_id = $2 OR (product_id IS NULL AND uploaded_by = $3))`,
        [ids, productId, uid],
      );
      if (usable.length !== new Set(ids).size) {
        throw invalid({ imageIds: fieldError('image_missing', 'An image is missing: upload it again.') });
      }
    }
    await query('DELETE FROM product_images WHERE product_id = $1 AND NOT (id::text = ANY($2::text[]))', [
      productId,
      ids,
    ]);
    const main = input.mainImageId && ids.includes(input.mainImageId) ? input.mainImageId : ids[0];
    for (const [position, id] of ids.entries()) {
      await query('UPDATE product_images SET product_id = $1, position = $2, main = $3 WHERE id::text = $4', [
        productId,
        position,
        id === main,
        id,
      ]);
    }
    await query('DELETE FROM product_variants WHERE product_id = $1', [productId]);
    for (const [position, v] of input.variants.entries()) {
      try {
        await query(
          'INSERT INTO product_variants (product_id, position, name, price, sku) VALUES ($1, $2, $3, $4, $5)',
          [productId, position, v.name, v.price, v.sku],
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw invalid({
          [`variants.${position}.sku`]: fieldError('sku_taken', 'Another product already uses this SKU.'),
        });
      }
    }
  }

  const values = (p: Input) => [
    p.name,
    p.description,
    p.price,
    p.comparePrice,
    p.costPerItem,
    p.taxRate,
    p.category,
    p.tags,
    p.width,
    p.height,
    p.dimensionUnit,
    p.weight,
    p.weightUnit,
    p.shippingFee,
    p.stock,
  ];

  return {
    async list({ page, pageSize, sort, order, q, category }: ProductListQueryParsed) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (q) {
        params.push(containsPattern(q));
        const byId = /^\d{1,18}$/.test(q) ? ` OR id = ${Number(q)}` : '';
        where.push(`(search LIKE $${params.length}${byId})`);
      }
      if (category) {
        params.push(category);
        where.push(`category = $${params.length}`);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const dir = order === 'desc' ? 'DESC' : 'ASC';
      const key = `${q ?? ''}|${category ?? ''}`;
      const [rows, total] = await Promise.all([
        database.query<ProductRow>(
          `SELECT ${COLUMNS} FROM products ${clause} ORDER BY ${SORTS[sort]} ${dir}, products.id ${dir} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          params,
        ),
        totals.get(key, async () => {
          const [r] = await database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM products ${clause}`,
            params,
          );
          return r?.n ?? 0;
        }),
      ]);
      return {
        items: rows.map(toProduct),
        total,
        page,
        pageSize,
      };
    },

    async get(id: string): Promise<Product> {
      if (!/^\d{1,18}$/.test(id)) throw notFound('There is no such product.');
      const [row] = await database.query<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE id = $1`, [id]);
      if (!row) throw notFound('There is no such product.');
      return toProduct(row);
    },

    async create(input: Input, actor: Actor): Promise<Product> {
      const id = await database.transaction(async (query) => {
        const [row] = await query<{ id: string }>(
          `INSERT INTO products (name, description, price, compare_price, cost_per_item, tax_rate, category, tags, width, height,
             dimension_unit, weight, weight_unit, shipping_fee, stock)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id::text`,
          values(input),
        );
        await saveChildren(query, row?.id as string, input, actor.uid);
        await audit.record(query, actor, {
          action: 'product.create',
          target: { type: 'product', id: row?.id as string, label: input.name },
          changes: changedFields({}, auditedFields(input)),
        });
        return row?.id as string;
      });
      totals.clear();
      return this.get(id);
    },

    async update(id: string, input: Input, actor: Actor): Promise<Product> {
      const before = await this.get(id);
      await database.transaction(async (query) => {
        const updated = await query(
          `UPDATE products SET name = $1, description = $2, price = $3, compare_price = $4, cost_per_item = $5, tax_rate = $6,
             category = $7, tags = $8, width = $9, height = $10, dimension_unit = $11, weight = $12, weight_unit = $13,
             shipping_fee = $14, stock = $15, version = version + 1, updated_at = now()
           WHERE id = $16 AND version = $17 RETURNING id`,
          [...values(input), id, input.version ?? -1],
        );
        if (!updated.length) {
          throw conflict('This product was changed by someone else. Reload it to see the latest version.');
        }
        await saveChildren(query, id, input, actor.uid);
        await audit.record(query, actor, {
          action: 'product.update',
          target: { type: 'product', id, label: input.name },
          changes: changedFields(auditedFields(before), auditedFields(input)),
        });
      });
      totals.clear();
      return this.get(id);
    },

    /** Deletes the products that exist among `ids` (their images are swept later); returns how many. */
    async remove(ids: string[], actor: Actor) {
      const deleted = await database.transaction(async (query) => {
        const rows = await query<{ id: string; name: string }>(
          'DELETE FROM products WHERE id = ANY($1::bigint[]) RETURNING id::text, name',
          [ids],
        );
        for (const row of rows) {
          await audit.record(query, actor, {
            action: 'product.delete',
            target: { type: 'product', id: row.id, label: row.name },
            changes: { name: { from: row.name, to: null } },
          });
        }
        return rows.length;
      });
      totals.clear();
      return deleted;
    },

    /** Removes the images nobody has referenced for ORPHAN_IMAGE_GRACE_MS; returns how many. */
    async sweepImages(now: Date = new Date()) {
      const removed = await database.query(
        'DELETE FROM product_images WHERE product_id IS NULL AND orphaned_at < $1 RETURNING id',
        [new Date(now.getTime() - ORPHAN_IMAGE_GRACE_MS).toISOString()],
      );
      return removed.length;
    },

    async addImage(bytes: Uint8Array, type: string, uid: string): Promise<ProductImage> {
      const [row] = await database.query<{ id: string }>(
        'INSERT INTO product_images (data, type, uploaded_by) VALUES ($1, $2, $3) RETURNING id::text',
        [bytes, type, uid],
      );
      return { id: row?.id as string, url: productImageUrl(row?.id as string), main: false };
    },

    async image(id: string) {
      const [row] = await database.query<{ data: Uint8Array; type: string }>(
        'SELECT data, type FROM product_images WHERE id = $1',
        [id],
      );
      return row ?? null;
    },
  };
}

export type ProductsService = ReturnType<typeof productsService>;
