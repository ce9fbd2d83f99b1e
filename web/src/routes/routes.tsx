// THE route table: every screen's path, lazy module, title, icon, access and layout. The router, side and
// top menus, breadcrumbs and header search are all derived from it.
import type { Access } from '@atrium/contracts';
import type { ComponentType } from 'react';
import type { AppDispatch } from '../app/store';
import type { RouteIconName } from '../components/route-icon';
import { APP_PREFIX_PATH, AUTH_PREFIX_PATH, LEGAL_PATH } from '../config/app-config';
import { PATHS, pathTo } from '../config/paths';

/** Dispatches a screen's first requests (RTK Query prefetches with the arguments the screen starts with). */
export type StartQueries = (dispatch: AppDispatch) => void;
export type ScreenModule = {
  default: ComponentType;
  /**
   * The screen's first requests, started by the route as soon as the screen's code has run, rather than once the
   * screen has rendered (at CPU ×4 the Default dashboard renders for over a second before a widget asks for anything).
   */
  startQueries?: StartQueries;
};
export type ScreenLoader = () => Promise<ScreenModule>;

export type RouteNode = {
  /** Unique id; also the menu key. */
  key: string;
  /** i18n key of the title shown in menus, breadcrumbs, search and the page header. */
  titleKey: string;
  /** Menu icon, by name (see components/route-icon.tsx): icons load with the menus, not the first page. */
  icon?: RouteIconName;
  /** Absolute path of a screen; nodes without one are menu groups. */
  path?: string;
  screen?: ScreenLoader;
  /**
   * i18n namespaces the screen uses besides `common`: fetched together with its chunk, rather than after the chunk
   * has arrived and rendered (one round trip less before the screen shows).
   */
  namespaces?: string[];
  /**
   * Who may open the screen (contracts/src/access.ts; signed-in members when not said). Menus and the header
   * search leave out what the member may not open; a direct URL shows the 403 page.
   */
  access?: Access;
  /** 'blank': no header or nav (auth and error pages inside the signed-in area). */
  layout?: 'app' | 'blank';
  /** The screen owns the paths below its own (e.g. one docs page per sub-path). */
  nested?: boolean;
  /** Where the menu item and search link to, when not `path` itself (a nested screen's first page). */
  entry?: string;
  /**
   * A menu section's own prefetch, run when the section is opened instead of fetching every screen under it: for
   * sections too large to fetch whole (a catalogue group is 6 to 18 pages), their shared code.
   */
  prefetch?: () => Promise<unknown>;
  /** Reachable and searchable, but not listed in the side and top menus. */
  hideInMenu?: boolean;
  /** A count shown beside the menu item (layouts/app-layout/nav-menu.tsx renders it). */
  badge?: 'chatUnread' | 'mailUnread';
  children?: RouteNode[];
};

const screens = {
  login: () => import('../features/auth/pages/login-one'),
  login2: () => import('../features/auth/pages/login-two'),
  register1: () => import('../features/auth/pages/register-one'),
  register2: () => import('../features/auth/pages/register-two'),
  forgotPassword: () => import('../features/auth/pages/forgot-password'),
  resetPassword: () => import('../features/auth/pages/reset-password'),
  error1: () => import('../features/auth/pages/error-page-one'),
  error2: () => import('../features/auth/pages/error-page-two'),
  dashboardDefault: () => import('../features/dashboards/pages/default-dashboard'),
  dashboardAnalytic: () => import('../features/dashboards/pages/analytic-dashboard'),
  dashboardSales: () => import('../features/dashboards/pages/sales-dashboard'),
  apexCharts: () => import('../features/showcase/pages/apex-charts'),
  chartjs: () => import('../features/showcase/pages/chartjs'),
  simpleMap: () => import('../features/showcase/pages/simple-map'),
  profile: () => import('../features/people/pages/profile'),
  userList: () => import('../features/people/pages/user-list'),
  setting: () => import('../features/people/pages/setting'),
  notifications: () => import('../features/people/pages/notifications'),
  mail: () => import('../features/mail/pages/mail'),
  chat: () => import('../features/chat/pages/chat'),
  calendar: () => import('../features/calendar/pages/calendar'),
  projectList: () => import('../features/project/pages/project-list'),
  scrumboard: () => import('../features/project/pages/scrumboard'),
  productList: () => import('../features/ecommerce/pages/product-list'),
  productForm: () => import('../features/ecommerce/pages/product-form'),
  orders: () => import('../features/ecommerce/pages/orders'),
  invoice: () => import('../features/ecommerce/pages/invoice'),
  docs: () => import('../features/docs/pages/documentation'),
  auditLog: () => import('../features/audit/pages/audit-log'),
  legal: () => import('../features/docs/pages/legal'),
  catalogueIndex: () => import('../features/catalogue/screens/catalogue-index'),
  pricing: () => import('../features/billing/pages/pricing'),
  faq: () => import('../features/docs/pages/faq'),
} satisfies Record<string, ScreenLoader>;

/** `'a b c'` → `['a', 'b', 'c']`: sixty names cost the sign-in page's bundle less as words than as an array. */
const words = (list: string) => list.split(' ');

/**
 * The component catalogue (spec section 2), group by group in the spec's order: /app/components/<group>/<name>.
 * The nodes are made from this list rather than written out: sixty entries here cost the sign-in page's bundle
 * about 1 KB instead of 5.
 */
export const CATALOGUE = {
  general: words('button icon typography'),
  layout: words('grid layout'),
  navigation: words('affix breadcrumb dropdown menu pagination steps'),
  'data-entry': words(
    'auto-complete cascader checkbox date-picker form input input-number mentions radio rate select slider switch time-picker transfer tree-select upload',
  ),
  'data-display': words(
    'avatar badge calendar card carousel collapse comment descriptions empty list popover statistic table tabs tag timeline tooltip tree',
  ),
  feedback: words('alert drawer message modal notification popconfirm progress result skeleton spin'),
  other: words('anchor backtop config-provider divider'),
};
export type CatalogueGroup = keyof typeof CATALOGUE;

/** Each group's menu icon; its title is `group.<group>` in the shell namespace. */
const CATALOGUE_ICONS: Record<CatalogueGroup, RouteIconName> = {
  general: 'block',
  layout: 'layout',
  navigation: 'compass',
  'data-entry': 'form',
  'data-display': 'table',
  feedback: 'notification',
  other: 'ellipsis',
};

/** A component page's screen: the catalogue's page map (its own chunk) loads the page's chunk. */
const componentScreen =
  (name: string): ScreenLoader =>
  () =>
    import('../features/catalogue/load-page').then((m) => m.loadPage(name));

const catalogueNodes = (Object.keys(CATALOGUE) as CatalogueGroup[]).map(
  (group): RouteNode => ({
    key: `components-${group}`,
    titleKey: `shell:group.${group}`,
    icon: CATALOGUE_ICONS[group],
    // Opening a group fetches what all its pages share; a page itself starts loading when its link is pointed at.
    prefetch: () => import('../features/catalogue/load-page').then((m) => m.loadCatalogueKit()),
    children: CATALOGUE[group].map((name) => ({
      key: `component-${name}`,
      // Sixty names: in the shell namespace the app layout loads, not in the bundled English of the sign-in page.
      titleKey: `shell:component.${name}`,
      path: pathTo.component(group, name),
      screen: componentScreen(name),
      namespaces: ['catalogue', 'demo', `catalogue/${name}`],
    })),
  }),
);

const auth = (path: string) => `${AUTH_PREFIX_PATH}/${path}`;
const app = (path: string) => `${APP_PREFIX_PATH}/${path}`;

/** Reachable only without a token; a signed-in visitor is sent on (spec section 2). */
export const publicRoutes: RouteNode[] = [
  { key: 'login', titleKey: 'nav.login', path: '/login', screen: screens.login },
  { key: 'auth-login', titleKey: 'nav.login', path: auth('login'), screen: screens.login },
  { key: 'auth-login-1', titleKey: 'nav.login1', path: auth('login-1'), screen: screens.login },
  { key: 'auth-login-2', titleKey: 'nav.login2', path: auth('login-2'), screen: screens.login2 },
  { key: 'auth-register-1', titleKey: 'nav.register1', path: auth('register-1'), screen: screens.register1 },
  { key: 'auth-register-2', titleKey: 'nav.register2', path: auth('register-2'), screen: screens.register2 },
  {
    key: 'auth-forgot-password',
    titleKey: 'nav.forgotPassword',
    path: auth('forgot-password'),
    screen: screens.forgotPassword,
  },
  {
    key: 'auth-reset-password',
    titleKey: 'nav.resetPassword',
    path: auth('reset-password'),
    screen: screens.resetPassword,
  },
  { key: 'auth-error-page-1', titleKey: 'nav.error1', path: auth('error-page-1'), screen: screens.error1 },
  { key: 'auth-error-page-2', titleKey: 'nav.error2', path: auth('error-page-2'), screen: screens.error2 },
];

/** Open to everyone, signed in or not: the terms and the privacy notice the footers link to. */
export const openRoutes: RouteNode[] = [
  {
    key: 'legal',
    titleKey: 'nav.legal',
    path: LEGAL_PATH,
    screen: screens.legal,
    namespaces: ['docs'],
    nested: true,
  },
];

/** Everything under /app: needs a token. Top-level nodes are the side nav's headings. */
export const protectedRoutes: RouteNode[] = [
  {
    key: 'dashboards',
    titleKey: 'shell:nav.dashboard',
    icon: 'dashboard',
    children: [
      {
        key: 'dashboards-default',
        titleKey: 'shell:nav.default',
        icon: 'dashboard',
        path: PATHS.dashboardDefault,
        screen: screens.dashboardDefault,
        namespaces: ['dashboards'],
      },
      {
        key: 'dashboards-analytic',
        titleKey: 'shell:nav.analytic',
        icon: 'dotChart',
        path: PATHS.dashboardAnalytic,
        screen: screens.dashboardAnalytic,
        namespaces: ['dashboards'],
      },
      {
        key: 'dashboards-sales',
        titleKey: 'shell:nav.sales',
        icon: 'fund',
        path: PATHS.dashboardSales,
        screen: screens.dashboardSales,
        namespaces: ['dashboards'],
      },
    ],
  },
  {
    key: 'apps',
    titleKey: 'shell:nav.apps',
    icon: 'appstore',
    children: [
      {
        key: 'apps-mail',
        titleKey: 'shell:nav.mail',
        icon: 'mail',
        path: PATHS.mail,
        // A folder, a label, a message or compose: /app/apps/mail/inbox, …/label/<id>, …/inbox/<id>, …/compose.
        entry: pathTo.mailFolder('inbox'),
        screen: screens.mail,
        namespaces: ['mail'],
        nested: true,
        badge: 'mailUnread',
      },
      {
        key: 'apps-chat',
        titleKey: 'shell:nav.chat',
        icon: 'message',
        path: PATHS.chat,
        screen: screens.chat,
        namespaces: ['chat'],
        // A conversation: /app/apps/chat/<id>.
        nested: true,
        badge: 'chatUnread',
      },
      {
        key: 'apps-calendar',
        titleKey: 'shell:nav.calendar',
        icon: 'calendar',
        path: PATHS.calendar,
        screen: screens.calendar,
        namespaces: ['calendar'],
      },
      {
        key: 'apps-project',
        titleKey: 'shell:nav.project',
        // The layout icon (a board of panes) rather than one more icon in the shell's chunk: the dashboard's
        // JavaScript budget (web/e2e/budget.spec.ts) has little room left.
        icon: 'layout',
        children: [
          {
            key: 'project-list',
            titleKey: 'shell:nav.projectList',
            path: PATHS.projectList,
            screen: screens.projectList,
            namespaces: ['project'],
          },
          {
            key: 'project-scrumboard',
            titleKey: 'shell:nav.scrumboard',
            path: PATHS.scrumboard,
            screen: screens.scrumboard,
            namespaces: ['project'],
            // A project's board: /app/apps/project/scrumboard/<id>; without one, the member's last board.
            nested: true,
          },
        ],
      },
      {
        key: 'apps-ecommerce',
        titleKey: 'shell:nav.ecommerce',
        icon: 'shopping',
        children: [
          {
            key: 'ecommerce-product-list',
            titleKey: 'shell:nav.productList',
            path: PATHS.productList,
            screen: screens.productList,
            namespaces: ['products'],
          },
          {
            key: 'ecommerce-add-product',
            titleKey: 'shell:nav.addProduct',
            path: PATHS.addProduct,
            access: 'catalog.write',
            screen: screens.productForm,
            namespaces: ['products'],
          },
          {
            key: 'ecommerce-edit-product',
            titleKey: 'shell:nav.editProduct',
            path: PATHS.editProduct,
            entry: PATHS.productList,
            screen: screens.productForm,
            namespaces: ['products'],
            nested: true,
            hideInMenu: true,
          },
          {
            key: 'ecommerce-orders',
            titleKey: 'shell:nav.orders',
            path: PATHS.orders,
            screen: screens.orders,
            namespaces: ['orders'],
          },
        ],
      },
    ],
  },
  {
    key: 'components',
    titleKey: 'shell:nav.components',
    icon: 'appstore',
    children: [
      {
        key: 'components-index',
        titleKey: 'shell:nav.allComponents',
        icon: 'appstore',
        path: PATHS.components,
        screen: screens.catalogueIndex,
        namespaces: ['catalogue'],
      },
      ...catalogueNodes,
      {
        key: 'components-charts',
        titleKey: 'shell:nav.charts',
        icon: 'pieChart',
        children: [
          {
            key: 'charts-apex-charts',
            titleKey: 'shell:nav.apexCharts',
            path: PATHS.apexCharts,
            screen: screens.apexCharts,
            namespaces: ['showcase', 'demo'],
          },
          {
            key: 'charts-chartjs',
            titleKey: 'shell:nav.chartjs',
            path: PATHS.chartjs,
            screen: screens.chartjs,
            namespaces: ['showcase', 'demo'],
          },
        ],
      },
      {
        key: 'components-maps',
        titleKey: 'shell:nav.maps',
        icon: 'environment',
        children: [
          {
            key: 'maps-simple-map',
            titleKey: 'shell:nav.simpleMap',
            path: PATHS.simpleMap,
            screen: screens.simpleMap,
            namespaces: ['showcase', 'demo'],
          },
        ],
      },
    ],
  },
  {
    key: 'pages',
    titleKey: 'shell:nav.pages',
    icon: 'appstore',
    children: [
      {
        key: 'pages-profile',
        titleKey: 'shell:nav.profile',
        icon: 'user',
        path: PATHS.profile,
        screen: screens.profile,
        namespaces: ['people'],
        // Another member's profile: /app/pages/profile/<uid>.
        nested: true,
      },
      {
        key: 'pages-user-list',
        titleKey: 'shell:nav.userList',
        icon: 'team',
        path: PATHS.userList,
        screen: screens.userList,
        namespaces: ['people'],
      },
      {
        key: 'pages-setting',
        titleKey: 'shell:nav.setting',
        icon: 'setting',
        path: PATHS.setting,
        entry: pathTo.setting('edit-profile'),
        screen: screens.setting,
        namespaces: ['settings', 'people'],
        nested: true,
      },
      {
        key: 'pages-invoice',
        titleKey: 'shell:nav.invoice',
        icon: 'fileText',
        path: PATHS.invoice,
        screen: screens.invoice,
        namespaces: ['orders'],
      },
      {
        key: 'pages-pricing',
        titleKey: 'shell:nav.pricing',
        icon: 'dollar',
        path: PATHS.pricing,
        screen: screens.pricing,
        namespaces: ['billing'],
      },
      {
        key: 'pages-faq',
        titleKey: 'shell:nav.faq',
        icon: 'question',
        path: PATHS.faq,
        screen: screens.faq,
        namespaces: ['docs'],
      },
      {
        key: 'pages-audit-log',
        titleKey: 'shell:nav.auditLog',
        icon: 'audit',
        path: PATHS.auditLog,
        access: 'audit.read',
        screen: screens.auditLog,
        namespaces: ['audit'],
      },
      {
        key: 'pages-notifications',
        titleKey: 'shell:nav.notifications',
        icon: 'bell',
        path: PATHS.notifications,
        screen: screens.notifications,
        namespaces: ['people'],
        hideInMenu: true,
      },
      {
        key: 'pages-authentication',
        titleKey: 'shell:nav.authentication',
        icon: 'lock',
        children: [
          {
            key: 'app-login-1',
            titleKey: 'nav.login1',
            path: app('login-1'),
            screen: screens.login,
            layout: 'blank',
          },
          {
            key: 'app-login-2',
            titleKey: 'nav.login2',
            path: app('login-2'),
            screen: screens.login2,
            layout: 'blank',
          },
          {
            key: 'app-register-1',
            titleKey: 'nav.register1',
            path: app('register-1'),
            screen: screens.register1,
            layout: 'blank',
          },
          {
            key: 'app-register-2',
            titleKey: 'nav.register2',
            path: app('register-2'),
            screen: screens.register2,
            layout: 'blank',
          },
          {
            key: 'app-forgot-password',
            titleKey: 'nav.forgotPassword',
            path: app('forgot-password'),
            screen: screens.forgotPassword,
            layout: 'blank',
          },
        ],
      },
      {
        key: 'pages-errors',
        titleKey: 'shell:nav.errors',
        icon: 'warning',
        children: [
          {
            key: 'app-error-page-1',
            titleKey: 'nav.error1',
            path: app('error-page-1'),
            screen: screens.error1,
            layout: 'blank',
          },
          {
            key: 'app-error-page-2',
            titleKey: 'nav.error2',
            path: app('error-page-2'),
            screen: screens.error2,
            layout: 'blank',
          },
        ],
      },
    ],
  },
  {
    key: 'docs',
    titleKey: 'shell:nav.docs',
    icon: 'fileText',
    children: [
      {
        key: 'docs-documentation',
        titleKey: 'shell:nav.documentation',
        icon: 'safety',
        path: PATHS.documentation,
        entry: pathTo.doc('introduction'),
        screen: screens.docs,
        namespaces: ['docs'],
        nested: true,
      },
    ],
  },
];
