// Plain rules (no zod) shared by the e-commerce forms and the API's schemas.

export const CATEGORIES = ['cloths', 'bags', 'shoes', 'watches', 'devices'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STOCK_STATUSES = ['inStock', 'limitedStock', 'outOfStock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** At or below this many units a product shows "Limited Stock". */
export const LIMITED_STOCK_AT = 10;
export const stockStatusOf = (stock: number): StockStatus =>
  stock <= 0 ? 'outOfStock' : stock <= LIMITED_STOCK_AT ? 'limitedStock' : 'inStock';

export const DIMENSION_UNITS = ['cm', 'in'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;

export const PRODUCT_LIMITS = {
  name: 120,
  description: 5000,
  price: 10_000_000,
  tags: 20,
  tag: 30,
  variants: 50,
  variantName: 60,
  sku: 40,
  images: 8,
  stock: 10_000_000,
  /** Width, height and weight. */
  measure: 100_000,
  /** Percent. */
  taxRate: 100,
  /** Digits after the decimal point of amounts, tax rates and measures (numeric(…, 2) columns). */
  decimals: 2,
} as const;
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const ORDER_STATUSES = ['ready', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REMARK_MAX = 500;
/** VAT applied on invoices, percent. */
export const VAT_RATE = 10;
