import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS, SKU_PATTERN } from '@atrium/contracts/catalog-rules';
import { Button, Col, Form, Input, Row, Typography, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ProductNumberField } from './product-number-field';

export type VariantValues = { name?: string; price?: number | null; sku?: string };

const skuKey = (sku: unknown) => (typeof sku === 'string' ? sku.trim().toLowerCase() : '');

/** Row indexes whose SKU is also used by another row (case-insensitive, as the API compares them). */
export function duplicateSkuRows(variants: readonly (VariantValues | undefined)[] | undefined): number[] {
  const counts = new Map<string, number>();
  for (const v of variants ?? []) {
    const key = skuKey(v?.sku);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (variants ?? []).flatMap((v, i) => ((counts.get(skuKey(v?.sku)) ?? 0) > 1 ? [i] : []));
}

/** Variation tab: one row per variant (name, price, SKU) inside the form's `variants` list. */
export function ProductVariants() {
  const { t } = useTranslation('products');
  const { token } = theme.useToken();
  const form = Form.useFormInstance();

  const duplicate = (index: number): Rule => ({
    validator: async (_, value: string | undefined) => {
      const key = skuKey(value);
      if (!key) return;
      const variants = (form.getFieldValue('variants') ?? []) as (VariantValues | undefined)[];
      if (variants.some((v, i) => i !== index && skuKey(v?.sku) === key))
        throw new Error(t('form.skuDuplicate'));
    },
  });

  return (
    <Form.List name="variants">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && (
            <Typography.Paragraph type="secondary">{t('form.noVariants')}</Typography.Paragraph>
          )}
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {fields.map(({ key, name }, index) => {
              const n = index + 1;
              return (
                <li
                  key={key}
                  aria-label={t('form.variantRow', { n })}
                  style={{ borderBlockEnd: '1px solid var(--app-border)', marginBlockEnd: token.marginSM }}
                >
                  <Row gutter={12} align="top">
                    <Col xs={24} md={9}>
                      <Form.Item
                        name={[name, 'name']}
                        label={t('form.variantName')}
                        rules={[{ required: true, whitespace: true }, { max: PRODUCT_LIMITS.variantName }]}
                      >
                        <Input showCount maxLength={PRODUCT_LIMITS.variantName} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <ProductNumberField
                        name={[name, 'price']}
                        label={t('form.variantPrice')}
                        kind="money"
                        required
                      />
                    </Col>
                    <Col xs={12} md={7}>
                      <Form.Item
                        name={[name, 'sku']}
                        label={t('form.sku')}
                        rules={[
                          { required: true, whitespace: true },
                          { pattern: SKU_PATTERN, message: t('form.skuPattern') },
                          duplicate(index),
                        ]}
                      >
                        <Input dir="ltr" maxLength={PRODUCT_LIMITS.sku} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col
                      xs={24}
                      md={2}
                      style={{ display: 'flex', alignItems: 'center', paddingBlockStart: 30 }}
                    >
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => remove(name)}
                        aria-label={t('form.removeVariant', { n })}
                      />
                    </Col>
                  </Row>
                </li>
              );
            })}
          </ol>
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ name: '', price: null, sku: '' })}
            disabled={fields.length >= PRODUCT_LIMITS.variants}
            block
          >
            {t('form.addVariant')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
