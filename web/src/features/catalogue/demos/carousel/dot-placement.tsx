import { Carousel, type CarouselProps, Flex, Radio, Typography, theme } from 'antd';
import { useState } from 'react';

type Placement = CarouselProps['dotPlacement'];

export default function CarouselDotPlacement() {
  const { token } = theme.useToken();
  const [placement, setPlacement] = useState<Placement>('top');
  const slides = [
    { title: 'Aurora desk lamp', text: 'New in March · $248.00', background: token.colorPrimary },
    { title: 'Linen throw', text: '20% off until Sunday', background: token.purple6 },
    { title: 'Oak side table', text: 'Back in stock in Rotterdam', background: token.colorBgSpotlight },
  ];
  return (
    <Flex vertical gap="medium">
      <Radio.Group
        aria-label="Dot placement"
        optionType="button"
        value={placement}
        onChange={(event) => setPlacement(event.target.value)}
        options={['top', 'bottom', 'start', 'end']}
      />
      {/* start and end stack the dots on a side and make the carousel slide vertically. */}
      <Carousel dotPlacement={placement}>
        {slides.map((slide) => (
          <div key={slide.title}>
            <Flex
              vertical
              align="center"
              justify="center"
              style={{ height: 160, background: slide.background, color: token.colorTextLightSolid }}
            >
              <Typography.Title level={4} style={{ color: 'inherit', margin: 0 }}>
                {slide.title}
              </Typography.Title>
              {slide.text}
            </Flex>
          </div>
        ))}
      </Carousel>
    </Flex>
  );
}
