import type {
  Invoice,
  Order,
  OrderList,
  OrderListQuery,
  Product,
  ProductImage,
  ProductInput,
  ProductList,
  ProductListQuery,
} from '@atrium/contracts';
import { api } from '../../lib/api';

/** The e-commerce endpoints (products, product images, orders, invoices). */
export const ecommerceApi = api
  .enhanceEndpoints({ addTagTypes: ['Product', 'Products', 'Order', 'Orders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listProducts: build.query<ProductList, ProductListQuery>({
        query: (params) => ({ url: '/products', params }),
        providesTags: ['Products'],
      }),
      getProduct: build.query<Product, string>({
        query: (id) => `/products/${encodeURIComponent(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'Product', id }],
      }),
      createProduct: build.mutation<Product, ProductInput>({
        query: (body) => ({ url: '/products', method: 'POST', body }),
        invalidatesTags: ['Products'],
      }),
      updateProduct: build.mutation<Product, { id: string; input: ProductInput }>({
        query: ({ id, input }) => ({
          url: `/products/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: input,
        }),
        invalidatesTags: (_r, _e, { id }) => ['Products', { type: 'Product', id }],
      }),
      deleteProduct: build.mutation<void, string>({
        query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['Products'],
      }),
      deleteProducts: build.mutation<{ deleted: number }, string[]>({
        query: (ids) => ({ url: '/products/bulk-delete', method: 'POST', body: { ids } }),
        invalidatesTags: ['Products'],
      }),
      uploadProductImage: build.mutation<ProductImage, File>({
        query: (file) => ({
          url: '/products/images',
          method: 'POST',
          body: file,
          headers: { 'content-type': file.type },
        }),
      }),
      listOrders: build.query<OrderList, OrderListQuery>({
        query: (params) => ({ url: '/orders', params }),
        providesTags: ['Orders'],
      }),
      getOrder: build.query<Order, string>({
        query: (id) => `/orders/${encodeURIComponent(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'Order', id }],
      }),
      saveRemark: build.mutation<Order, { id: string; remark: string }>({
        query: ({ id, remark }) => ({
          url: `/orders/${encodeURIComponent(id)}/remark`,
          method: 'PUT',
          body: { remark },
        }),
        invalidatesTags: (_r, _e, { id }) => ['Orders', { type: 'Order', id }],
      }),
      /** `orderId` 'latest' gives the newest order's invoice. */
      getInvoice: build.query<Invoice, string>({
        query: (orderId) => `/invoices/${encodeURIComponent(orderId)}`,
        providesTags: (_r, _e, id) => [{ type: 'Order', id }],
      }),
    }),
  });

export const {
  useListProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useDeleteProductsMutation,
  useUploadProductImageMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useSaveRemarkMutation,
  useGetInvoiceQuery,
} = ecommerceApi;
