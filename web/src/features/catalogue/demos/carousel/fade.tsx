import { Carousel, Flex, Typography, theme } from 'antd';

export default function CarouselFade() {
  const { token } = theme.useToken();
  // Backgrounds made for white text (4.5:1 or more) in the light and the dark theme.
  const slides = [
    { title: 'Aurora desk lamp', text: 'New in March · $248.00', background: token.colorPrimary },
    { title: 'Linen throw', text: '20% off until Sunday', background: token.purple6 },
    { title: 'Oak side table', text: 'Back in stock in Rotterdam', background: token.colorBgSpotlight },
  ];
  return (
    // react-slick cannot fade right to left (the slides end up off-screen); a fade has no direction anyway.
    <Carousel effect="fade" rtl={false}>
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
  );
}
