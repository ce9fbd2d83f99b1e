import { MinusOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposableMap, Geographies, Geography, ZoomableGroup } from 'react-simple-maps';
import { countryKey, useMapColors, world110mUrl } from '../../components/map-utils';

type Position = { coordinates: [number, number]; zoom: number };
const HOME: Position = { coordinates: [0, 0], zoom: 1 };
const MIN_ZOOM = 1;
const MAX_ZOOM = 8;

/** Zoom and pan: drag or scroll the map, or use the + / − / reset buttons. */
export default function ZoomPanDemo() {
  const { t } = useTranslation('showcase');
  const colors = useMapColors();
  const [position, setPosition] = useState<Position>(HOME);
  const zoomBy = (factor: number) =>
    setPosition((p) => ({ ...p, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, p.zoom * factor)) }));

  return (
    <div className="showcase-map showcase-map-zoomable">
      <ComposableMap
        role="img"
        aria-label={t('maps.zoomPan.label')}
        width={800}
        height={400}
        projectionConfig={{ scale: 147 }}
      >
        <ZoomableGroup
          center={position.coordinates}
          zoom={position.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          onMoveEnd={({ coordinates, zoom }) =>
            setPosition((p) => ({ coordinates: coordinates ?? p.coordinates, zoom: zoom ?? p.zoom }))
          }
        >
          <Geographies geography={world110mUrl}>
            {({ geographies }) =>
              geographies.map((geo) => (
                <Geography
                  key={geo.rsmKey}
                  geography={geo}
                  data-country={countryKey(geo)}
                  tabIndex={-1}
                  fill={colors.land}
                  stroke={colors.border}
                  // Borders keep their on-screen width at every zoom level.
                  strokeWidth={0.5 / position.zoom}
                />
              ))
            }
          </Geographies>
        </ZoomableGroup>
      </ComposableMap>
      <Space.Compact orientation="vertical" className="showcase-map-controls">
        <Button
          icon={<PlusOutlined />}
          aria-label={t('maps.zoomIn')}
          title={t('maps.zoomIn')}
          disabled={position.zoom >= MAX_ZOOM}
          onClick={() => zoomBy(1.5)}
        />
        <Button
          icon={<MinusOutlined />}
          aria-label={t('maps.zoomOut')}
          title={t('maps.zoomOut')}
          disabled={position.zoom <= MIN_ZOOM}
          onClick={() => zoomBy(1 / 1.5)}
        />
        <Button
          icon={<UndoOutlined />}
          aria-label={t('maps.resetZoom')}
          title={t('maps.resetZoom')}
          onClick={() => setPosition(HOME)}
        />
      </Space.Compact>
    </div>
  );
}
