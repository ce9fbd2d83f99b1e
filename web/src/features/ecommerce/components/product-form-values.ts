import type { Category, Product, ProductImage, ProductInput } from '@atrium/contracts';
import type { DIMENSION_UNITS, WEIGHT_UNITS } from '@atrium/contracts/catalog-rules';
import { mainImageIdOf } from './product-images';
import type { VariantValues } from './product-variants';

// The product form's values, and how they map to and from the API's product (pages/product-form.tsx).

export type Tab = 'general' | 'variation' | 'shipping';
export type Dimension = (typeof DIMENSION_UNITS)[number];
export type Weight = (typeof WEIGHT_UNITS)[number];
type Amount = number | null | undefined;

export type FormValues = {
  name: string;
  description: string;
  price: Amount;
  comparePrice: Amount;
  costPerItem: Amount;
  taxRate: Amount;
  stock: Amount;
  category: Category | undefined;
  tags: string[];
  images: ProductImage[];
  variants: VariantValues[];
  width: Amount;
  height: Amount;
  dimensionUnit: Dimension;
  weight: Amount;
  weightUnit: Weight;
  shippingFee: Amount;
};

/** Which tab holds each top-level form field (to show the first field in error). */
export const FIELD_TABS: Record<keyof FormValues, Tab> = {
  name: 'general',
  description: 'general',
  price: 'general',
  comparePrice: 'general',
  costPerItem: 'general',
  taxRate: 'general',
  stock: 'general',
  category: 'general',
  tags: 'general',
  images: 'general',
  variants: 'variation',
  width: 'shipping',
  height: 'shipping',
  dimensionUnit: 'shipping',
  weight: 'shipping',
  weightUnit: 'shipping',
  shippingFee: 'shipping',
};
const VARIANT_FIELDS = ['name', 'price', 'sku'];
/** API field names that are shown on another form field. */
const ALIASES: Record<string, keyof FormValues> = { imageIds: 'images', mainImageId: 'images' };

export function toFormValues(product: Product | null): FormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      price: null,
      comparePrice: null,
      costPerItem: null,
      taxRate: 0,
      stock: 0,
      category: undefined,
      tags: [],
      images: [],
      variants: [],
      width: null,
      height: null,
      dimensionUnit: 'cm',
      weight: null,
      weightUnit: 'kg',
      shippingFee: null,
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    comparePrice: product.comparePrice,
    costPerItem: product.costPerItem,
    taxRate: product.taxRate,
    stock: product.stock,
    category: product.category,
    tags: product.tags,
    images: product.images,
    variants: product.variants.map((v) => ({ ...v })),
    width: product.width,
    height: product.height,
    dimensionUnit: product.dimensionUnit,
    weight: product.weight,
    weightUnit: product.weightUnit,
    shippingFee: product.shippingFee,
  };
}

const orNull = (n: Amount) => (n === undefined || n === null ? null : n);

export function toInput(values: FormValues, version: number | undefined): ProductInput {
  const images = values.images ?? [];
  return {
    name: (values.name ?? '').trim(),
    description: values.description ?? '',
    price: values.price ?? 0,
    comparePrice: orNull(values.comparePrice),
    costPerItem: orNull(values.costPerItem),
    taxRate: values.taxRate ?? 0,
    category: values.category as Category,
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    imageIds: images.map((i) => i.id),
    mainImageId: mainImageIdOf(images),
    variants: (values.variants ?? []).map((v) => ({
      name: (v.name ?? '').trim(),
      price: v.price ?? 0,
      sku: (v.sku ?? '').trim(),
    })),
    width: orNull(values.width),
    height: orNull(values.height),
    dimensionUnit: values.dimensionUnit ?? 'cm',
    weight: orNull(values.weight),
    weightUnit: values.weightUnit ?? 'kg',
    shippingFee: orNull(values.shippingFee),
    stock: values.stock ?? 0,
    ...(version === undefined ? {} : { version }),
  };
}

/**
 * What a save would send, as text: the form has unsaved changes when this differs from the loaded product's.
 * (Comparing what is sent ignores what saving would not change, such as a space typed after the name.)
 */
export const snapshotOf = (values: FormValues) => JSON.stringify(toInput(values, undefined));

/** "variants.1.sku" → ['variants', 1, 'sku'] when the form has that field; null otherwise. */
export function formPathOf(apiField: string, values: FormValues): (string | number)[] | null {
  const parts = apiField.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const head = ALIASES[String(parts[0])] ?? parts[0];
  if (head === 'variants') {
    const [, index, field] = parts;
    const count = values.variants?.length ?? 0;
    if (
      typeof index === 'number' &&
      index < count &&
      typeof field === 'string' &&
      VARIANT_FIELDS.includes(field)
    )
      return ['variants', index, field];
    return null;
  }
  // tags.3 or imageIds.2: shown on the whole control.
  return typeof head === 'string' && head in FIELD_TABS ? [head] : null;
}
