import { WarningFilled } from '@ant-design/icons';
import type { Product } from '@atrium/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  type FormInstance,
  Result,
  Skeleton,
  Tabs,
  Typography,
  theme,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError, useErrorText } from '../../../components/load-error';
import { PATHS } from '../../../config/paths';
import { useAccess } from '../../../lib/access';
import { useApiErrors } from '../../../lib/api-errors';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateProductMutation, useGetProductQuery, useUpdateProductMutation } from '../api';
import { ProductGeneralTab, ProductShippingTab } from '../components/product-form-tabs';
import {
  FIELD_TABS,
  type FormValues,
  formPathOf,
  snapshotOf,
  type Tab,
  toFormValues,
  toInput,
} from '../components/product-form-values';
import { statusOf } from '../components/product-shared';
import { duplicateSkuRows, ProductVariants } from '../components/product-variants';

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

  const cardStyle = { marginBlockEnd: token.marginLG };

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
          { key: 'general', label: tabLabel('general'), forceRender: true, children: <ProductGeneralTab /> },
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
          {
            key: 'shipping',
            label: tabLabel('shipping'),
            forceRender: true,
            children: <ProductShippingTab />,
          },
        ]}
      />
    </Form>
  );
}
