import {
  DeleteOutlined,
  EyeOutlined,
  MoreOutlined,
  PictureOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { Category, Product, ProductListQuery } from '@atrium/contracts';
import { CATEGORIES } from '@atrium/contracts/catalog-rules';
import {
  App,
  Avatar,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Input,
  Select,
  Table,
  type TableProps,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteProductMutation, useDeleteProductsMutation, useListProductsQuery } from '../api';
import {
  ADD_PRODUCT_PATH,
  editProductPath,
  ProductLoadError,
  usePriceFormat,
  useProductErrorText,
} from '../components/product-shared';
import { ProductStatusTag } from '../components/product-status-tag';

type SortKey = NonNullable<ProductListQuery['sort']>;
type SortOrder = NonNullable<ProductListQuery['order']>;

const SORT_KEYS: readonly SortKey[] = ['id', 'name', 'category', 'price', 'stock', 'updatedAt'];
const DEFAULT_SORT: SortKey = 'id';
const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 20, 50, 100];
const SEARCH_DELAY_MS = 300;

/** The list's state lives in the URL (page, pageSize, sort, order, q, category): reload and links keep it. */
function readListState(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const size = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = size >= 1 && size <= 100 ? size : DEFAULT_PAGE_SIZE;
  const sort = SORT_KEYS.find((key) => key === params.get('sort')) ?? DEFAULT_SORT;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const q = (params.get('q') ?? '').trim();
  const category: Category | undefined = CATEGORIES.find((c) => c === params.get('category'));
  return { page, pageSize, sort, order, q, category };
}

const mainImageOf = (p: Product) => p.images.find((i) => i.main) ?? p.images[0];

/** Apps → E-Commerce → Product List: the catalog, searched, filtered, sorted and paged by the server. */
export default function ProductList() {
  const { t } = useTranslation('products');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const errorText = useProductErrorText();
  const formatPrice = usePriceFormat();
  const [params, setParams] = useSearchParams();
  const { page, pageSize, sort, order, q, category } = readListState(params);

  const { data, currentData, isFetching, isError, error, refetch } = useListProductsQuery({
    page,
    pageSize,
    sort,
    order,
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
  });
  const [deleteProduct] = useDeleteProductMutation();
  const [deleteProducts, bulk] = useDeleteProductsMutation();
  const [selected, setSelected] = useState<string[]>([]);

  /** Sets (or, for null and '', removes) URL params; other params are kept. */
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // Search box: applied 300 ms after the last keystroke, back on page 1; follows the URL when it changes
  // from elsewhere (Back, a link), but not when the change is the one it just made.
  const [text, setText] = useState(q);
  const applied = useRef(q);
  useEffect(() => {
    if (q !== applied.current) {
      applied.current = q;
      setText(q);
    }
  }, [q]);
  const applySearch = (value: string) => {
    const next = value.trim();
    if (next === applied.current) return;
    applied.current = next;
    update({ q: next || null, page: null });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: debounce on the typed text only
  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // A page past the end (e.g. after deleting the last products on it): go to the last page that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the loaded page only
  useEffect(() => {
    if (currentData && currentData.items.length === 0 && currentData.total > 0 && page > 1) {
      const last = Math.max(1, Math.ceil(currentData.total / pageSize));
      update({ page: last > 1 ? String(last) : null }, true);
    }
  }, [currentData]);

  const confirmDelete = (p: Product) =>
    modal.confirm({
      title: t('list.deleteTitle', { name: p.name }),
      content: t('list.deleteHelp'),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('list.cancel'),
      onOk: async () => {
        try {
          await deleteProduct(p.id).unwrap();
          setSelected((keys) => keys.filter((k) => k !== p.id));
          message.success(t('list.deleted', { name: p.name }));
        } catch (e) {
          message.error(t('list.deleteFailed', { message: errorText(e) }));
        }
      },
    });

  const confirmBulkDelete = () => {
    const ids = [...selected];
    modal.confirm({
      title: t('list.deleteManyTitle', { count: ids.length }),
      content: t('list.deleteManyHelp'),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('list.cancel'),
      onOk: async () => {
        try {
          const { deleted } = await deleteProducts(ids).unwrap();
          setSelected([]);
          message.success(t('list.deletedMany', { count: deleted }));
        } catch (e) {
          message.error(t('list.deleteFailed', { message: errorText(e) }));
        }
      },
    });
  };

  type Column = NonNullable<TableProps<Product>['columns']>[number];
  const sortable = (key: SortKey): Column => ({
    key,
    sorter: true,
    sortOrder: sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null,
    // The default order toggles between ascending and descending, never "unsorted".
    ...(key === DEFAULT_SORT ? { sortDirections: ['ascend', 'descend', 'ascend'] } : {}),
  });

  const columns: TableProps<Product>['columns'] = [
    {
      ...sortable('id'),
      dataIndex: 'id',
      title: t('list.columns.id'),
      render: (id: string) => <span dir="ltr">{id}</span>,
    },
    {
      ...sortable('name'),
      title: t('list.columns.product'),
      render: (_, p) => {
        const image = mainImageOf(p);
        return (
          <Flex align="center" gap={12}>
            <Avatar
              shape="square"
              size={40}
              src={image?.url}
              alt={image ? t('list.imageOf', { name: p.name }) : undefined}
              icon={<PictureOutlined aria-hidden />}
              style={{
                flex: 'none',
                background: 'var(--app-surface)',
                border: '1px solid var(--app-border)',
                color: 'var(--app-text-muted)',
              }}
            />
            <span style={{ fontWeight: 600, color: 'var(--app-text)' }}>{p.name}</span>
          </Flex>
        );
      },
    },
    {
      ...sortable('category'),
      dataIndex: 'category',
      title: t('list.columns.category'),
      render: (c: Category) => t(`category.${c}`),
    },
    {
      ...sortable('price'),
      dataIndex: 'price',
      title: t('list.columns.price'),
      align: 'end',
      render: (price: number) => formatPrice(price),
    },
    { ...sortable('stock'), dataIndex: 'stock', title: t('list.columns.stock'), align: 'end' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('list.columns.status'),
      render: (status: Product['status']) => <ProductStatusTag status={status} />,
    },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      align: 'center',
      render: (_, p) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'view', icon: <EyeOutlined />, label: t('list.view') },
              { key: 'delete', icon: <DeleteOutlined />, label: t('list.delete'), danger: true },
            ],
            onClick: ({ key }) => {
              if (key === 'view') void navigate(editProductPath(p.id));
              else confirmDelete(p);
            },
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={t('list.actionsOf', { name: p.name })} />
        </Dropdown>
      ),
    },
  ];

  const onTableChange: TableProps<Product>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = SORT_KEYS.find((k) => k === s?.columnKey);
      if (!key || !s?.order || (key === DEFAULT_SORT && s.order === 'ascend')) {
        update({ sort: null, order: null, page: null });
      } else {
        update({ sort: key, order: s.order === 'ascend' ? 'asc' : 'desc', page: null });
      }
    } else if (action === 'paginate') {
      const size = pagination.pageSize ?? pageSize;
      const current = size === pageSize ? (pagination.current ?? 1) : 1;
      update({
        page: current > 1 ? String(current) : null,
        pageSize: size === DEFAULT_PAGE_SIZE ? null : String(size),
      });
    }
  };

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBlockEnd: 16 }}>
        <Flex wrap gap={12} style={{ flex: '1 1 auto' }}>
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => applySearch(text)}
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            style={{ maxWidth: 320 }}
          />
          <Select<Category>
            allowClear
            value={category}
            onChange={(value) => update({ category: value ?? null, page: null })}
            placeholder={t('list.allCategories')}
            aria-label={t('list.category')}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            style={{ minWidth: 180 }}
          />
        </Flex>
        <Flex wrap gap={12}>
          {selected.length > 0 && (
            <Button danger icon={<DeleteOutlined />} loading={bulk.isLoading} onClick={confirmBulkDelete}>
              {t('list.deleteSelected', { count: selected.length })}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADD_PRODUCT_PATH)}>
            {t('list.add')}
          </Button>
        </Flex>
      </Flex>
      {isError ? (
        <ProductLoadError title={t('list.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<Product>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          showSorterTooltip={false}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, [from, to]) => t('list.range', { from, to, total }),
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={q || category ? t('list.noMatch') : t('list.empty')}
              />
            ),
          }}
        />
      )}
    </Card>
  );
}
