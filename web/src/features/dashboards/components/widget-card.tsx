import { EllipsisOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredDropdown } from '../../../components/deferred-dropdown';
import { type CsvCell, downloadCsv } from './csv';
import './dashboards.css';

/** The parts of an RTK Query result a widget needs. */
export type WidgetQuery = {
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

export type WidgetCardProps = {
  title: string;
  /** Controls beside the title (a period or interval switch). */
  extra?: ReactNode;
  query: WidgetQuery;
  /** Nothing to show: the body becomes antd's Empty (only once the data has loaded). */
  empty?: boolean;
  /** The widget's data as rows (header first) for Export; Export is disabled without it. */
  exportRows?: () => CsvCell[][];
  /** Rendered once the data has loaded, is not empty and did not fail. */
  children: () => ReactNode;
  skeletonRows?: number;
  /** Shown instead of the grey bars while the first load runs: the content's own shape, so nothing below it moves. */
  skeleton?: ReactNode;
  testId?: string;
  className?: string;
};

const widgetStates = () => import('./widget-states');
const WidgetError = lazy(() => widgetStates().then((m) => ({ default: m.WidgetError })));
const WidgetEmpty = lazy(() => widgetStates().then((m) => ({ default: m.WidgetEmpty })));

const menuIcons = () => import('./widget-menu-icons');
// A failure here is the menu's to show (its icons stay blank), not an unhandled rejection.
const prefetchMenuIcons = () => void menuIcons().catch(() => {});
type MenuIconName = 'DownloadOutlined' | 'PrinterOutlined' | 'ReloadOutlined';
const MENU_ICONS = {
  DownloadOutlined: lazy(() => menuIcons().then((m) => ({ default: m.DownloadOutlined }))),
  PrinterOutlined: lazy(() => menuIcons().then((m) => ({ default: m.PrinterOutlined }))),
  ReloadOutlined: lazy(() => menuIcons().then((m) => ({ default: m.ReloadOutlined }))),
};

/** A menu item's icon, loaded with the menu; antd gives it its class (the icon's spacing), kept while it loads. */
function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  const Icon = MENU_ICONS[name];
  return (
    <Suspense fallback={<span className={`anticon ${className ?? ''}`} />}>
      <Icon className={className} />
    </Suspense>
  );
}

const PRINTING = 'dashboard-printing';
const TARGET = 'widget-print-target';

/** Prints one card: the print stylesheet (dashboards.css) hides everything but the marked card. */
function printOnly(card: HTMLElement) {
  const root = document.documentElement;
  card.classList.add(TARGET);
  root.classList.add(PRINTING);
  const done = () => {
    card.classList.remove(TARGET);
    root.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  try {
    window.print();
  } finally {
    // Browsers whose print() returns before printing send afterprint later; the others have printed by now.
    setTimeout(done, 1000);
  }
}

/**
 * Grey bars while a widget's first load runs, in the look of antd's Skeleton paragraph. Plain markup: a dashboard
 * mounts all its widgets' skeletons in its first frame, and antd's is a small component tree each.
 */
export function WidgetSkeleton({ rows }: { rows: number }) {
  return (
    <div className="widget-skeleton" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical bars, never reordered
        <span key={i} />
      ))}
    </div>
  );
}

/**
 * A dashboard widget: card with title, optional controls and a menu (Refresh this widget, Print it, Export its
 * data as CSV). Skeleton while the first load runs, Empty for an empty dataset, and its own error with Retry
 * when its request fails, while the other widgets keep working.
 */
export function WidgetCard({
  title,
  extra,
  query,
  empty = false,
  exportRows,
  children,
  skeletonRows = 4,
  skeleton,
  testId,
  className,
}: WidgetCardProps) {
  const { t } = useTranslation('dashboards');
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const ready = !query.isLoading && !query.isError;

  const onMenu = ({ key }: { key: string }) => {
    if (key === 'refresh') void query.refetch();
    if (key === 'print' && ref.current) printOnly(ref.current);
    if (key === 'export' && exportRows) void downloadCsv(exportRows(), title);
  };

  const menu = (
    <DeferredDropdown
      placement="bottomRight"
      menu={{
        items: [
          { key: 'refresh', icon: <MenuIcon name="ReloadOutlined" />, label: t('menu.refresh') },
          { key: 'print', icon: <MenuIcon name="PrinterOutlined" />, label: t('menu.print') },
          {
            key: 'export',
            icon: <MenuIcon name="DownloadOutlined" />,
            label: t('menu.export'),
            disabled: !exportRows || !ready || empty,
          },
        ],
        onClick: onMenu,
      }}
    >
      <Button
        type="text"
        size="small"
        className="widget-card-menu"
        icon={<EllipsisOutlined />}
        onPointerEnter={prefetchMenuIcons}
        onFocus={prefetchMenuIcons}
        aria-label={t('menu.label', { title })}
        title={t('menu.more')}
      />
    </DeferredDropdown>
  );

  const shown = query.isError ? 'error' : query.isLoading ? 'loading' : empty ? 'empty' : 'ready';

  let body: ReactNode;
  if (shown === 'error') {
    body = (
      <Suspense fallback={<p role="alert">{t('loadFailed', { title })}</p>}>
        <WidgetError
          title={t('loadFailed', { title })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Suspense>
    );
  } else if (shown === 'loading') {
    body = skeleton ?? <WidgetSkeleton rows={skeletonRows} />;
  } else if (shown === 'empty') {
    body = (
      <Suspense fallback={<p className="dashboard-muted">{t('empty')}</p>}>
        <WidgetEmpty description={t('empty')} />
      </Suspense>
    );
  } else {
    // A refresh dims the content under a spinner of plain CSS (dashboards.css). antd's Spin wrote its style the first
    // time a widget showed data, and a new stylesheet restyles the whole page (~80 ms on a 4× throttled CPU).
    body = (
      <div className="widget-card-content" data-refreshing={query.isFetching ? true : undefined}>
        {children()}
      </div>
    );
  }

  // Card markup of our own rather than antd's Card (which brings Tabs along, ≈13 KB gzip on every dashboard).
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={['widget-card', className].filter(Boolean).join(' ')}
      data-testid={testId}
      aria-busy={query.isLoading || query.isFetching ? true : undefined}
    >
      <header className="widget-card-head">
        <h2 id={titleId} className="widget-card-title">
          {/* Isolated: in a right-to-left layout a leading digit ("1日あたり…") stays in front. */}
          <bdi>{title}</bdi>
        </h2>
        <span className="widget-card-extra">
          {extra}
          {menu}
        </span>
      </header>
      <div className="widget-card-body">{body}</div>
    </section>
  );
}
