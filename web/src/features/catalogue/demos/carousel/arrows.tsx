import { Button, Carousel, type CarouselRef, Flex, Typography, theme } from 'antd';
import { useRef } from 'react';

export default function CarouselArrows() {
  const { token } = theme.useToken();
  const carousel = useRef<CarouselRef>(null);
  const slides = [
    { title: 'Aurora desk lamp', text: 'New in March · $248.00', background: token.colorPrimary },
    { title: 'Linen throw', text: '20% off until Sunday', background: token.purple6 },
    { title: 'Oak side table', text: 'Back in stock in Rotterdam', background: token.colorBgSpotlight },
  ];
  return (
    <Flex vertical gap="medium">
      {/* Not infinite: the arrows stop at the first and the last slide. */}
      <Carousel ref={carousel} arrows infinite={false}>
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
      <Flex gap="small" wrap>
        <Button onClick={() => carousel.current?.goTo(0)}>First slide</Button>
        <Button onClick={() => carousel.current?.goTo(slides.length - 1)}>Last slide</Button>
      </Flex>
    </Flex>
  );
}
