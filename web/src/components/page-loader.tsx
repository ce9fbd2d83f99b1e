import { Spin } from 'antd';

/** Centred spinner for a screen or layout whose code is still loading. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}
