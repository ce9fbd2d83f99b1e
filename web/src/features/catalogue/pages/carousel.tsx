import { Carousel, type CarouselProps, theme } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CarouselArrows = lazy(() => import('../demos/carousel/arrows'));
const CarouselAutoplay = lazy(() => import('../demos/carousel/autoplay'));
const CarouselBasic = lazy(() => import('../demos/carousel/basic'));
const CarouselDotPlacement = lazy(() => import('../demos/carousel/dot-placement'));
const CarouselFade = lazy(() => import('../demos/carousel/fade'));

type Values = Pick<
  CarouselProps,
  'effect' | 'dotPlacement' | 'dots' | 'arrows' | 'autoplay' | 'autoplaySpeed'
>;

const DEFAULTS = { effect: 'scrollx', dotPlacement: 'bottom', dots: true, autoplaySpeed: 3000 };

// react-slick cannot fade right to left (the slides end up off-screen); a fade has no direction anyway.
const FADE_NOTE = '// react-slick cannot fade right to left; a fade has no direction anyway.';
const props = (v: Values) => (v.effect === 'fade' ? { ...v, rtl: false } : v);

const SETUP = `const { token } = theme.useToken();
const slides = [
  { title: 'Aurora desk lamp', background: token.colorPrimary },
  { title: 'Linen throw', background: token.purple6 },
  { title: 'Oak side table', background: token.colorBgSpotlight },
];
const slide = {
  height: 160,
  display: 'grid',
  placeItems: 'center',
  color: token.colorTextLightSolid,
  fontSize: token.fontSizeHeading4,
};`;

const SLIDES = `{slides.map(({ title, background }) => (
  <div key={title}>
    <div style={{ ...slide, background }}>{title}</div>
  </div>
))}`;

/** The playground's carousel, drawn exactly as the code shows it. */
function PlaygroundCarousel(props: Values & { rtl?: boolean }) {
  const { token } = theme.useToken();
  const slides = [
    { title: 'Aurora desk lamp', background: token.colorPrimary },
    { title: 'Linen throw', background: token.purple6 },
    { title: 'Oak side table', background: token.colorBgSpotlight },
  ];
  const slide = {
    height: 160,
    display: 'grid',
    placeItems: 'center',
    color: token.colorTextLightSolid,
    fontSize: token.fontSizeHeading4,
  };
  return (
    <Carousel {...props}>
      {slides.map(({ title, background }) => (
        <div key={title}>
          <div style={{ ...slide, background }}>{title}</div>
        </div>
      ))}
    </Carousel>
  );
}

export default componentPage({
  name: 'carousel',
  imports: "import { Carousel } from 'antd';",
  docs: 'https://ant.design/components/carousel',
  playground: playground<Values>({
    controls: [
      { prop: 'effect', kind: 'radio', options: ['scrollx', 'fade'], initial: 'scrollx' },
      { prop: 'dotPlacement', kind: 'select', options: ['bottom', 'top', 'start', 'end'], initial: 'bottom' },
      { prop: 'dots', kind: 'switch', initial: true },
      { prop: 'arrows', kind: 'switch', initial: false },
      { prop: 'autoplay', kind: 'switch', initial: false },
      { prop: 'autoplaySpeed', kind: 'number', initial: 3000, min: 1000, max: 10000, step: 500 },
    ],
    render: (v) => (
      <div style={{ width: '100%' }}>
        {/* A new effect or placement rebuilds the slider, which does not switch them in place. */}
        <PlaygroundCarousel key={`${v.effect}-${v.dotPlacement}`} {...props(v)} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Carousel', 'theme'] },
        setup: v.effect === 'fade' ? `${SETUP}\n${FADE_NOTE}` : SETUP,
        jsx: jsxElement(
          'Carousel',
          { ...v, rtl: v.effect === 'fade' ? expression('false') : undefined },
          { children: SLIDES, defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: CarouselBasic, source: () => import('../demos/carousel/basic.tsx?raw') },
    { key: 'autoplay', Demo: CarouselAutoplay, source: () => import('../demos/carousel/autoplay.tsx?raw') },
    { key: 'fade', Demo: CarouselFade, source: () => import('../demos/carousel/fade.tsx?raw') },
    {
      key: 'dotPlacement',
      Demo: CarouselDotPlacement,
      source: () => import('../demos/carousel/dot-placement.tsx?raw'),
    },
    { key: 'arrows', Demo: CarouselArrows, source: () => import('../demos/carousel/arrows.tsx?raw') },
  ],
  api: [
    { name: 'effect', type: "'scrollx' | 'fade'", default: "'scrollx'" },
    { name: 'dots', type: 'boolean | { className?: string }', default: 'true' },
    { name: 'dotPlacement', type: "'top' | 'bottom' | 'start' | 'end'", default: "'bottom'" },
    { name: 'arrows', type: 'boolean', default: 'false' },
    { name: 'autoplay', type: 'boolean | { dotDuration?: boolean }', default: 'false' },
    { name: 'autoplaySpeed', type: 'number', default: '3000' },
    { name: 'infinite', type: 'boolean', default: 'true' },
    { name: 'speed', type: 'number', default: '500' },
    { name: 'draggable', type: 'boolean', default: 'false' },
    { name: 'waitForAnimate', type: 'boolean', default: 'false' },
    { name: 'beforeChange', type: '(current: number, next: number) => void' },
    { name: 'afterChange', type: '(current: number) => void' },
    { name: 'goTo', type: '(slide: number, dontAnimate?: boolean) => void' },
  ],
});
