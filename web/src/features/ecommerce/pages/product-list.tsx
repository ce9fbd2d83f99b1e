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
import { App, Button, Card, Dropdown, Flex, Input, Select, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../components/load-error';
import { ServerTable } from '../../../components/server-table';
import { PATHS, pathTo } from '../../../config/paths';
import { useAccess } from '../../../lib/access';
import { FROM_TABLET } from '../../../lib/tables';
import { useUrlTable } from '../../../lib/use-url-table';
import { useDeleteProductMutation, useDeleteProductsMutation, useListProductsQuery } from '../api';
import { usePriceFormat } from '../components/product-shared';
import { ProductStatusTag } from '../components/product-status-tag';
import '../components/product-thumb.css';

type SortKey = NonNullable<ProductListQuery['sort']>;

const SORT_KEYS: readonly SortKey[] = ['id', 'name', 'category', 'price', 'stock', 'updatedAt'];
const DEFAULT_SORT: SortKey = 'id';

const mainImageOf = (p: Product) => p.images.find((i) => i.main) ?? p.images[0];

/** Apps → E-Commerce → Product List: the catalog, searched, filtered, sorted and paged by the server. */
export default function ProductList() {
  const { t } = useTranslation('products');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const formatPrice = usePriceFormat();
  // Members browse the catalogue; adding and deleting products needs catalog.write (Managers, Admins).
  const canWrite = useAccess().can('catalog.write');
  const table = useUrlTable<SortKey, Product>({ sortKeys: SORT_KEYS, defaultSort: DEFAULT_SORT });
  const { page, pageSize, sort, order, q } = table;
  const category: Category | undefined = CATEGORIES.find((c) => c === table.params.get('category'));

  const list = useListProductsQuery({
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
    sortOrder: table.sortOrderOf(key),
    // The default order toggles between ascending and descending, never "unsorted".
    ...(key === DEFAULT_SORT ? { sortDirections: ['ascend', 'descend', 'ascend'] } : {}),
  });

  const columns: TableProps<Product>['columns'] = [
    {
      ...sortable('id'),
      dataIndex: 'id',
      title: t('list.columns.id'),
      responsive: FROM_TABLET,
      render: (id: string) => <span dir="ltr">{id}</span>,
    },
    {
      ...sortable('name'),
      title: t('list.columns.product'),
      render: (_, p) => {
        const image = mainImageOf(p);
        return (
          <Flex align="center" gap={12}>
            {/* Plain markup rather than antd's Avatar, which measures itself and writes its style with the first row. */}
            <span className="product-thumb">
              {image ? (
                <img src={image.url} alt={t('list.imageOf', { name: p.name })} width={40} height={40} />
              ) : (
                <PictureOutlined aria-hidden />
              )}
            </span>
            <span style={{ fontWeight: 600, color: 'var(--app-text)' }}>{p.name}</span>
          </Flex>
        );
      },
    },
    {
      ...sortable('category'),
      dataIndex: 'category',
      title: t('list.columns.category'),
      responsive: FROM_TABLET,
      render: (c: Category) => t(`category.${c}`),
    },
    {
      ...sortable('price'),
      dataIndex: 'price',
      title: t('list.columns.price'),
      align: 'end',
      render: (price: number) => formatPrice(price),
    },
    {
      ...sortable('stock'),
      dataIndex: 'stock',
      title: t('list.columns.stock'),
      align: 'end',
      responsive: FROM_TABLET,
    },
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
              ...(canWrite
                ? [{ key: 'delete', icon: <DeleteOutlined />, label: t('list.delete'), danger: true }]
                : []),
            ],
            onClick: ({ key }) => {
              if (key === 'view') void navigate(pathTo.editProduct(p.id));
              else confirmDelete(p);
            },
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={t('list.actionsOf', { name: p.name })} />
        </Dropdown>
      ),
    },
  ];

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBlockEnd: 16 }}>
        <Flex wrap gap={12} style={{ flex: '1 1 auto' }}>
          <Input
            value={table.searchText}
            onChange={(e) => table.setSearchText(e.target.value)}
            onPressEnter={() => table.applySearch(table.searchText)}
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            style={{ maxWidth: 320 }}
          />
          <Select<Category>
            allowClear
            value={category}
            onChange={(value) => table.update({ category: value ?? null, page: null })}
            placeholder={t('list.allCategories')}
            aria-label={t('list.category')}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            style={{ minWidth: 180 }}
          />
        </Flex>
        <Flex wrap gap={12}>
          {canWrite && selected.length > 0 && (
            <Button danger icon={<DeleteOutlined />} loading={bulk.isLoading} onClick={confirmBulkDelete}>
              {t('list.deleteSelected', { count: selected.length })}
            </Button>
          )}
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PATHS.addProduct)}>
              {t('list.add')}
            </Button>
          )}
        </Flex>
      </Flex>
      <ServerTable<Product>
        table={table}
        query={list}
        rowKey="id"
        columns={columns}
        label={t('common:nav.productList')}
        loadFailed={t('list.loadFailed')}
        range={(r) => t('list.range', r)}
        empty={q || category ? t('list.noMatch') : t('list.empty')}
        selection={canWrite ? { selected, onChange: setSelected } : undefined}
      />
    </Card>
  );
}
