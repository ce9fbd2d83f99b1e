import { lazy, type ReactNode, Suspense } from 'react';

// Stands in for antd's tooltip UniqueProvider inside ConfigProvider (see vite.config.ts): ConfigProvider only
// renders it with `tooltip.unique`, yet importing it puts the popup engine in every page's first bytes.
const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function LazyUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
