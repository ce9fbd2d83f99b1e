import { PRODUCT_LIMITS } from '@atrium/contracts/catalog-rules';
import { Form, type FormItemProps, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** The kinds of number on a product, with the API's limits (contracts/catalog-rules.ts). All start at 0. */
const KINDS = {
  money: { max: PRODUCT_LIMITS.price, decimals: PRODUCT_LIMITS.decimals },
  percent: { max: PRODUCT_LIMITS.taxRate, decimals: PRODUCT_LIMITS.decimals },
  count: { max: PRODUCT_LIMITS.stock, decimals: 0 },
  measure: { max: PRODUCT_LIMITS.measure, decimals: PRODUCT_LIMITS.decimals },
} as const;
export type NumberKind = keyof typeof KINDS;

/** At most `max` digits after the decimal point, judged as the API does (float noise such as 0.1 + 0.2 aside). */
function hasDecimals(n: number, max: number) {
  const scaled = n * 10 ** max;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

type Info = { userTyping: boolean; input: string };
/**
 * Money reads with its cents (49.50) when not being typed. An amount with more decimals is shown as typed, next
 * to its error, rather than rounded.
 */
const moneyFormatter = (value: number | string | undefined, { userTyping, input }: Info) => {
  if (userTyping) return input;
  const text = value === undefined ? '' : String(value);
  return /^-?\d+(\.\d{0,2})?$/.test(text) ? Number(text).toFixed(2) : text;
};

type Props = Omit<FormItemProps, 'rules' | 'children' | 'extra'> & { kind: NumberKind; required?: boolean };

/**
 * A product's number field: its range shown under it, and a value out of range or with too many decimals
 * refused with a message. The InputNumber gets no min, max or precision on purpose: with them antd silently
 * clamps (−5 → 0) or rounds (1.234 → 1.23) the value on blur, and that changed value would be saved.
 */
export function ProductNumberField({ kind, required = false, ...item }: Props) {
  const { t } = useTranslation('products');
  const { max, decimals } = KINDS[kind];
  const limits: Rule = {
    validator: async (_, value: number | null | undefined) => {
      if (value === null || value === undefined) return; // `required` speaks for an empty field
      if (value < 0 || value > max) throw new Error(t('form.outOfRange', { min: 0, max }));
      if (!hasDecimals(value, decimals))
        throw new Error(decimals === 0 ? t('form.wholeNumber') : t('form.decimals', { max: decimals }));
    },
  };
  return (
    <Form.Item
      {...item}
      rules={required ? [{ required: true }, limits] : [limits]}
      extra={t('form.range', { min: 0, max })}
    >
      <InputNumber<number>
        style={{ width: '100%' }}
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        formatter={kind === 'money' ? moneyFormatter : undefined}
      />
    </Form.Item>
  );
}
