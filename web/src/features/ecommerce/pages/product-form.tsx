import { WarningFilled } from '@ant-design/icons';
import type { Category, Product, ProductImage, ProductInput } from '@atrium/contracts';
import { CATEGORIES, DIMENSION_UNITS, PRODUCT_LIMITS, WEIGHT_UNITS } from '@atrium/contracts/catalog-rules';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Tabs,
  Typography,
  theme,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError, useErrorText } from '../../../components/load-error';
import { PATHS } from '../../../config/paths';
import { useAccess } from '../../../lib/access';
import { useApiErrors } from '../../../lib/api-errors';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateProductMutation, useGetProductQuery, useUpdateProductMutation } from '../api';
import { mainImageIdOf, ProductImages } from '../components/product-images';
import { ProductNumberField } from '../components/product-number-field';
import { statusOf } from '../components/product-shared';
import { duplicateSkuRows, ProductVariants, type VariantValues } from '../components/product-variants';

type Tab = 'general' | 'variation' | 'shipping';
type Dimension = (typeof DIMENSION_UNITS)[number];
type Weight = (typeof WEIGHT_UNITS)[number];
type Amount = number | null | undefined;

type FormValues = {
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
const FIELD_TABS: Record<keyof FormValues, Tab> = {
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

function toFormValues(product: Product | null): FormValues {
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

function toInput(values: FormValues, version: number | undefined): ProductInput {
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
const snapshotOf = (values: FormValues) => JSON.stringify(toInput(values, undefined));

/** "variants.1.sku" → ['variants', 1, 'sku'] when the form has that field; null otherwise. */
function formPathOf(apiField: string, values: FormValues): (string | number)[] | null {
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

/** The product id when the pathname is …/edit-product/:id, else null (adding a product). */
function productIdOf(pathname: string): string | null {
  if (!pathname.includes('/edit-product/')) return null;
  const last = pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

/** Apps → E-Commerce → Add Product and Edit Product (…/edit-product/:id): one form for both. */
export default function ProductForm() {
  const { pathname } = useLocation();
  const id = productIdOf(pathname);
  return id ? <EditProduct key={id} id={id} /> : <ProductEditor product={null} />;
}

function EditProduct({ id }: { id: string }) {
  const { t } = useTranslation('products');
  // Always fetched afresh: the form must start from the product's latest version.
  const query = useGetProductQuery(id, { refetchOnMountOrArgChange: true });
  const [reloads, setReloads] = useState(0);
  const [reloading, setReloading] = useState(false);
  const shown = useRef(false);

  const reload = async () => {
    setReloading(true);
    try {
      await query.refetch();
    } finally {
      setReloading(false);
      setReloads((n) => n + 1);
    }
  };

  if (query.isError && !reloading) {
    if (statusOf(query.error).status === 404) {
      return (
        <Card>
          <Result
            status="404"
            title={t('form.notFound')}
            subTitle={t('form.notFoundHelp')}
            extra={<Link to={PATHS.productList}>{t('form.backToList')}</Link>}
          />
        </Card>
      );
    }
    return (
      <Card>
        <LoadError title={t('form.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (!query.data || (query.isFetching && !shown.current)) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  shown.current = true;
  // A reload starts again from the server's copy: nothing typed is kept.
  return <ProductEditor key={reloads} product={query.data} onReload={reload} reloading={reloading} />;
}

function ProductEditor({
  product,
  onReload,
  reloading = false,
}: {
  product: Product | null;
  onReload?: () => Promise<void>;
  reloading?: boolean;
}) {
  const { t } = useTranslation('products');
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const apiErrors = useApiErrors();
  const [form] = Form.useForm<FormValues>();
  // Paths into the variants list ('variants', 1, 'sku') are beyond the typed field names.
  const fields = form as unknown as FormInstance;
  // Read once: later refetches (after a save) must not overwrite what is being typed.
  const [initialValues] = useState(() => toFormValues(product));
  const version = useRef(product?.version);
  // The values last loaded or saved, against which typed changes are judged.
  const saved = useRef(snapshotOf(initialValues));
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [tab, setTab] = useState<Tab>('general');
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<Tab>>(new Set());
  const refreshErrorTabs = () => {
    const tabs = fields
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => FIELD_TABS[f.name[0] as keyof FormValues])
      .filter(Boolean);
    setErrorTabs((prev) => {
      const next = new Set(tabs);
      return next.size === prev.size && [...next].every((x) => prev.has(x)) ? prev : next;
    });
  };
  const [createProduct, creation] = useCreateProductMutation();
  const [updateProduct, update] = useUpdateProductMutation();
  const saving = creation.isLoading || update.isLoading;
  const isEdit = product !== null;
  // Members see a product's details; only catalog.write (Managers, Admins) edits them. Until the role is known
  // the form is as usual (the server refuses a write it does not allow anyway).
  const access = useAccess();
  const readOnly = access.role !== null && !access.can('catalog.write');
  const { allowLeaving } = useUnsavedChanges(dirty && !readOnly);

  const showTabOf = (path: (string | number)[] | undefined) => {
    const head = path?.[0];
    if (typeof head === 'string' && head in FIELD_TABS) setTab(FIELD_TABS[head as keyof FormValues]);
  };

  const onValuesChange = (changed: Partial<FormValues>, all: FormValues) => {
    // Typing a change and then undoing it leaves nothing to lose.
    setDirty(snapshotOf(form.getFieldsValue(true) as FormValues) !== saved.current);
    if (!changed.variants) return;
    // A SKU typed in one row can make another row's SKU a duplicate (or no longer one): check those again.
    const duplicates = new Set(duplicateSkuRows(all.variants));
    const recheck = (all.variants ?? []).flatMap((_, i) => {
      const path = ['variants', i, 'sku'];
      const flagged = fields.getFieldError(path).includes(t('form.skuDuplicate'));
      return (duplicates.has(i) && fields.isFieldTouched(path)) || flagged ? [path] : [];
    });
    if (recheck.length > 0) void fields.validateFields(recheck).catch(() => {});
  };

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as FormValues;
    setConflict(false);
    try {
      if (isEdit) {
        const updated = await updateProduct({
          id: product.id,
          input: toInput(values, version.current),
        }).unwrap();
        version.current = updated.version;
        const next = toFormValues(updated);
        form.setFieldsValue(next);
        saved.current = snapshotOf(next);
        setDirty(false);
        message.success(t('form.saved', { name: updated.name }));
      } else {
        const created = await createProduct(toInput(values, undefined)).unwrap();
        setDirty(false);
        message.success(t('form.created', { name: created.name }));
        allowLeaving();
        void navigate(PATHS.productList);
      }
    } catch (error) {
      const { status, code } = statusOf(error);
      if (status === 409 || code === 'conflict') {
        setConflict(true);
        window.scrollTo({ top: 0 });
        return;
      }
      const apiFields = apiErrors.fields(error);
      const byPath = new Map<string, { name: (string | number)[]; errors: string[] }>();
      const unmatched: string[] = [];
      for (const [field, text] of Object.entries(apiFields)) {
        const name = formPathOf(field, values);
        if (!name) {
          unmatched.push(text);
          continue;
        }
        const key = name.join('.');
        byPath.set(key, { name, errors: [...(byPath.get(key)?.errors ?? []), text] });
      }
      const matched = [...byPath.values()];
      fields.setFields(matched);
      refreshErrorTabs();
      if (matched.length > 0) {
        showTabOf(matched[0]?.name);
        // After the tab switch has rendered.
        setTimeout(() => fields.scrollToField(matched[0]?.name ?? []), 0);
      }
      if (matched.length === 0 || unmatched.length > 0) {
        message.error(t('form.saveFailed', { message: unmatched.join(' ') || errorText(error) }));
      }
    }
  };

  const discard = () => {
    if (!dirty) {
      void navigate(PATHS.productList);
      return;
    }
    modal.confirm({
      title: t('form.discardTitle'),
      content: t('form.discardHelp'),
      okText: t('form.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('form.keepEditing'),
      onOk: () => {
        // Already confirmed here: the page's own unsaved-changes dialog must not ask again.
        allowLeaving();
        void navigate(PATHS.productList);
      },
    });
  };

  const tagRule: Rule = {
    validator: async (_, tags: string[] | undefined) => {
      if ((tags ?? []).some((tag) => tag.trim().length > PRODUCT_LIMITS.tag))
        throw new Error(t('form.tagTooLong', { max: PRODUCT_LIMITS.tag }));
    },
  };
  const half = { xs: 24, sm: 12 };
  const cardStyle = { marginBlockEnd: token.marginLG };

  const general = (
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

  const tabLabel = (key: Tab) => (
    <span>
      {t(`form.tabs.${key}`)}
      {errorTabs.has(key) && (
        <WarningFilled
          role="img"
          aria-label={t('form.tabHasErrors')}
          style={{ color: token.colorError, marginInlineStart: token.marginXXS }}
        />
      )}
    </span>
  );

  const third = { xs: 24, md: 8 };
  const shipping = (
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

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFieldsChange={refreshErrorTabs}
      onFinish={onFinish}
      onFinishFailed={({ errorFields }) => {
        showTabOf(errorFields[0]?.name);
        message.error(t('form.fixErrors'));
      }}
    >
      <Card style={cardStyle} styles={{ body: { padding: token.paddingMD } }}>
        <Flex wrap gap={token.marginSM} justify="space-between" align="center">
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
            {readOnly ? t('form.viewTitle') : isEdit ? t('form.editTitle') : t('form.addTitle')}
          </Typography.Title>
          {readOnly ? (
            <Link to={PATHS.productList}>{t('form.backToList')}</Link>
          ) : (
            <Flex wrap gap={token.marginSM}>
              <Button onClick={discard} disabled={saving}>
                {t('form.discard')}
              </Button>
              <Button type="primary" htmlType="submit" loading={saving}>
                {isEdit ? t('form.save') : t('form.add')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
      {readOnly && (
        <Alert
          type="info"
          showIcon
          style={cardStyle}
          title={<bdi>{t('form.readOnly')}</bdi>}
          data-testid="product-read-only"
        />
      )}
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={cardStyle}
          title={t('form.conflict')}
          action={
            <Button size="small" loading={reloading} onClick={() => void onReload?.()}>
              {t('form.reload')}
            </Button>
          }
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'general', label: tabLabel('general'), forceRender: true, children: general },
          {
            key: 'variation',
            label: tabLabel('variation'),
            forceRender: true,
            children: (
              <Card title={t('form.variants')} style={cardStyle}>
                <ProductVariants />
              </Card>
            ),
          },
          { key: 'shipping', label: tabLabel('shipping'), forceRender: true, children: shipping },
        ]}
      />
    </Form>
  );
}
