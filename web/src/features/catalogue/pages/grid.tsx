import { Col, type ColProps, Row, type RowProps, theme } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const GridAlignment = lazy(() => import('../demos/grid/alignment'));
const GridBasic = lazy(() => import('../demos/grid/basic'));
const GridFlexFill = lazy(() => import('../demos/grid/flex-fill'));
const GridGutter = lazy(() => import('../demos/grid/gutter'));
const GridOffsetOrder = lazy(() => import('../demos/grid/offset-order'));
const GridResponsive = lazy(() => import('../demos/grid/responsive'));

type Values = Pick<RowProps, 'gutter' | 'justify' | 'align'> & Pick<ColProps, 'span'>;

const DEFAULTS = { gutter: 0, justify: 'start', align: 'top' };
const WAREHOUSES = [
  { name: 'Berlin', height: 40 },
  { name: 'Lyon', height: 64 },
  { name: 'Osaka', height: 48 },
  { name: 'Shanghai', height: 80 },
];

const rowProps = ({ gutter, justify, align }: Values) => ({ gutter, justify, align });

function GridPlayground(v: Values) {
  const { token } = theme.useToken();
  const block = {
    padding: 8,
    borderRadius: token.borderRadiusSM,
    background: token.colorPrimaryBg,
    color: token.colorPrimaryText,
    textAlign: 'center' as const,
  };
  return (
    <Row {...rowProps(v)} style={{ width: '100%' }}>
      {WAREHOUSES.map(({ name, height }) => (
        <Col key={name} span={v.span}>
          <div style={{ ...block, height }}>{name}</div>
        </Col>
      ))}
    </Row>
  );
}

const SETUP = `const { token } = theme.useToken();
const block = {
  padding: 8,
  borderRadius: token.borderRadiusSM,
  background: token.colorPrimaryBg,
  color: token.colorPrimaryText,
  textAlign: 'center' as const,
};`;

export default componentPage({
  name: 'grid',
  imports: "import { Col, Row } from 'antd';",
  docs: 'https://ant.design/components/grid',
  playground: playground<Values>({
    controls: [
      { prop: 'span', kind: 'number', initial: 6, min: 1, max: 24 },
      { prop: 'gutter', kind: 'number', initial: 16, min: 0, max: 48, step: 8 },
      {
        prop: 'justify',
        kind: 'select',
        options: ['start', 'center', 'end', 'space-between', 'space-around', 'space-evenly'],
        initial: 'start',
      },
      { prop: 'align', kind: 'radio', options: ['top', 'middle', 'bottom', 'stretch'], initial: 'top' },
    ],
    render: (v) => <GridPlayground {...v} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Col', 'Row', 'theme'] },
        setup: SETUP,
        jsx: jsxElement(
          'Row',
          { ...rowProps(v), style: { width: '100%' } },
          {
            defaults: DEFAULTS,
            children: WAREHOUSES.map(
              ({ name, height }) =>
                `<Col span={${v.span}}>\n  <div style={{ ...block, height: ${height} }}>${name}</div>\n</Col>`,
            ).join('\n'),
          },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: GridBasic, source: () => import('../demos/grid/basic.tsx?raw') },
    { key: 'gutter', Demo: GridGutter, source: () => import('../demos/grid/gutter.tsx?raw') },
    { key: 'offsetOrder', Demo: GridOffsetOrder, source: () => import('../demos/grid/offset-order.tsx?raw') },
    { key: 'alignment', Demo: GridAlignment, source: () => import('../demos/grid/alignment.tsx?raw') },
    { key: 'responsive', Demo: GridResponsive, source: () => import('../demos/grid/responsive.tsx?raw') },
    { key: 'flexFill', Demo: GridFlexFill, source: () => import('../demos/grid/flex-fill.tsx?raw') },
  ],
  api: [
    { name: 'gutter', type: 'number | object | [number | object, number | object]', default: '0' },
    {
      name: 'justify',
      type: "'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly' | object",
      default: "'start'",
    },
    { name: 'align', type: "'top' | 'middle' | 'bottom' | 'stretch' | object", default: "'top'" },
    { name: 'wrap', type: 'boolean', default: 'true' },
    { name: 'span', type: 'number' },
    { name: 'offset', type: 'number', default: '0' },
    { name: 'order', type: 'number', default: '0' },
    { name: 'push', type: 'number', default: '0' },
    { name: 'pull', type: 'number', default: '0' },
    { name: 'flex', type: "number | 'none' | 'auto' | string" },
    { name: 'xs | sm | md | lg | xl | xxl', type: 'number | ColSize' },
  ],
});
