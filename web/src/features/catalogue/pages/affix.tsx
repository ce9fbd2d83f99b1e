import { Affix, type AffixProps, type AffixRef, Button, theme } from 'antd';
import { lazy, useEffect, useRef } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const AffixBothEdges = lazy(() => import('../demos/affix/both-edges'));
const AffixBottom = lazy(() => import('../demos/affix/bottom'));
const AffixOnChange = lazy(() => import('../demos/affix/on-change'));
const AffixTop = lazy(() => import('../demos/affix/top'));

type Values = Pick<AffixProps, 'offsetTop' | 'offsetBottom'> & { children: string };

const MOVES = [
  'Received 40 Linen throws',
  'Shipped 2 Aurora desk lamps',
  'Moved 12 Oak side tables',
  'Returned 1 Linen throw',
  'Counted 86 mug sets',
  'Shipped 5 Wool rugs',
];

/** The playground's stage: the same scroll box, list and Affix as the code it shows. */
function AffixStage({ children, ...props }: Values) {
  const { token } = theme.useToken();
  const containerRef = useRef<HTMLDivElement>(null);
  const affixRef = useRef<AffixRef>(null);
  useEffect(() => {
    const update = () => affixRef.current?.updatePosition();
    window.addEventListener('scroll', update, true);
    return () => window.removeEventListener('scroll', update, true);
  }, []);
  return (
    <div
      ref={containerRef}
      style={{
        width: '100%',
        height: 200,
        overflowY: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {MOVES.slice(0, 4).map((move) => (
        <p key={move} style={{ margin: 12 }}>
          {move}
        </p>
      ))}
      <Affix ref={affixRef} target={() => containerRef.current} {...props}>
        <Button type="primary">{children}</Button>
      </Affix>
      {MOVES.slice(4).map((move) => (
        <p key={move} style={{ margin: 12 }}>
          {move}
        </p>
      ))}
    </div>
  );
}

const SETUP = `const { token } = theme.useToken();
const containerRef = useRef<HTMLDivElement>(null);
const affixRef = useRef<AffixRef>(null);

// Affix listens to its target only: when the page scrolls, it has to be told to measure again.
useEffect(() => {
  const update = () => affixRef.current?.updatePosition();
  window.addEventListener('scroll', update, true);
  return () => window.removeEventListener('scroll', update, true);
}, []);

const moves = [
${MOVES.map((m) => `  '${m}',`).join('\n')}
];
const list = (items: string[]) =>
  items.map((move) => (
    <p key={move} style={{ margin: 12 }}>
      {move}
    </p>
  ));`;

const affixCode = ({ children, ...props }: Values) =>
  jsxElement(
    'Affix',
    { ref: expression('affixRef'), target: expression('() => containerRef.current'), ...props },
    { children: jsxElement('Button', { type: 'primary' }, { children: jsxText(children) }), indent: '  ' },
  );

export default componentPage({
  name: 'affix',
  imports: "import { Affix, type AffixProps } from 'antd';",
  docs: 'https://ant.design/components/affix',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'offsetTop', kind: 'number', initial: 8, min: 0, max: 80 },
      { prop: 'offsetBottom', kind: 'number', initial: 8, min: 0, max: 80 },
      { prop: 'children', kind: 'text', initial: 'Save stock count' },
    ],
    render: (v) => <AffixStage {...v} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Affix', 'type AffixRef', 'Button', 'theme'], react: ['useEffect', 'useRef'] },
        setup: SETUP,
        jsx: `<div
  ref={containerRef}
  style={{ width: '100%', height: 200, overflowY: 'auto', border: \`1px solid \${token.colorBorderSecondary}\` }}
>
  {list(moves.slice(0, 4))}
  ${affixCode(v)}
  {list(moves.slice(4))}
</div>`,
      }),
  }),
  demos: [
    { key: 'top', Demo: AffixTop, source: () => import('../demos/affix/top.tsx?raw') },
    { key: 'bottom', Demo: AffixBottom, source: () => import('../demos/affix/bottom.tsx?raw') },
    { key: 'onChange', Demo: AffixOnChange, source: () => import('../demos/affix/on-change.tsx?raw') },
    { key: 'bothEdges', Demo: AffixBothEdges, source: () => import('../demos/affix/both-edges.tsx?raw') },
  ],
  api: [
    { name: 'offsetTop', type: 'number', default: '0' },
    { name: 'offsetBottom', type: 'number' },
    { name: 'target', type: '() => Window | HTMLElement | null', default: '() => window' },
    { name: 'onChange', type: '(affixed?: boolean) => void' },
    { name: 'children', type: 'ReactNode' },
    { name: 'className', type: 'string' },
    { name: 'rootClassName', type: 'string' },
    { name: 'style', type: 'CSSProperties' },
  ],
});
