import { PauseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Carousel, Flex, Typography, theme } from 'antd';
import { useState } from 'react';

export default function CarouselAutoplay() {
  const { token } = theme.useToken();
  const [playing, setPlaying] = useState(true);
  const slides = [
    { title: 'Aurora desk lamp', text: 'New in March · $248.00', background: token.colorPrimary },
    { title: 'Linen throw', text: '20% off until Sunday', background: token.purple6 },
    { title: 'Oak side table', text: 'Back in stock in Rotterdam', background: token.colorBgSpotlight },
  ];
  return (
    <Flex vertical gap="medium">
      {/* dotDuration fills the active dot as the time to the next slide runs out. */}
      <Carousel autoplay={playing && { dotDuration: true }} autoplaySpeed={4000}>
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
      {/* Anything that moves on its own needs a way to stop it (WCAG 2.2.2). */}
      <Flex>
        <Button
          icon={playing ? <PauseOutlined /> : <PlayCircleOutlined />}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
      </Flex>
    </Flex>
  );
}
