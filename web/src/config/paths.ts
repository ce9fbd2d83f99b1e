import { APP_PREFIX_PATH } from './app-config';

const app = (path: string) => `${APP_PREFIX_PATH}/${path}`;

/**
 * The address of every signed-in screen, defined once: the route table (routes/routes.tsx) gives each screen its
 * path from here, and features link to screens through these names, never by writing a URL.
 */
export const PATHS = {
  dashboardDefault: app('dashboards/default'),
  dashboardAnalytic: app('dashboards/analytic'),
  dashboardSales: app('dashboards/sales'),
  mail: app('apps/mail'),
  chat: app('apps/chat'),
  calendar: app('apps/calendar'),
  projectList: app('apps/project/list'),
  scrumboard: app('apps/project/scrumboard'),
  productList: app('apps/ecommerce/product-list'),
  addProduct: app('apps/ecommerce/add-product'),
  editProduct: app('apps/ecommerce/edit-product'),
  orders: app('apps/ecommerce/orders'),
  components: app('components'),
  apexCharts: app('components/charts/apex-charts'),
  chartjs: app('components/charts/chartjs'),
  simpleMap: app('components/maps/simple-map'),
  profile: app('pages/profile'),
  userList: app('pages/user-list'),
  setting: app('pages/setting'),
  invoice: app('pages/invoice'),
  pricing: app('pages/pricing'),
  faq: app('pages/faq'),
  auditLog: app('pages/audit-log'),
  notifications: app('pages/notifications'),
  documentation: app('docs/documentation'),
} as const;

/** Addresses with a part of their own: a product, a member, an order's invoice, a settings section, a docs page. */
export const pathTo = {
  /** Mail: a folder (inbox, sent, draft, starred, deleted), a label, a message in either, compose (a draft). */
  mailFolder: (folder: string) => `${PATHS.mail}/${folder}`,
  mailLabel: (labelId: string) => `${PATHS.mail}/label/${encodeURIComponent(labelId)}`,
  mailMessage: (list: string, messageId: string) => `${PATHS.mail}/${list}/${encodeURIComponent(messageId)}`,
  mailCompose: (draftId?: string) =>
    draftId ? `${PATHS.mail}/compose?draft=${encodeURIComponent(draftId)}` : `${PATHS.mail}/compose`,
  editProduct: (id: string) => `${PATHS.editProduct}/${encodeURIComponent(id)}`,
  profileOf: (uid: string) => `${PATHS.profile}/${encodeURIComponent(uid)}`,
  invoiceOf: (orderId: string) => `${PATHS.invoice}?order=${encodeURIComponent(orderId)}`,
  ordersMatching: (query: string) => `${PATHS.orders}?q=${encodeURIComponent(query)}`,
  usersMatching: (query: string) => `${PATHS.userList}?q=${encodeURIComponent(query)}`,
  setting: (section: 'edit-profile' | 'change-password' | 'billing' | 'notification') =>
    `${PATHS.setting}/${section}`,
  doc: (page: string) => `${PATHS.documentation}/${page}`,
  /** A component catalogue page: `component('data-entry', 'date-picker')`. */
  component: (group: string, name: string) => `${PATHS.components}/${group}/${name}`,
};
