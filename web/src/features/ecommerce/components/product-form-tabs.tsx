import type { Category } from '@atrium/contracts';
import { CATEGORIES, DIMENSION_UNITS, PRODUCT_LIMITS, WEIGHT_UNITS } from '@atrium/contracts/catalog-rules';
import { Card, Col, Form, Input, Row, Select, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { Dimension, Weight } from './product-form-values';
import { ProductImages } from './product-images';
import { ProductNumberField } from './product-number-field';

/** The product form's General tab: basics, pricing, media, and the category and tags. */
export function ProductGeneralTab() {
  const { t } = useTranslation('products');
  const { token } = theme.useToken();
  const tagRule: Rule = {
    validator: async (_, tags: string[] | undefined) => {
      if ((tags ?? []).some((tag) => tag.trim().length > PRODUCT_LIMITS.tag))
        throw new Error(t('form.tagTooLong', { max: PRODUCT_LIMITS.tag }));
    },
  };
  const half = { xs: 24, sm: 12 };
  const cardStyle = { marginBlockEnd: token.marginLG };

  return (
    <Row gutter={token.marginLG}>
      <Col xs={24} lg={16}>
        <Card title={t('form.basic')} style={cardStyle}>
          <Form.Item
            name="name"
            label={t('form.name')}
            rules={[{ required: true, whitespace: true }, { max: PRODUCT_LIMITS.name }]}
          >
            <Input showCount maxLength={PRODUCT_LIMITS.name} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('form.description')}
            rules={[{ max: PRODUCT_LIMITS.description }]}
          >
            <Input.TextArea rows={5} showCount maxLength={PRODUCT_LIMITS.description} />
          </Form.Item>
          <ProductNumberField name="stock" label={t('form.stock')} kind="count" required />
        </Card>
        <Card title={t('form.pricing')} style={cardStyle}>
          <Row gutter={token.margin}>
            <Col {...half}>
              <ProductNumberField name="price" label={t('form.price')} kind="money" required />
            </Col>
            <Col {...half}>
              <ProductNumberField name="comparePrice" label={t('form.comparePrice')} kind="money" />
            </Col>
            <Col {...half}>
              <ProductNumberField name="costPerItem" label={t('form.costPerItem')} kind="money" />
            </Col>
            <Col {...half}>
              <ProductNumberField name="taxRate" label={t('form.taxRate')} kind="percent" />
            </Col>
          </Row>
        </Card>
        <Card title={t('form.media')} style={cardStyle}>
          <Form.Item name="images" style={{ marginBlockEnd: 0 }}>
            <ProductImages />
          </Form.Item>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('form.organization')} style={cardStyle}>
          <Form.Item name="category" label={t('form.category')} rules={[{ required: true }]}>
            <Select<Category>
              placeholder={t('form.categoryPlaceholder')}
              options={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            />
          </Form.Item>
          <Form.Item name="tags" label={t('form.tags')} rules={[tagRule]}>
            <Select mode="tags" maxCount={PRODUCT_LIMITS.tags} placeholder={t('form.tagsPlaceholder')} />
          </Form.Item>
        </Card>
      </Col>
    </Row>
  );
}

/** The product form's Shipping tab: dimensions, weight and the shipping fee. */
export function ProductShippingTab() {
  const { t } = useTranslation('products');
  const { token } = theme.useToken();
  const cardStyle = { marginBlockEnd: token.marginLG };
  const third = { xs: 24, md: 8 };
  return (
    <Card title={t('form.shipping')} style={cardStyle}>
      <Row gutter={token.margin}>
        <Col {...third}>
          <ProductNumberField name="width" label={t('form.width')} kind="measure" />
        </Col>
        <Col {...third}>
          <ProductNumberField name="height" label={t('form.height')} kind="measure" />
        </Col>
        <Col {...third}>
          <Form.Item name="dimensionUnit" label={t('form.dimensionUnit')}>
            <Select<Dimension>
              options={DIMENSION_UNITS.map((u) => ({ value: u, label: t(`form.units.${u}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <ProductNumberField name="weight" label={t('form.weight')} kind="measure" />
        </Col>
        <Col {...third}>
          <Form.Item name="weightUnit" label={t('form.weightUnit')}>
            <Select<Weight> options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`form.units.${u}`) }))} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <ProductNumberField name="shippingFee" label={t('form.shippingFee')} kind="money" />
        </Col>
      </Row>
    </Card>
  );
}
