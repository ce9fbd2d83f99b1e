import type { TooltipProps } from 'antd';
import { lazy, Suspense } from 'react';

// Stands in for antd's Tooltip inside Form.Item labels (see `lazyFormLabelTooltip` in vite.config.ts): the
// label only needs it when a form item has a `tooltip`, so its ~30 KB gzip load only then.
const Tooltip = lazy(() => import('antd/es/tooltip'));

export default function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
