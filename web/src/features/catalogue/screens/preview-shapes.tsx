import type { ReactNode } from 'react';

/** Grey lines and boxes (preview.css) sketching a component that does not fit live in a card. */
const line = (width: string, strong = false) => (
  <span className={strong ? 'pv-line pv-strong' : 'pv-line'} style={{ width }} />
);

const box = (children: ReactNode, className = '') => <div className={`pv-box ${className}`}>{children}</div>;

export const WIREFRAMES: Record<string, () => ReactNode> = {
  grid: () => (
    <div className="pv-grid">
      {[8, 8, 8, 12, 12, 6, 18].map((span, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sketch
        <span key={i} className="pv-cell" style={{ gridColumn: `span ${span}` }} />
      ))}
    </div>
  ),
  layout: () => (
    <div className="pv-layout">
      <span className="pv-cell pv-side" />
      <span className="pv-cell" />
      <span className="pv-cell pv-main" />
    </div>
  ),
  affix: () =>
    box(
      <>
        {line('100%', true)}
        {line('80%')}
        {line('90%')}
      </>,
    ),
  anchor: () =>
    box(
      <>
        {line('40%', true)}
        {line('55%')}
        {line('50%')}
        {line('35%')}
      </>,
      'pv-anchor',
    ),
  backtop: () => box(<span className="pv-fab">↑</span>, 'pv-tall'),
  'config-provider': () => (
    <div className="pv-swatches">
      <span style={{ background: '#3e79f7' }} />
      <span style={{ background: '#04d182' }} />
      <span style={{ background: '#fa8c16' }} />
      <span style={{ background: '#ff6b72' }} />
    </div>
  ),
  dropdown: () =>
    box(
      <>
        {line('70%', true)}
        {line('60%')}
        {line('75%')}
      </>,
      'pv-menu',
    ),
  menu: () =>
    box(
      <>
        {line('70%', true)}
        {line('60%')}
        {line('65%')}
        {line('50%')}
      </>,
      'pv-menu',
    ),
  form: () =>
    box(
      <>
        {line('30%')}
        {line('90%', true)}
        {line('30%')}
        {line('90%', true)}
      </>,
    ),
  transfer: () => (
    <div className="pv-row">
      {box(
        <>
          {line('80%')}
          {line('60%')}
          {line('70%')}
        </>,
      )}
      <span className="pv-arrows">⇄</span>
      {box(
        <>
          {line('70%')}
          {line('50%')}
        </>,
      )}
    </div>
  ),
  calendar: () => (
    <div className="pv-calendar">
      {Array.from({ length: 21 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sketch
        <span key={i} className={i === 9 ? 'pv-day pv-today' : 'pv-day'} />
      ))}
    </div>
  ),
  card: () =>
    box(
      <>
        {line('50%', true)}
        {line('90%')}
        {line('80%')}
      </>,
    ),
  carousel: () => box(<span className="pv-dots">• ● •</span>, 'pv-slide'),
  collapse: () =>
    box(
      <>
        {line('80%', true)}
        {line('80%', true)}
        {line('80%', true)}
      </>,
    ),
  descriptions: () => (
    <div className="pv-grid pv-grid-2">
      {['30%', '70%', '30%', '70%', '30%', '70%'].map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sketch
        <span key={i} className={i % 2 ? 'pv-line' : 'pv-line pv-strong'} style={{ width: w }} />
      ))}
    </div>
  ),
  list: () =>
    box(
      <>
        {line('85%')}
        {line('85%')}
        {line('85%')}
      </>,
      'pv-list',
    ),
  popover: () =>
    box(
      <>
        {line('70%', true)}
        {line('85%')}
      </>,
      'pv-bubble',
    ),
  tooltip: () => <span className="pv-tip">Tooltip</span>,
  popconfirm: () =>
    box(
      <>
        {line('80%')}
        <span className="pv-buttons" />
      </>,
      'pv-bubble',
    ),
  table: () => (
    <div className="pv-table">
      {Array.from({ length: 4 }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sketch
        <div key={r} className={r === 0 ? 'pv-tr pv-th' : 'pv-tr'}>
          {line('30%', r === 0)}
          {line('20%', r === 0)}
          {line('25%', r === 0)}
        </div>
      ))}
    </div>
  ),
  tabs: () => (
    <div className="pv-tabs">
      <span className="pv-tab pv-active" />
      <span className="pv-tab" />
      <span className="pv-tab" />
    </div>
  ),
  tree: () =>
    box(
      <>
        {line('50%', true)}
        <span className="pv-indent">
          {line('60%')}
          {line('45%')}
        </span>
        {line('40%', true)}
      </>,
    ),
  drawer: () => (
    <div className="pv-drawer">
      {box(
        <>
          {line('60%', true)}
          {line('80%')}
        </>,
      )}
    </div>
  ),
  modal: () =>
    box(
      <>
        {line('50%', true)}
        {line('85%')}
        <span className="pv-buttons" />
      </>,
      'pv-modal',
    ),
  message: () => <bdi className="pv-toast">✓ Saved</bdi>,
  notification: () =>
    box(
      <>
        {line('60%', true)}
        {line('85%')}
      </>,
      'pv-toast-box',
    ),
};

export const SimpleBars = () => (
  <svg viewBox="0 0 100 50" width="120" height="60" aria-hidden>
    {[18, 32, 24, 40, 28, 45].map((h, i) => (
      <rect
        key={h}
        x={6 + i * 15}
        y={50 - h}
        width="10"
        height={h}
        rx="2"
        fill="#3e79f7"
        opacity={0.5 + i * 0.08}
      />
    ))}
  </svg>
);

export const SimpleLine = () => (
  <svg viewBox="0 0 100 50" width="120" height="60" aria-hidden>
    <polyline points="0,40 20,30 40,34 60,16 80,22 100,8" fill="none" stroke="#04d182" strokeWidth="3" />
  </svg>
);

export const SimpleMapIcon = () => (
  <svg viewBox="0 0 100 50" width="120" height="60" aria-hidden>
    <path
      d="M10 20 q10 -12 25 -4 t25 2 t30 -6 l0 20 q-15 10 -30 4 t-25 6 t-25 -6z"
      fill="#3e79f7"
      opacity="0.45"
    />
    <circle cx="62" cy="24" r="4" fill="#ff6b72" />
  </svg>
);
