import {
  BellOutlined,
  CheckCircleTwoTone,
  HeartTwoTone,
  HomeOutlined,
  SettingFilled,
  ShoppingCartOutlined,
  StarFilled,
  SyncOutlined,
} from '@ant-design/icons';
import type { GetProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const IconCustom = lazy(() => import('../demos/icon/custom'));
const IconGallery = lazy(() => import('../demos/icon/gallery'));
const IconInControls = lazy(() => import('../demos/icon/in-controls'));
const IconSizeColour = lazy(() => import('../demos/icon/size-colour'));
const IconSpinRotate = lazy(() => import('../demos/icon/spin-rotate'));
const IconThemes = lazy(() => import('../demos/icon/themes'));

const ICONS = {
  HomeOutlined,
  ShoppingCartOutlined,
  BellOutlined,
  SyncOutlined,
  SettingFilled,
  StarFilled,
  HeartTwoTone,
  CheckCircleTwoTone,
};

type Values = Pick<GetProps<typeof HeartTwoTone>, 'spin' | 'rotate' | 'twoToneColor'> & {
  icon: keyof typeof ICONS;
  fontSize: number;
};

/** twoToneColor only means something to two-tone icons, so the others leave it out. */
const props = ({ icon, fontSize, twoToneColor, ...rest }: Values) => ({
  ...rest,
  style: { fontSize },
  twoToneColor: icon.endsWith('TwoTone') ? twoToneColor : undefined,
});

export default componentPage({
  name: 'icon',
  imports: "import { HomeOutlined } from '@ant-design/icons';",
  docs: 'https://ant.design/components/icon',
  playground: playground<Values>({
    controls: [
      { prop: 'icon', kind: 'select', options: Object.keys(ICONS), initial: 'HomeOutlined' },
      { prop: 'fontSize', kind: 'number', initial: 32, min: 12, max: 96, step: 4 },
      { prop: 'spin', kind: 'switch', initial: false },
      { prop: 'rotate', kind: 'number', initial: 0, min: -360, max: 360, step: 45 },
      {
        prop: 'twoToneColor',
        kind: 'select',
        options: ['#1677ff', '#eb2f96', '#52c41a', '#fa8c16'],
        initial: '#eb2f96',
      },
    ],
    render: (v) => {
      const Icon = ICONS[v.icon];
      return <Icon {...props(v)} />;
    },
    code: (v) =>
      demoModule({
        imports: { '@ant-design/icons': [v.icon] },
        jsx: jsxElement(v.icon, props(v), { defaults: { rotate: 0 } }),
      }),
  }),
  demos: [
    { key: 'themes', Demo: IconThemes, source: () => import('../demos/icon/themes.tsx?raw') },
    { key: 'spinRotate', Demo: IconSpinRotate, source: () => import('../demos/icon/spin-rotate.tsx?raw') },
    { key: 'sizeColour', Demo: IconSizeColour, source: () => import('../demos/icon/size-colour.tsx?raw') },
    { key: 'inControls', Demo: IconInControls, source: () => import('../demos/icon/in-controls.tsx?raw') },
    { key: 'gallery', Demo: IconGallery, source: () => import('../demos/icon/gallery.tsx?raw') },
    { key: 'custom', Demo: IconCustom, source: () => import('../demos/icon/custom.tsx?raw') },
  ],
  api: [
    { name: 'style', type: 'CSSProperties' },
    { name: 'className', type: 'string' },
    { name: 'spin', type: 'boolean', default: 'false' },
    { name: 'rotate', type: 'number' },
    { name: 'twoToneColor', type: 'string | [string, string]' },
    { name: 'component', type: 'ComponentType<CustomIconComponentProps | SVGProps<SVGSVGElement>>' },
    { name: 'onClick', type: '(event: MouseEvent) => void' },
    { name: 'setTwoToneColor', type: '(color: string | [string, string]) => void' },
  ],
});
