import { Button, Empty } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const EmptyAction = lazy(() => import('../demos/empty/action'));
const EmptyBasic = lazy(() => import('../demos/empty/basic'));
const EmptyConfigProvider = lazy(() => import('../demos/empty/config-provider'));
const EmptyInTable = lazy(() => import('../demos/empty/in-table'));
const EmptySimple = lazy(() => import('../demos/empty/simple'));

/** `image` is one of the two built-in pictures; `description` is text; `children` is an action button's label. */
type Values = {
  image: keyof Pick<typeof Empty, 'PRESENTED_IMAGE_DEFAULT' | 'PRESENTED_IMAGE_SIMPLE'>;
  description: string;
  children: string;
};

export default componentPage({
  name: 'empty',
  imports: "import { Empty } from 'antd';",
  docs: 'https://ant.design/components/empty',
  playground: playground<Values>({
    controls: [
      {
        prop: 'image',
        kind: 'radio',
        options: ['PRESENTED_IMAGE_DEFAULT', 'PRESENTED_IMAGE_SIMPLE'],
        initial: 'PRESENTED_IMAGE_SIMPLE',
      },
      { prop: 'description', kind: 'text', initial: 'No products yet' },
      { prop: 'children', kind: 'text', initial: 'Add your first product' },
    ],
    render: (v) => (
      <Empty image={Empty[v.image]} description={v.description || undefined}>
        {v.children && <Button type="primary">{v.children}</Button>}
      </Empty>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: v.children ? ['Button', 'Empty'] : ['Empty'] },
        jsx: jsxElement(
          'Empty',
          {
            image: v.image === 'PRESENTED_IMAGE_SIMPLE' ? expression(`Empty.${v.image}`) : undefined,
            description: v.description || undefined,
          },
          { children: v.children ? `<Button type="primary">${jsxText(v.children)}</Button>` : undefined },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: EmptyBasic, source: () => import('../demos/empty/basic.tsx?raw') },
    { key: 'simple', Demo: EmptySimple, source: () => import('../demos/empty/simple.tsx?raw') },
    { key: 'action', Demo: EmptyAction, source: () => import('../demos/empty/action.tsx?raw') },
    { key: 'inTable', Demo: EmptyInTable, source: () => import('../demos/empty/in-table.tsx?raw') },
    {
      key: 'configProvider',
      Demo: EmptyConfigProvider,
      source: () => import('../demos/empty/config-provider.tsx?raw'),
    },
  ],
  api: [
    { name: 'image', type: 'ReactNode', default: 'Empty.PRESENTED_IMAGE_DEFAULT' },
    { name: 'description', type: 'ReactNode' },
    { name: 'children', type: 'ReactNode' },
    { name: 'styles', type: "Record<'root' | 'image' | 'description' | 'footer', CSSProperties>" },
    { name: 'classNames', type: "Record<'root' | 'image' | 'description' | 'footer', string>" },
    { name: 'Empty.PRESENTED_IMAGE_SIMPLE', type: 'ReactNode' },
    { name: 'ConfigProvider.renderEmpty', type: '(componentName?: string) => ReactNode' },
    { name: 'locale.emptyText', type: 'ReactNode' },
  ],
});
